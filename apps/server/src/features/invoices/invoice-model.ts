import {
  type CompanyDetails,
  INVOICE_MESSAGES,
  type InvoiceContact,
  type InvoiceListItem,
  type InvoiceModel,
} from '@app/contracts';
import {
  allowedInvoiceTransitions,
  computeInvoiceTotals,
  effectiveInvoiceStatus,
  INVOICE_STATUS_LABELS,
  type InvoiceStatus,
  type TaxRate,
  todayCalendarDate,
} from '@app/domain';
import type { Db } from '../../db/database.ts';
import type { DatabaseKind } from '../../db/dialect.ts';
import { notFound } from '../../lib/app-error.ts';
import { parseRecordRef } from '../../lib/ids.ts';
import { readRawSettings } from '../settings/index.ts';
import { readInvoiceCredits } from './invoice-credits.ts';
import { invoiceExtensions } from './invoice-extensions.ts';
import { toDomainLine } from './invoice-lines.ts';
import { createInvoiceRepository, type InvoiceListRow, type InvoiceRow } from './invoices.repository.ts';

/** The buyer's name and address as they stood when the invoice was published. */
export type FrozenContact = {
  display_name: string;
  company_name: string | null;
  first_name: string | null;
  last_name: string | null;
  contact_type: 'individual' | 'business';
  address_line_1: string | null;
  address_line_2: string | null;
  postal_code: string | null;
  city: string | null;
  country: string;
  vat_id: string | null;
  coc_id: string | null;
  person: { id: number; first_name: string; last_name: string } | null;
};

export const IDENTITY_PREFIX = 'identity_';

/** The identity_* settings as strings (the logo as its url). */
export const readCompanyDetails = async (db: Db): Promise<CompanyDetails> => {
  const all = await readRawSettings(db);
  const details: CompanyDetails = {};
  for (const [key, value] of Object.entries(all)) {
    if (!key.startsWith(IDENTITY_PREFIX)) continue;
    if (typeof value === 'string') details[key] = value;
    else if (typeof value === 'number') details[key] = String(value);
  }
  return details;
};

export const parseJson = <T>(text: string | null): T | null => {
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
};

const statusLabel = (status: InvoiceStatus) => INVOICE_STATUS_LABELS[status];

export const transitionRefusal = (from: InvoiceStatus, to: InvoiceStatus) =>
  `Een factuur met status ${statusLabel(from)} kan niet naar ${statusLabel(to)} worden gezet.`;

export const toListItem = (row: InvoiceListRow, today: string): InvoiceListItem => ({
  id: row.id,
  uuid: row.uuid,
  kind: row.kind,
  invoice_id: row.invoice_id,
  concept_id: row.id,
  status: effectiveInvoiceStatus(row.status, row.due_date, today),
  invoice_date: row.invoice_date,
  due_date: row.due_date,
  total_amount: row.total_amount_cents,
  identifier: row.identifier,
  paid_at: row.paid_at,
  contact:
    row.contact_id !== null && row.contact_uuid !== null
      ? {
          id: row.contact_id,
          uuid: row.contact_uuid,
          display_name: row.contact_display_name ?? '',
          deleted_at: row.contact_deleted_at,
        }
      : null,
  deleted_at: row.deleted_at,
});

/** The invoice a route's `{id}` (number or uuid) names; a Dutch 404 when there is none. */
export const findInvoiceRow = async (options: { db: Db; kind: DatabaseKind; raw: string }) => {
  const ref = parseRecordRef(options.raw);
  const row = ref ? await createInvoiceRepository(options.db, options.kind).findByRef(ref) : undefined;
  if (!row) throw notFound(INVOICE_MESSAGES.notFound);
  return row;
};

/** The API's model of an invoice row: frozen parties once published, totals per VAT rate. */
export const buildInvoiceModel = async (options: {
  db: Db;
  kind: DatabaseKind;
  row: InvoiceRow;
}): Promise<InvoiceModel> => {
  const { db, row } = options;
  const repo = createInvoiceRepository(db, options.kind);
  const lines = await repo.linesOf(row.id);
  const frozen = parseJson<FrozenContact>(row.contact_details);
  let contact: InvoiceContact | null = null;
  if (row.contact_id !== null) {
    const live = await repo.findContact(row.contact_id);
    if (live) {
      const people = await repo.peopleOf(live.id);
      const source = frozen ?? live;
      contact = {
        id: live.id,
        uuid: live.uuid,
        display_name: source.display_name,
        company_name: source.company_name,
        first_name: source.first_name,
        last_name: source.last_name,
        contact_type: source.contact_type,
        address_line_1: source.address_line_1,
        address_line_2: source.address_line_2,
        postal_code: source.postal_code,
        city: source.city,
        country: source.country,
        vat_id: source.vat_id,
        people,
        deleted_at: live.deleted_at,
      };
    }
  }
  let reference = frozen?.person ?? null;
  if (!frozen && row.person_id !== null) {
    const person = await repo.findPerson(row.person_id);
    reference = person ? { id: person.id, first_name: person.first_name, last_name: person.last_name } : null;
  }
  const includeTax = row.include_tax === 1;
  const totals = computeInvoiceTotals(lines.map(toDomainLine), includeTax, row.vat_treatment);
  const status = effectiveInvoiceStatus(row.status, row.due_date, todayCalendarDate());
  const { creditedAmount: _, ...credits } = await readInvoiceCredits(options);
  return {
    id: row.id,
    uuid: row.uuid,
    invoice_id: row.invoice_id,
    concept_id: row.id,
    status,
    allowed_transitions: row.deleted_at ? [] : [...allowedInvoiceTransitions(status)],
    contact,
    reference,
    identifier: row.identifier,
    invoice_date: row.invoice_date,
    due_date: row.due_date,
    days_until_due: row.days_until_due,
    include_tax: includeTax,
    vat_treatment: row.vat_treatment,
    delivery_from: row.delivery_from,
    delivery_until: row.delivery_until,
    paid_at: row.paid_at,
    payment_method: row.order_id === null ? null : ((await repo.orderPaymentMethod(row.order_id)) ?? null),
    ...(await invoiceExtensions().paymentFieldsOf(db, row)),
    items: lines.map((line) => ({
      uuid: line.uuid,
      description: line.description,
      unitCount: line.unit_count,
      unitPrice: line.unit_price_cents,
      taxRate: line.tax_rate as TaxRate,
      zeroRateReason: line.zero_rate_reason,
      kind: line.kind,
      itemId: line.item_id,
    })),
    total_amount: row.total_amount_cents,
    totals: {
      per_rate: totals.perRate.map((part) => ({
        rate: part.rate,
        base: part.baseCents,
        tax: part.taxCents,
      })),
      total_excl: totals.totalExclCents,
      total_tax: totals.totalTaxCents,
      total_incl: totals.totalInclCents,
    },
    company_details: parseJson<CompanyDetails>(row.company_details) ?? (await readCompanyDetails(db)),
    published_at: row.published_at,
    created_at: row.created_at,
    updated_at: row.updated_at,
    version: row.version,
    deleted_at: row.deleted_at,
    ...credits,
  };
};
