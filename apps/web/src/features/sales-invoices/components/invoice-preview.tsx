import { addCalendarDays, formatDeliveryPeriod, formatInvoiceDate, isValidCalendarDate } from '@app/domain';
import { useSettings } from '../../settings';
import type { PickedContact } from './contact-picker';

const str = (value: unknown) => (typeof value === 'string' ? value : '');

/** A live preview of the invoice being made: the company identity, the buyer and the dates. */
export function InvoicePreview({
  contact,
  personName,
  identifier,
  invoiceDate,
  daysUntilDue,
  deliveryFrom = null,
  deliveryUntil = null,
}: {
  contact: PickedContact | null;
  personName: string | null;
  identifier: string;
  invoiceDate: string;
  daysUntilDue: number;
  /** Null: delivered on the invoice date. */
  deliveryFrom?: string | null;
  deliveryUntil?: string | null;
}) {
  const settings = useSettings();
  const s = (settings.data ?? {}) as Record<string, unknown>;
  const validDate = isValidCalendarDate(invoiceDate);
  const dueDate =
    validDate && Number.isInteger(daysUntilDue) ? addCalendarDays(invoiceDate, daysUntilDue) : null;
  const logo = str(s.identity_company_logo);
  const deliveryStart =
    deliveryFrom && isValidCalendarDate(deliveryFrom) ? deliveryFrom : validDate ? invoiceDate : null;
  const deliveryEnd = deliveryUntil && isValidCalendarDate(deliveryUntil) ? deliveryUntil : null;
  return (
    <section
      aria-label="Voorbeeld van de factuur"
      className="rounded-lg border border-gray-200 bg-white p-6 text-sm shadow-sm"
      data-testid="invoice-preview"
    >
      <div className="flex items-start justify-between gap-4">
        {logo ? <img src={logo} alt="Logo" className="max-h-14 max-w-40 object-contain" /> : <span />}
        <div className="text-right">
          <p className="font-semibold">{str(s.identity_company_name) || 'Je bedrijfsnaam'}</p>
          <p>{str(s.identity_address_line_1)}</p>
          {str(s.identity_address_line_2) ? <p>{str(s.identity_address_line_2)}</p> : null}
          <p>{[str(s.identity_postal_code), str(s.identity_city)].filter(Boolean).join(' ')}</p>
          {str(s.identity_coc_id) ? <p className="text-gray-500">KvK: {str(s.identity_coc_id)}</p> : null}
          {str(s.identity_vat_id) ? <p className="text-gray-500">BTW-id: {str(s.identity_vat_id)}</p> : null}
        </div>
      </div>
      <h2 className="mt-6 text-xl font-bold">Conceptfactuur</h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <div>
          <p className="text-xs font-semibold text-gray-500 uppercase">Factuur aan</p>
          {contact ? (
            <>
              <p className="font-medium">{contact.display_name}</p>
              {personName ? <p>t.a.v. {personName}</p> : null}
              {contact.address_line_1 ? <p>{contact.address_line_1}</p> : null}
              <p>{[contact.postal_code, contact.city].filter(Boolean).join(' ')}</p>
            </>
          ) : (
            <p className="text-gray-500">Je hebt nog geen contact geselecteerd.</p>
          )}
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          <dt className="text-gray-500">Factuurdatum</dt>
          <dd>{validDate ? formatInvoiceDate(invoiceDate) : '—'}</dd>
          <dt className="text-gray-500">Vervaldatum</dt>
          <dd data-testid="preview-due-date">{dueDate ? formatInvoiceDate(dueDate) : '—'}</dd>
          <dt className="text-gray-500">{deliveryEnd ? 'Leverperiode' : 'Leverdatum'}</dt>
          <dd>{deliveryStart ? formatDeliveryPeriod(deliveryStart, deliveryEnd) : '—'}</dd>
          {identifier.trim() ? (
            <>
              <dt className="text-gray-500">Kenmerk</dt>
              <dd>{identifier}</dd>
            </>
          ) : null}
        </dl>
      </div>
      <p className="mt-6 text-gray-500">De factuurregels voeg je toe in de volgende stap.</p>
    </section>
  );
}
