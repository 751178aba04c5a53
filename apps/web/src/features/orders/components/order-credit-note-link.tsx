import { ORDER_MESSAGES } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { MessageBar } from '../../../components/ui/message-bar';
import { INVOICES_KEY, invoicesApi } from '../../sales-invoices';

/**
 * A cancelled order whose invoice was published: cancelling made a credit note concept;
 * this links to it, read from the invoice's credit notes.
 */
export function OrderCreditNoteNotice({ invoiceUuid }: { invoiceUuid: string | null }) {
  // The invoice page's own query (same key), so both show the same credit notes.
  const invoice = useQuery({
    queryKey: [...INVOICES_KEY, 'view', invoiceUuid ?? ''],
    queryFn: ({ signal }) => invoicesApi.view(invoiceUuid ?? '', signal),
    enabled: invoiceUuid !== null,
  });
  const note = invoice.data?.credit_notes.at(-1);
  return (
    <MessageBar tone="warning" className="mb-4" live="none">
      {ORDER_MESSAGES.creditInvoiceNeeded}{' '}
      {note ? (
        <Link
          className="font-medium underline"
          to={`/sales_invoices/${note.uuid}`}
          data-testid="order-credit-note"
        >
          {note.number ? `Naar creditfactuur ${note.number}` : 'Naar de creditfactuur (concept)'}
        </Link>
      ) : null}
    </MessageBar>
  );
}
