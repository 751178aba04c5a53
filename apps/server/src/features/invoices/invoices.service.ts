import {
  type CompanyDetails,
  INVOICE_HEADER_FIELDS,
  INVOICE_LINE_FIELDS,
  INVOICE_MESSAGES,
  INVOICE_STATUS_FIELDS,
  type InvoiceContact,
  type InvoiceListItem,
  type InvoiceModel,
  type InvoiceSort,
  type InvoiceStatusValue,
  invoiceCreateRequestSchema,
  invoiceLineInputSchema,
  type invoiceUpdateRequestSchema,
  MAX_INVOICE_AMOUNT_CENTS,
} from '@app/contracts';
import {
  addCalendarDays,
  allowedInvoiceTransitions,
  canTransitionInvoice,
  canUseReverseCharge,
  computeInvoiceTotals,
  effectiveInvoiceStatus,
  INVOICE_PARTY_MESSAGES,
  INVOICE_STATUS_LABELS,
  type InvoiceLine,
  type InvoiceStatus,
  isValidCalendarDate,
  linesMissingZeroRateReason,
  missingBuyerFields,
  missingSellerFields,
  type TaxRate,
  todayCalendarDate,
  VAT_TREATMENT_MESSAGES,
  type VatTreatment,
  type ZeroRateReason,
  zeroRateReasonFor,
} from '@app/domain';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { type Db, writeTransaction } from '../../db/database.ts';
import { conflict, notFound, validationFailed } from '../../lib/app-error.ts';
import { newUuid, parseRecordRef } from '../../lib/ids.ts';
import { requireCurrentVersion } from '../../lib/record-version.ts';
import { nowIso } from '../../lib/time.ts';
import { createNumberingService } from '../numbering/numbering.service.ts';
import { readPaymentFields } from '../payments/invoice-payment-fields.ts';
import { createSettingsRepository } from '../settings/settings.repository.ts';
import { afterInvoiceStatusChange } from './invoice-status-hooks.ts';
import {
  createInvoiceRepository,
  type InvoiceLineRow,
  type InvoiceListRow,
  type InvoiceRow,
  invoiceSearchText,
} from './invoices.repository.ts';
import { applyZeroRateReasons, type ZeroRateReasonInput } from './publish-zero-rate-reasons.ts';

type CreateInput = z.output<typeof invoiceCreateRequestSchema>;
type UpdateInput = z.output<typeof invoiceUpdateRequestSchema>;
type LineInput = z.output<typeof invoiceLineInputSchema>;

/**
 * A concept made by another feature inside its own transaction (an order's invoice): the header,
 * the delivery period (an order's rental period), the VAT treatment and the lines.
 */
export type InvoiceConceptInput = {
  contactId: number;
  personId?: number | null;
  identifier?: string | null;
  /** Defaults to today (Europe/Amsterdam). */
  invoiceDate?: string;
  daysUntilDue?: number;
  includeTax?: boolean;
  vatTreatment?: VatTreatment;
  /** First day of delivery (e.g. the rental's first day); null/absent = the invoice date. */
  deliveryFrom?: string | null;
  /** Last day of a delivery period (the rental's last day); null/absent = a single day. */
  deliveryUntil?: string | null;
  /** The order this invoice bills (invoices.order_id, unique). */
  orderId?: number | null;
  lines: Array<{
    description: string;
    unitCount: number;
    /** Cents, excluding or including VAT as includeTax says. */
    unitPrice: number;
    taxRate: TaxRate;
    zeroRateReason?: ZeroRateReason | null;
  }>;
};

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
  const all = await createSettingsRepository(db).readAll();
  const details: CompanyDetails = {};
  for (const [key, value] of Object.entries(all)) {
    if (!key.startsWith(IDENTITY_PREFIX)) continue;
    if (typeof value === 'string') details[key] = value;
    else if (typeof value === 'number') details[key] = String(value);
  }
  return details;
};

const parseJson = <T>(text: string | null): T | null => {
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
};

const toDomainLine = (
  row: Pick<InvoiceLineRow, 'unit_count' | 'unit_price_cents' | 'tax_rate'>,
): InvoiceLine => ({
  unitCount: row.unit_count,
  unitPriceCents: row.unit_price_cents,
  taxRate: row.tax_rate as TaxRate,
});

const statusLabel = (status: InvoiceStatus) => INVOICE_STATUS_LABELS[status];

export const transitionRefusal = (from: InvoiceStatus, to: InvoiceStatus) =>
  `Een factuur met status ${statusLabel(from)} kan niet naar ${statusLabel(to)} worden gezet.`;

export const toListItem = (row: InvoiceListRow, today: string): InvoiceListItem => ({
  id: row.id,
  uuid: row.uuid,
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

export type ListOptions = {
  q?: string | undefined;
  sort: InvoiceSort;
  direction: 'asc' | 'desc';
  page: number;
  perPage: number;
  status?: InvoiceStatusValue | undefined;
  contactId?: number | undefined;
};

/**
 * Sales invoices: concepts are edited freely; publishing gives the number (gapless, inside the
 * publishing transaction) and freezes the seller's and buyer's details; the status machine of
 * @app/domain decides every other move. Stored status is never 'overdue': an outstanding
 * invoice past its due date reads as overdue everywhere (list, view, filters), computed from the
 * Amsterdam calendar day.
 */
export const createInvoiceService = (ctx: AppContext) => {
  const repoOn = (db: Db) => createInvoiceRepository(db, ctx.dbKind);
  const today = () => todayCalendarDate();

  const findRow = async (db: Db, raw: string): Promise<InvoiceRow> => {
    const ref = parseRecordRef(raw);
    const row = ref ? await repoOn(db).findByRef(ref) : undefined;
    if (!row) throw notFound(INVOICE_MESSAGES.notFound);
    return row;
  };

  const toModel = async (db: Db, row: InvoiceRow): Promise<InvoiceModel> => {
    const repo = repoOn(db);
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
      reference = person
        ? { id: person.id, first_name: person.first_name, last_name: person.last_name }
        : null;
    }
    const includeTax = row.include_tax === 1;
    const totals = computeInvoiceTotals(lines.map(toDomainLine), includeTax, row.vat_treatment);
    const status = effectiveInvoiceStatus(row.status, row.due_date, today());
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
      ...(await readPaymentFields(db, row)),
      items: lines.map((line) => ({
        uuid: line.uuid,
        description: line.description,
        unitCount: line.unit_count,
        unitPrice: line.unit_price_cents,
        taxRate: line.tax_rate as TaxRate,
        zeroRateReason: line.zero_rate_reason,
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
    };
  };

  /** The contact must exist and be active; the person, when given, must belong to it. */
  const checkParties = async (db: Db, contactId: number, personId: number | null) => {
    const repo = repoOn(db);
    const contact = await repo.findContact(contactId);
    if (!contact)
      throw validationFailed(INVOICE_MESSAGES.contactNotFound, {
        contact_id: [INVOICE_MESSAGES.contactNotFound],
      });
    if (contact.deleted_at) {
      throw validationFailed(INVOICE_MESSAGES.contactArchived, {
        contact_id: [INVOICE_MESSAGES.contactArchived],
      });
    }
    if (personId !== null) {
      const person = await repo.findPerson(personId);
      if (!person || person.contact_id !== contactId) {
        throw validationFailed(INVOICE_MESSAGES.personNotOfContact, {
          person_id: [INVOICE_MESSAGES.personNotOfContact],
        });
      }
    }
    return contact;
  };

  const requireEditable = (row: InvoiceRow) => {
    if (row.deleted_at) throw conflict(INVOICE_MESSAGES.deleted);
    if (row.status !== 'concept') throw conflict(INVOICE_MESSAGES.notEditable);
  };

  /** A real calendar day (the contract checks only the yyyy-MM-dd shape). */
  const requireDay = (value: string, field: string) => {
    if (!isValidCalendarDate(value))
      throw validationFailed(INVOICE_MESSAGES.invalidDate, { [field]: [INVOICE_MESSAGES.invalidDate] });
  };

  /** A delivery period ends on or after it starts, and has a start when it has an end. */
  const checkDelivery = (from: string | null, until: string | null) => {
    if (from !== null) requireDay(from, 'delivery_from');
    if (until === null) return;
    requireDay(until, 'delivery_until');
    if (from === null)
      throw validationFailed(INVOICE_MESSAGES.deliveryUntilNeedsFrom, {
        delivery_from: [INVOICE_MESSAGES.deliveryUntilNeedsFrom],
      });
    if (until < from)
      throw validationFailed(INVOICE_MESSAGES.deliveryUntilBeforeFrom, {
        delivery_until: [INVOICE_MESSAGES.deliveryUntilBeforeFrom],
      });
  };

  const lineRows = (lines: LineInput[]) =>
    lines.map((line) => ({
      uuid: line.uuid ?? newUuid(),
      description: line.description,
      unit_count: line.unitCount,
      unit_price_cents: line.unitPrice,
      tax_rate: line.taxRate,
      zero_rate_reason: zeroRateReasonFor(line.taxRate, line.zeroRateReason),
    }));

  const totalOf = (lines: InvoiceLine[], includeTax: boolean, treatment: VatTreatment) =>
    computeInvoiceTotals(lines, includeTax, treatment).totalInclCents;

  /**
   * Each line is capped by the contract; the sum (and a switch of include_tax) is checked here,
   * inside the transaction, so a refused total leaves the old lines in place.
   */
  const requireTotalInRange = (total: number) => {
    if (Math.abs(total) > MAX_INVOICE_AMOUNT_CENTS)
      throw validationFailed(INVOICE_MESSAGES.totalTooLarge, { items: [INVOICE_MESSAGES.totalTooLarge] });
  };

  /** Reverse charge needs a business buyer with a VAT id, and prices without VAT. */
  const checkVatTreatment = (
    treatment: VatTreatment,
    includeTax: boolean,
    buyer: { contact_type: 'individual' | 'business'; vat_id: string | null } | undefined,
  ) => {
    if (treatment !== 'reverse_charge') return;
    if (!canUseReverseCharge(buyer)) {
      throw validationFailed(VAT_TREATMENT_MESSAGES.reverseChargeNeedsVatId, {
        vat_treatment: [VAT_TREATMENT_MESSAGES.reverseChargeNeedsVatId],
      });
    }
    if (includeTax) {
      throw validationFailed(VAT_TREATMENT_MESSAGES.reverseChargeExclusive, {
        include_tax: [VAT_TREATMENT_MESSAGES.reverseChargeExclusive],
      });
    }
  };

  const freezeContact = async (db: Db, row: InvoiceRow): Promise<FrozenContact> => {
    const repo = repoOn(db);
    const contact = row.contact_id === null ? undefined : await repo.findContact(row.contact_id);
    if (!contact) {
      throw validationFailed(INVOICE_MESSAGES.contactRequired, {
        contact_id: [INVOICE_MESSAGES.contactRequired],
      });
    }
    // An archived contact stays on its old invoices but gets no new one (decisions.md).
    if (contact.deleted_at) {
      throw validationFailed(INVOICE_MESSAGES.contactArchived, {
        contact_id: [INVOICE_MESSAGES.contactArchived],
      });
    }
    const person = row.person_id === null ? undefined : await repo.findPerson(row.person_id);
    return {
      display_name: contact.display_name,
      company_name: contact.company_name,
      first_name: contact.first_name,
      last_name: contact.last_name,
      contact_type: contact.contact_type,
      address_line_1: contact.address_line_1,
      address_line_2: contact.address_line_2,
      postal_code: contact.postal_code,
      city: contact.city,
      country: contact.country,
      vat_id: contact.vat_id,
      coc_id: contact.coc_id,
      person: person ? { id: person.id, first_name: person.first_name, last_name: person.last_name } : null,
    };
  };

  /**
   * The names and addresses the law wants on the invoice (both parties; the seller's KvK, BTW-id
   * and bank account): publishing is refused, naming what is missing, rather than issuing an
   * invoice without them.
   */
  const requireLegalParties = (buyer: FrozenContact, seller: CompanyDetails) => {
    const errors: Record<string, string[]> = {};
    const buyerMissing = missingBuyerFields(buyer);
    if (buyerMissing.length > 0) errors.contact_id = [INVOICE_PARTY_MESSAGES.buyerIncomplete(buyerMissing)];
    const sellerMissing = missingSellerFields(seller);
    if (sellerMissing.length > 0)
      errors.company_details = [INVOICE_PARTY_MESSAGES.sellerIncomplete(sellerMissing)];
    const messages = Object.values(errors).flat();
    if (messages.length > 0) throw validationFailed(messages.join(' '), errors);
  };

  /** Every 0% line of an invoice that charges VAT says why (art. 35a Wet OB). */
  const requireZeroRateReasons = (lines: InvoiceLineRow[], treatment: VatTreatment) => {
    const missing = linesMissingZeroRateReason(
      lines.map((line) => ({ taxRate: line.tax_rate, zeroRateReason: line.zero_rate_reason })),
      treatment,
    );
    if (missing.length === 0) return;
    const message = VAT_TREATMENT_MESSAGES.zeroRateReasonMissing(missing);
    throw validationFailed(message, { items: [message] });
  };

  const publish = async (trx: Db, row: InvoiceRow, now: string) => {
    const repo = repoOn(trx);
    const contactDetails = await freezeContact(trx, row);
    const lines = await repo.linesOf(row.id);
    if (lines.length === 0)
      throw validationFailed(INVOICE_MESSAGES.linesRequired, { items: [INVOICE_MESSAGES.linesRequired] });
    const companyDetails = await readCompanyDetails(trx);
    requireLegalParties(contactDetails, companyDetails);
    checkVatTreatment(row.vat_treatment, row.include_tax === 1, contactDetails);
    requireZeroRateReasons(lines, row.vat_treatment);
    // A number once given stays with the invoice, also after Wijzig factuur; never a second one.
    const number =
      row.invoice_id === null
        ? await createNumberingService(trx, ctx.dbKind).allocate(row.invoice_date)
        : { invoice_id: row.invoice_id, number_scope: row.number_scope, number_seq: row.number_seq };
    await repo.update(row.id, {
      ...number,
      status: 'outstanding',
      company_details: JSON.stringify(companyDetails),
      contact_details: JSON.stringify(contactDetails),
      total_amount_cents: totalOf(lines.map(toDomainLine), row.include_tax === 1, row.vat_treatment),
      search_text: invoiceSearchText(number.invoice_id, row.identifier),
      published_at: now,
      updated_at: now,
    });
  };

  /** The payment day: given or today; a real day, not in the future. */
  const paidDayOf = (given: string | undefined) => {
    const day = given ?? today();
    requireDay(day, 'paid_at');
    if (day > today())
      throw validationFailed(INVOICE_MESSAGES.paidAtInFuture, { paid_at: [INVOICE_MESSAGES.paidAtInFuture] });
    return day;
  };

  const changeStatus = async (
    trx: Db,
    row: InvoiceRow,
    to: InvoiceStatus,
    options: { paidAt?: string | undefined; zeroRateReasons?: ZeroRateReasonInput[] | undefined } = {},
  ) => {
    if (row.deleted_at) throw conflict(INVOICE_MESSAGES.deleted);
    if (options.zeroRateReasons !== undefined && to !== 'outstanding')
      throw validationFailed(INVOICE_MESSAGES.zeroRateReasonsOnlyOnPublish, {
        zero_rate_reasons: [INVOICE_MESSAGES.zeroRateReasonsOnlyOnPublish],
      });
    const from = effectiveInvoiceStatus(row.status, row.due_date, today());
    if (to === 'overdue') throw conflict(INVOICE_MESSAGES.overdueIsAutomatic);
    if (!canTransitionInvoice(from, to)) throw conflict(transitionRefusal(from, to));
    if (options.paidAt !== undefined && to !== 'paid')
      throw validationFailed(INVOICE_MESSAGES.paidAtOnlyWithPaid, {
        paid_at: [INVOICE_MESSAGES.paidAtOnlyWithPaid],
      });
    const repo = repoOn(trx);
    const now = nowIso();
    let paidAt: string | null = null;
    if (to === 'outstanding') {
      await applyZeroRateReasons({
        db: repoOn(trx),
        invoiceId: row.id,
        reasons: options.zeroRateReasons ?? [],
      });
      await publish(trx, row, now);
    } else if (to === 'concept') {
      // Back to an editable concept: the frozen details go (re-frozen on publishing), the number
      // stays, and so does nothing of a payment: a changed invoice is paid again when it is.
      await repo.update(row.id, {
        status: 'concept',
        company_details: null,
        contact_details: null,
        paid_at: null,
        updated_at: now,
      });
    } else {
      paidAt = to === 'paid' ? paidDayOf(options.paidAt) : null;
      await repo.update(row.id, { status: to, paid_at: paidAt, updated_at: now });
    }
    await afterInvoiceStatusChange(trx, ctx.dbKind, {
      invoiceId: row.id,
      orderId: row.order_id,
      from,
      to,
      paidAt,
    });
  };

  const updateHeader = async (trx: Db, row: InvoiceRow, input: UpdateInput) => {
    requireEditable(row);
    const contactId = input.contact_id ?? row.contact_id;
    if (contactId === null) {
      throw validationFailed(INVOICE_MESSAGES.contactRequired, {
        contact_id: [INVOICE_MESSAGES.contactRequired],
      });
    }
    // A new contact drops the old contact's person unless a person is given along.
    const personId =
      input.person_id !== undefined ? input.person_id : contactId !== row.contact_id ? null : row.person_id;
    if (input.contact_id !== undefined || input.person_id !== undefined)
      await checkParties(trx, contactId, personId);
    const invoiceDate = input.invoice_date ?? row.invoice_date;
    if (input.invoice_date !== undefined) requireDay(invoiceDate, 'invoice_date');
    // A concept that kept its number (Wijzig factuur) keeps it on re-publishing; when that number
    // was drawn from a year's series ({year} in the template), a date in another year would put
    // the invoice in the wrong year's series, so the date must stay in the number's year.
    const numberYear =
      row.number_scope !== null && /^\d{4}$/.test(row.number_scope) ? row.number_scope : null;
    if (
      input.invoice_date !== undefined &&
      row.invoice_id !== null &&
      numberYear !== null &&
      invoiceDate.slice(0, 4) !== numberYear
    ) {
      const message = INVOICE_MESSAGES.dateOutsideNumberYear(row.invoice_id, numberYear);
      throw validationFailed(message, { invoice_date: [message] });
    }
    const deliveryFrom = input.delivery_from !== undefined ? input.delivery_from : row.delivery_from;
    const deliveryUntil = input.delivery_until !== undefined ? input.delivery_until : row.delivery_until;
    checkDelivery(deliveryFrom, deliveryUntil);
    const days = input.days_until_due ?? row.days_until_due;
    const identifier = input.identifier !== undefined ? input.identifier : row.identifier;
    await repoOn(trx).update(row.id, {
      contact_id: contactId,
      person_id: personId,
      identifier,
      invoice_date: invoiceDate,
      days_until_due: days,
      due_date: addCalendarDays(invoiceDate, days),
      delivery_from: deliveryFrom,
      delivery_until: deliveryUntil,
      search_text: invoiceSearchText(row.invoice_id, identifier),
      updated_at: nowIso(),
    });
  };

  /** Gives each line a uuid of its own: a uuid of another invoice's line (or a repeat) is replaced. */
  const uniqueLineRows = async (trx: Db, invoiceId: number, items: LineInput[]) => {
    const rows = lineRows(items);
    const repo = repoOn(trx);
    const existing = new Set((await repo.linesOf(invoiceId)).map((line) => line.uuid));
    const taken = await repo.lineUuidsElsewhere(
      invoiceId,
      [...new Set(rows.map((r) => r.uuid))].filter((uuid) => !existing.has(uuid)),
    );
    const seen = new Set<string>();
    for (const r of rows) {
      if (taken.has(r.uuid) || seen.has(r.uuid)) r.uuid = newUuid();
      seen.add(r.uuid);
    }
    return rows;
  };

  const updateLines = async (trx: Db, row: InvoiceRow, input: UpdateInput) => {
    requireEditable(row);
    const repo = repoOn(trx);
    const includeTax = input.include_tax ?? row.include_tax === 1;
    const treatment = input.vat_treatment ?? row.vat_treatment;
    if (input.vat_treatment !== undefined || input.include_tax !== undefined) {
      const contact = row.contact_id === null ? undefined : await repo.findContact(row.contact_id);
      checkVatTreatment(treatment, includeTax, contact);
    }
    let lines: InvoiceLine[];
    if (input.items !== undefined) {
      const rows = await uniqueLineRows(trx, row.id, input.items);
      await repo.replaceLines(row.id, rows);
      lines = rows.map(toDomainLine);
    } else {
      lines = (await repo.linesOf(row.id)).map(toDomainLine);
    }
    const total = totalOf(lines, includeTax, treatment);
    requireTotalInRange(total);
    await repo.update(row.id, {
      include_tax: includeTax ? 1 : 0,
      vat_treatment: treatment,
      total_amount_cents: total,
      updated_at: nowIso(),
    });
  };

  /**
   * Writes a new concept inside `trx`: header, delivery period, VAT treatment and lines, checked as
   * the API checks them. For the API's create and for other features' transactions (an order).
   */
  const insertConcept = async (trx: Db, input: InvoiceConceptInput): Promise<number> => {
    const personId = input.personId ?? null;
    const contact = await checkParties(trx, input.contactId, personId);
    const invoiceDate = input.invoiceDate ?? today();
    requireDay(invoiceDate, 'invoice_date');
    const deliveryFrom = input.deliveryFrom ?? null;
    const deliveryUntil = input.deliveryUntil ?? null;
    checkDelivery(deliveryFrom, deliveryUntil);
    const includeTax = input.includeTax ?? false;
    const treatment = input.vatTreatment ?? 'normal';
    checkVatTreatment(treatment, includeTax, contact);
    const lines = input.lines.map((line, index) => {
      const parsed = invoiceLineInputSchema.safeParse(line);
      if (parsed.success) return parsed.data;
      const issue = parsed.error.issues[0];
      const message = issue?.message ?? 'Ongeldige factuurregel.';
      throw validationFailed(message, { [['items', index, ...(issue?.path ?? [])].join('.')]: [message] });
    });
    const total = totalOf(lines.map(toDomainInputLine), includeTax, treatment);
    requireTotalInRange(total);
    const days = input.daysUntilDue ?? 14;
    const identifier = input.identifier ?? null;
    const now = nowIso();
    const repo = repoOn(trx);
    const id = await repo.insert({
      uuid: newUuid(),
      status: 'concept',
      contact_id: input.contactId,
      person_id: personId,
      identifier,
      invoice_date: invoiceDate,
      days_until_due: days,
      due_date: addCalendarDays(invoiceDate, days),
      include_tax: includeTax ? 1 : 0,
      vat_treatment: treatment,
      delivery_from: deliveryFrom,
      delivery_until: deliveryUntil,
      order_id: input.orderId ?? null,
      total_amount_cents: total,
      search_text: invoiceSearchText(null, identifier),
      created_at: now,
      updated_at: now,
    });
    if (lines.length > 0) await repo.replaceLines(id, lineRows(lines));
    return id;
  };

  /** insertConcept, answered with the new concept's model. */
  const createConcept = async (trx: Db, input: InvoiceConceptInput): Promise<InvoiceModel> =>
    toModel(trx, await repoOn(trx).lockById(await insertConcept(trx, input)));

  /** Runs `work` on the invoice row, locked (PostgreSQL) inside a write transaction. */
  const withLockedRow = async <T>(raw: string, work: (trx: Db, row: InvoiceRow) => Promise<T>) => {
    const found = await findRow(ctx.db, raw);
    return writeTransaction(ctx.db).execute(async (trx) => work(trx, await repoOn(trx).lockById(found.id)));
  };

  return {
    list: async (options: ListOptions) => {
      const day = today();
      const { rows, total } = await repoOn(ctx.db).list({
        q: options.q,
        sort: options.sort,
        direction: options.direction,
        page: options.page,
        perPage: options.perPage,
        status: options.status,
        contactId: options.contactId,
        today: day,
      });
      return {
        results: rows.map((row) => toListItem(row, day)),
        meta: { page: options.page, per_page: options.perPage, total },
      };
    },

    search: async (term: string, limit: number) => {
      const day = today();
      const rows = await repoOn(ctx.db).search(term, limit);
      return { results: rows.map((row) => toListItem(row, day)) };
    },

    view: async (raw: string) => toModel(ctx.db, await findRow(ctx.db, raw)),

    /** The row and its model, for rendering. */
    load: async (raw: string) => {
      const row = await findRow(ctx.db, raw);
      return { row, model: await toModel(ctx.db, row) };
    },

    /** The model of a row read inside a caller's transaction (e.g. after publishing in it). */
    modelIn: async (trx: Db, id: number) => toModel(trx, await repoOn(trx).lockById(id)),

    create: async (input: CreateInput) =>
      writeTransaction(ctx.db).execute((trx) =>
        createConcept(trx, {
          contactId: input.contact_id,
          personId: input.person_id ?? null,
          identifier: input.identifier,
          ...(input.invoice_date !== undefined ? { invoiceDate: input.invoice_date } : {}),
          daysUntilDue: input.days_until_due,
          deliveryFrom: input.delivery_from ?? null,
          deliveryUntil: input.delivery_until ?? null,
          lines: [],
        }),
      ),

    /**
     * A concept with lines written in the caller's transaction (an order creating its invoice).
     * Throws the same Dutch 422s as the API; the caller's transaction then rolls back whole.
     */
    createConceptIn: createConcept,
    /** As createConceptIn, answering only the new id (an order reads its invoice after commit). */
    insertConceptIn: insertConcept,

    /** Publishes a concept (or re-publishes one set back) inside the caller's transaction. */
    publishIn: async (trx: Db, id: number) => {
      await changeStatus(trx, await repoOn(trx).lockById(id), 'outstanding');
      return toModel(trx, await repoOn(trx).lockById(id));
    },

    update: async (raw: string, input: UpdateInput) => {
      const groups = [
        INVOICE_HEADER_FIELDS.some((field) => input[field] !== undefined),
        INVOICE_LINE_FIELDS.some((field) => input[field] !== undefined),
        INVOICE_STATUS_FIELDS.some((field) => input[field] !== undefined),
      ].filter(Boolean).length;
      if (groups === 0) throw validationFailed(INVOICE_MESSAGES.emptyUpdate);
      if (groups > 1) throw validationFailed(INVOICE_MESSAGES.mixedUpdate);
      return withLockedRow(raw, async (trx, row) => {
        // On the locked row (for update / SQLite's write lock): no other writer can come between.
        requireCurrentVersion(row.version, input.version);
        if (input.status !== undefined)
          await changeStatus(trx, row, input.status, {
            paidAt: input.paid_at,
            zeroRateReasons: input.zero_rate_reasons,
          });
        else if (input.paid_at !== undefined)
          throw validationFailed(INVOICE_MESSAGES.paidAtOnlyWithPaid, {
            paid_at: [INVOICE_MESSAGES.paidAtOnlyWithPaid],
          });
        else if (input.zero_rate_reasons !== undefined)
          throw validationFailed(INVOICE_MESSAGES.zeroRateReasonsOnlyOnPublish, {
            zero_rate_reasons: [INVOICE_MESSAGES.zeroRateReasonsOnlyOnPublish],
          });
        else if (INVOICE_LINE_FIELDS.some((field) => input[field] !== undefined))
          await updateLines(trx, row, input);
        else await updateHeader(trx, row, input);
        return toModel(trx, await repoOn(trx).lockById(row.id));
      });
    },

    /** Soft delete, only for an invoice that never had a number; it stays listed, greyed out. */
    remove: async (raw: string) =>
      withLockedRow(raw, async (trx, row) => {
        if (row.deleted_at) throw conflict(INVOICE_MESSAGES.deleted);
        if (row.invoice_id !== null) throw conflict(INVOICE_MESSAGES.deleteNumbered);
        const now = nowIso();
        await repoOn(trx).update(row.id, { deleted_at: now, updated_at: now });
        return toModel(trx, await repoOn(trx).lockById(row.id));
      }),

    /** Runs `work` with the invoice row locked in a write transaction (sending by mail). */
    withLockedRow,

    /**
     * A new concept with the header and lines of any invoice, dated today. An archived contact is
     * not copied (nor its person): the copy could not be published to it, so it starts without one.
     * The delivery date is not copied (a new invoice is for a new delivery); the VAT treatment is,
     * as long as the contact is.
     */
    duplicate: async (raw: string) => {
      const source = await findRow(ctx.db, raw);
      return writeTransaction(ctx.db).execute(async (trx) => {
        const repo = repoOn(trx);
        const lines = await repo.linesOf(source.id);
        const sourceContact =
          source.contact_id === null ? undefined : await repo.findContact(source.contact_id);
        const keepContact = sourceContact !== undefined && sourceContact.deleted_at === null;
        const treatment = keepContact ? source.vat_treatment : 'normal';
        const invoiceDate = today();
        const now = nowIso();
        const includeTax = source.include_tax === 1;
        const id = await repo.insert({
          uuid: newUuid(),
          status: 'concept',
          contact_id: keepContact ? source.contact_id : null,
          person_id: keepContact ? source.person_id : null,
          identifier: source.identifier,
          invoice_date: invoiceDate,
          days_until_due: source.days_until_due,
          due_date: addCalendarDays(invoiceDate, source.days_until_due),
          include_tax: source.include_tax,
          vat_treatment: treatment,
          total_amount_cents: totalOf(lines.map(toDomainLine), includeTax, treatment),
          search_text: invoiceSearchText(null, source.identifier),
          created_at: now,
          updated_at: now,
        });
        await repo.replaceLines(
          id,
          lines.map((line) => ({
            uuid: newUuid(),
            description: line.description,
            unit_count: line.unit_count,
            unit_price_cents: line.unit_price_cents,
            tax_rate: line.tax_rate,
            zero_rate_reason: line.zero_rate_reason,
          })),
        );
        return toModel(trx, await repo.lockById(id));
      });
    },
  };
};

export type InvoiceService = ReturnType<typeof createInvoiceService>;

const toDomainInputLine = (line: LineInput): InvoiceLine => ({
  unitCount: line.unitCount,
  unitPriceCents: line.unitPrice,
  taxRate: line.taxRate,
});

/** Parses the create body with its defaults (seed, benchmark). */
export const parseInvoiceCreate = (input: unknown) => invoiceCreateRequestSchema.parse(input);
export const parseInvoiceLine = (input: unknown) => invoiceLineInputSchema.parse(input);
