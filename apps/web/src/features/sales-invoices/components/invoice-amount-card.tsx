import { formatDeliveryPeriod, formatInvoiceDate, formatMoney } from '@app/domain';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import type { InvoiceDetailState } from '../use-invoice-detail';
import { InvoiceAgeBar } from './age-bar';

/** The side column's summary: what is to be received (or was), number, due day, delivery, contact. */
export function InvoiceAmountCard({ detail }: { detail: InvoiceDetailState }) {
  const { invoice } = detail;
  const awaitingPayment = invoice.status === 'outstanding' || invoice.status === 'overdue';
  const paid = invoice.status === 'paid';
  // A credit note is settled or paid back, never "betaald" or "ontvangen".
  const credit = invoice.kind === 'credit_note';
  const contact = invoice.contact;
  return (
    <Card title={credit ? (paid ? 'Verrekend' : 'Te verrekenen') : paid ? 'Ontvangen' : 'Te ontvangen'}>
      <p className="text-2xl font-semibold whitespace-nowrap tabular-nums" data-testid="amount-due">
        {formatMoney(awaitingPayment ? invoice.open_amount : detail.total)}
      </p>
      {paid && invoice.paid_at ? (
        <p className="mt-1 text-sm font-medium text-green-700" data-testid="paid-on">
          {credit ? 'Verrekend' : 'Betaald'} op {formatInvoiceDate(invoice.paid_at)}
        </p>
      ) : null}
      <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        <dt className="text-gray-500">Factuurnummer</dt>
        <dd data-testid="side-number">{invoice.invoice_id ?? `Concept #${invoice.concept_id}`}</dd>
        <dt className="text-gray-500">Vervaldatum</dt>
        <dd>{formatInvoiceDate(invoice.due_date)}</dd>
        <dt className="text-gray-500">{invoice.delivery_until ? 'Leverperiode' : 'Leverdatum'}</dt>
        <dd>{formatDeliveryPeriod(invoice.delivery_from ?? invoice.invoice_date, invoice.delivery_until)}</dd>
        {invoice.vat_treatment === 'reverse_charge' ? (
          <>
            <dt className="text-gray-500">Btw</dt>
            <dd>verlegd</dd>
          </>
        ) : null}
        <dt className="text-gray-500">Contact</dt>
        <dd className="break-words">
          {contact && !contact.deleted_at ? (
            <Link className="text-brand-700 underline" to={`/contacts/${contact.uuid}`}>
              {contact.display_name}
            </Link>
          ) : (
            (contact?.display_name ?? '—')
          )}
        </dd>
      </dl>
      {awaitingPayment ? <InvoiceAgeBar invoiceDate={invoice.invoice_date} /> : null}
    </Card>
  );
}
