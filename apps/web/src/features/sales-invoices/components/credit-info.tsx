import type { InvoiceModel } from '@app/contracts';
import { creditReferenceText, formatMoney, invoiceAmountLeft } from '@app/domain';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';

/**
 * A credit note names the invoice it credits; an invoice with credit notes shows them, what they
 * credit and what is left to pay (one rule for that: invoiceAmountLeft in @app/domain).
 */
export function CreditInfo({ invoice }: { invoice: InvoiceModel }) {
  if (invoice.kind === 'credit_note' && invoice.credited_invoice) {
    const original = invoice.credited_invoice;
    return (
      <Card title="Creditfactuur">
        <p className="text-sm" data-testid="credit-reference">
          <Link className="text-brand-700 underline" to={`/sales_invoices/${original.uuid}`}>
            {creditReferenceText(original.number ?? '', original.date)}
          </Link>
        </p>
      </Card>
    );
  }
  if (invoice.credit_notes.length === 0) return null;
  const left = invoiceAmountLeft({
    totalCents: invoice.total_amount,
    creditedCents: invoice.credited_amount,
  });
  return (
    <Card title="Gecrediteerd">
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        <dt className="text-gray-500">Gecrediteerd</dt>
        <dd className="tabular-nums" data-testid="credited-amount">
          {formatMoney(invoice.credited_amount)}
        </dd>
        <dt className="text-gray-500">Nog te betalen</dt>
        <dd className="tabular-nums" data-testid="left-to-pay">
          {left === 0 ? 'Niets (volledig gecrediteerd)' : formatMoney(left)}
        </dd>
      </dl>
      <ul className="mt-3 flex flex-col gap-1 text-sm">
        {invoice.credit_notes.map((note) => (
          <li key={note.uuid}>
            <Link className="text-brand-700 underline" to={`/sales_invoices/${note.uuid}`}>
              {note.number ? `Creditfactuur ${note.number}` : 'Creditfactuur (concept)'}
            </Link>{' '}
            <span className="tabular-nums">{formatMoney(note.total)}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
