import { Download, FileCode, Send } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { loadOnIntent } from '../../../lib/load-on-intent';
import type { InvoiceDetailState } from '../use-invoice-detail';
import { ExtraMenu } from './extra-menu';
import { preloadInvoiceDialogs } from './invoice-dialogs';
import { InvoiceStatusBadge } from './status-badge';

/** The title bar's actions: the status, PDF and UBL downloads, the Extra menu and Publiceren. */
export function InvoiceActions({ detail }: { detail: InvoiceDetailState }) {
  const { invoice, pdf, ubl, status } = detail;
  return (
    <>
      <InvoiceStatusBadge status={invoice.status} kind={invoice.kind} />
      <Button
        variant="secondary"
        icon={<Download className="size-4" aria-hidden />}
        isPending={pdf.isPending}
        onPress={() => pdf.mutate(invoice)}
      >
        PDF downloaden
      </Button>
      {invoice.status !== 'concept' && !invoice.deleted_at ? (
        <Button
          variant="secondary"
          icon={<FileCode className="size-4" aria-hidden />}
          isPending={ubl.isPending}
          onPress={() => ubl.mutate(invoice)}
        >
          UBL downloaden
        </Button>
      ) : null}
      <ExtraMenu
        invoice={invoice}
        onAction={(action) => void detail.onExtra(action)}
        isDisabled={detail.busy}
        onIntent={preloadInvoiceDialogs}
      />
      {invoice.allowed_transitions.includes('outstanding') ? (
        <Button
          icon={<Send className="size-4" aria-hidden />}
          isPending={detail.preparing || (status.isPending && detail.dialog === 'publish')}
          isDisabled={detail.busy}
          {...loadOnIntent(preloadInvoiceDialogs)}
          onPress={detail.publish}
        >
          Publiceren
        </Button>
      ) : null}
    </>
  );
}
