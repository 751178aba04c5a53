import { INVOICE_MESSAGES } from '@app/contracts';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorText } from '../invoices-api';
import type { InvoiceDetailState } from '../use-invoice-detail';

// Every dialog's code loads on intent (the button or menu that opens it pointed at or focused,
// `preloadInvoiceDialogs`) or when it opens; a dialog is mounted from its first opening on, so
// closing keeps its exit and focus return.
const loadCreditDialog = () => import('./credit-dialog');
const loadStatusDialogs = () => import('./status-dialogs');
const CreditDialog = lazy(() => loadCreditDialog().then((m) => ({ default: m.CreditDialog })));
const PublishDialog = lazy(() => loadStatusDialogs().then((m) => ({ default: m.PublishDialog })));
const ReopenDialog = lazy(() => loadStatusDialogs().then((m) => ({ default: m.ReopenDialog })));
const UncollectableDialog = lazy(() => loadStatusDialogs().then((m) => ({ default: m.UncollectableDialog })));

/** Starts loading the status and credit dialogs (Publiceren and the Extra menu on intent). */
export const preloadInvoiceDialogs = () => Promise.all([loadStatusDialogs(), loadCreditDialog()]);

type OnceOpened = 'credit' | 'publish' | 'reopen' | 'uncollectable';

function MountedOnce({ when, children }: { when: boolean; children: ReactNode }) {
  return when ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/** The dialogs opened so far (each stays mounted from then on). */
function useOpenedOnce(dialog: string | null) {
  const [opened, setOpened] = useState<ReadonlySet<OnceOpened>>(new Set());
  const now = dialog as OnceOpened;
  if (['credit', 'publish', 'reopen', 'uncollectable'].includes(dialog ?? '') && !opened.has(now))
    setOpened(new Set([...opened, now]));
  return opened;
}

const PaidDialog = lazy(() => import('./paid-dialog').then((m) => ({ default: m.PaidDialog })));
const SendMailDialog = lazy(() => import('./send-mail-dialog').then((m) => ({ default: m.SendMailDialog })));

/** The invoice page's dialogs: crediteren, publiceren, heropenen, oninbaar, betaald, versturen, verwijderen. */
export function InvoiceDialogs({ detail }: { detail: InvoiceDetailState }) {
  const { invoice, dialog, status, closeDialog } = detail;
  const closeOnDismiss = (open: boolean) => !open && closeDialog();
  const opened = useOpenedOnce(dialog);
  return (
    <>
      <MountedOnce when={opened.has('credit')}>
        <CreditDialog
          invoice={invoice}
          isOpen={dialog === 'credit'}
          onOpenChange={(open) => {
            if (!open) {
              detail.credit.reset();
              closeDialog();
            }
          }}
          isPending={detail.credit.isPending}
          error={detail.credit.error ? errorText(detail.credit.error) : null}
          onConfirm={detail.creditAndOpen}
        />
      </MountedOnce>
      <MountedOnce when={opened.has('publish')}>
        <PublishDialog
          invoice={invoice}
          total={invoice.total_amount}
          isOpen={dialog === 'publish'}
          onOpenChange={closeOnDismiss}
          isPending={status.isPending}
          onConfirm={(reasons) => detail.changeStatus('outstanding', undefined, reasons)}
        />
      </MountedOnce>
      <MountedOnce when={opened.has('reopen')}>
        <ReopenDialog
          invoice={invoice}
          isOpen={dialog === 'reopen'}
          onOpenChange={closeOnDismiss}
          isPending={status.isPending}
          onConfirm={() => detail.changeStatus('concept')}
        />
      </MountedOnce>
      <MountedOnce when={opened.has('uncollectable')}>
        <UncollectableDialog
          invoice={invoice}
          isOpen={dialog === 'uncollectable'}
          onOpenChange={closeOnDismiss}
          isPending={status.isPending}
          onConfirm={() => detail.changeStatus('uncollectable')}
        />
      </MountedOnce>
      {dialog === 'paid' ? (
        <Suspense fallback={null}>
          <PaidDialog
            invoice={invoice}
            isOpen
            onOpenChange={closeOnDismiss}
            isPending={status.isPending}
            onConfirm={(paidAt) => detail.changeStatus('paid', paidAt)}
          />
        </Suspense>
      ) : null}
      {dialog === 'send' ? (
        <Suspense fallback={null}>
          <SendMailDialog
            invoice={invoice}
            isOpen
            onOpenChange={closeOnDismiss}
            onSent={(sent) => {
              if (sent.status !== 'concept') detail.closeLines();
            }}
          />
        </Suspense>
      ) : null}
      <ConfirmDialog
        isOpen={dialog === 'delete'}
        onOpenChange={closeOnDismiss}
        title="Factuur verwijderen"
        confirmLabel="Verwijderen"
        isPending={detail.remove.isPending}
        onConfirm={detail.deleteAndLeave}
      >
        {INVOICE_MESSAGES.deleteConfirm}
      </ConfirmDialog>
    </>
  );
}
