import { INVOICE_MESSAGES } from '@app/contracts';
import { lazy, Suspense } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorText } from '../invoices-api';
import type { InvoiceDetailState } from '../use-invoice-detail';
import { CreditDialog } from './credit-dialog';
import { PublishDialog, ReopenDialog, UncollectableDialog } from './status-dialogs';

// The dialogs with a form load when they open.
const PaidDialog = lazy(() => import('./paid-dialog').then((m) => ({ default: m.PaidDialog })));
const SendMailDialog = lazy(() => import('./send-mail-dialog').then((m) => ({ default: m.SendMailDialog })));

/** The invoice page's dialogs: crediteren, publiceren, heropenen, oninbaar, betaald, versturen, verwijderen. */
export function InvoiceDialogs({ detail }: { detail: InvoiceDetailState }) {
  const { invoice, dialog, status, closeDialog } = detail;
  const closeOnDismiss = (open: boolean) => !open && closeDialog();
  return (
    <>
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
      <PublishDialog
        invoice={invoice}
        total={invoice.total_amount}
        isOpen={dialog === 'publish'}
        onOpenChange={closeOnDismiss}
        isPending={status.isPending}
        onConfirm={(reasons) => detail.changeStatus('outstanding', undefined, reasons)}
      />
      <ReopenDialog
        invoice={invoice}
        isOpen={dialog === 'reopen'}
        onOpenChange={closeOnDismiss}
        isPending={status.isPending}
        onConfirm={() => detail.changeStatus('concept')}
      />
      <UncollectableDialog
        invoice={invoice}
        isOpen={dialog === 'uncollectable'}
        onOpenChange={closeOnDismiss}
        isPending={status.isPending}
        onConfirm={() => detail.changeStatus('uncollectable')}
      />
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
