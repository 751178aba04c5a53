import type { InvoiceModel } from '@app/contracts';
import { formatInvoiceDate, formatMoney } from '@app/domain';

const Amount = ({ cents }: { cents: number }) => (
  <span className="whitespace-nowrap">{formatMoney(cents)}</span>
);

/**
 * The closing text: a payment request with the amount, due date and reference; for a paid invoice
 * the payment instead; a credit note asks for nothing and thanks for nothing: its amount is settled
 * or paid back. Under reverse charge the statement and the buyer's VAT id.
 */
export function ClosingText({
  invoice,
  total,
  reference,
}: {
  invoice: InvoiceModel;
  total: number;
  reference: string;
}) {
  const reverseCharge = invoice.vat_treatment === 'reverse_charge';
  const paid = invoice.status === 'paid' && invoice.paid_at;
  return (
    <div className="flex flex-col gap-1 text-sm text-gray-700" data-testid="closing-text">
      {invoice.kind === 'credit_note' ? (
        <p>
          Het bedrag van <Amount cents={Math.abs(total)} />{' '}
          {paid
            ? `is op ${formatInvoiceDate(invoice.paid_at ?? '')} verrekend of teruggestort`
            : 'wordt verrekend of teruggestort'}
          .
        </p>
      ) : paid ? (
        <p>
          Het bedrag van <Amount cents={total} /> is op {formatInvoiceDate(invoice.paid_at ?? '')} betaald
          onder vermelding van {reference}. Dank je wel!
        </p>
      ) : (
        <p>
          Wij verzoeken je vriendelijk het bedrag van <Amount cents={total} /> vóór{' '}
          {formatInvoiceDate(invoice.due_date)} over te maken onder vermelding van {reference}.
        </p>
      )}
      {reverseCharge ? (
        <p>
          Btw verlegd naar de afnemer
          {invoice.contact?.vat_id ? ` (btw-id ${invoice.contact.vat_id})` : ''}.
        </p>
      ) : null}
    </div>
  );
}
