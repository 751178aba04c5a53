import type { InvoiceModel } from '@app/contracts';
import { formatDeliveryPeriod, formatInvoiceDate } from '@app/domain';
import { lazy } from 'react';
import { Card } from '../../../components/ui/card';
import type { headerBody } from './header-fields';

// Only a concept's header is a form (with its date pickers); a published invoice shows text.
const HeaderForm = lazy(() => import('./header-form').then((m) => ({ default: m.HeaderForm })));

/** The header as one value: the header form starts over only when these change. */
export const headerVersion = (invoice: InvoiceModel) =>
  JSON.stringify([
    invoice.status,
    invoice.contact?.id,
    invoice.reference?.id,
    invoice.identifier,
    invoice.invoice_date,
    invoice.days_until_due,
    invoice.delivery_from,
    invoice.delivery_until,
  ]);

/** The invoice's contact, number and dates: a form on a concept, text once published. */
export function InvoiceHeaderBlock({
  invoice,
  isEditable,
  isSaving,
  onSave,
  onDirtyChange,
}: {
  invoice: InvoiceModel;
  isEditable: boolean;
  isSaving: boolean;
  onSave: (body: ReturnType<typeof headerBody>) => void;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const contact = invoice.contact;
  if (isEditable) {
    return <HeaderForm invoice={invoice} isSaving={isSaving} onSave={onSave} onDirtyChange={onDirtyChange} />;
  }
  const delivery = formatDeliveryPeriod(
    invoice.delivery_from ?? invoice.invoice_date,
    invoice.delivery_until,
  );
  return (
    <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
      <Card title="Contact">
        {contact ? (
          <div className="text-sm break-words">
            <p className="font-medium">{contact.display_name}</p>
            {invoice.reference ? (
              <p>t.a.v. {`${invoice.reference.first_name} ${invoice.reference.last_name}`}</p>
            ) : null}
            {contact.address_line_1 ? <p>{contact.address_line_1}</p> : null}
            <p>{[contact.postal_code, contact.city].filter(Boolean).join(' ')}</p>
            {contact.vat_id ? <p className="text-gray-600">Btw-id: {contact.vat_id}</p> : null}
            {invoice.identifier ? <p className="mt-2 text-gray-600">Kenmerk: {invoice.identifier}</p> : null}
          </div>
        ) : (
          <p className="text-sm text-gray-500">Je hebt nog geen contact geselecteerd.</p>
        )}
      </Card>
      <Card title="Factuurnummer en datum">
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
          <dt className="text-gray-500">Factuurnummer</dt>
          <dd data-testid="invoice-number">{invoice.invoice_id ?? '—'}</dd>
          <dt className="text-gray-500">Factuurdatum</dt>
          <dd>{formatInvoiceDate(invoice.invoice_date)}</dd>
          <dt className="text-gray-500">{invoice.delivery_until ? 'Leverperiode' : 'Leverdatum'}</dt>
          <dd data-testid="delivery">{delivery}</dd>
          <dt className="text-gray-500">Factuur verloopt na</dt>
          <dd>{invoice.days_until_due} dagen</dd>
          <dt className="text-gray-500">Vervaldatum</dt>
          <dd>{formatInvoiceDate(invoice.due_date)}</dd>
          {invoice.paid_at ? (
            <>
              <dt className="text-gray-500">
                {invoice.kind === 'credit_note' ? 'Verrekend op' : 'Betaald op'}
              </dt>
              <dd>{formatInvoiceDate(invoice.paid_at)}</dd>
            </>
          ) : null}
        </dl>
      </Card>
    </div>
  );
}
