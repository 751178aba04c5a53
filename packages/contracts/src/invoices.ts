import { z } from 'zod';
import {
  entryOf,
  isoDateResponseSchema,
  isoDateSchema,
  MAX_RECORD_ID,
  optionalTextSchema,
  pagedResultsOf,
  pagingQuerySchema,
  plainTextSchema,
  recordIdQuerySchema,
  recordIdSchema,
  resultsOf,
} from './common.ts';

/** Dutch texts of the invoice rules (spec §4, §5), shared by the server and the screens. */
export const INVOICE_MESSAGES = {
  notFound: 'Deze factuur bestaat niet (meer).',
  contactRequired: 'Contact mag niet leeg zijn!',
  contactNotFound: 'Dit contact bestaat niet (meer).',
  contactArchived: 'Dit contact is gedeactiveerd. Kies een actief contact.',
  personNotOfContact: 'Deze contactpersoon hoort niet bij het gekozen contact.',
  linesRequired: 'Voeg minimaal één factuurregel toe voordat je de factuur publiceert.',
  mixedUpdate:
    'Wijzig óf de contact- en datumgegevens, óf de factuurregels, óf de status; niet meerdere tegelijk.',
  emptyUpdate: 'Er is niets om te wijzigen.',
  notEditable: 'Alleen een conceptfactuur kan worden gewijzigd. Kies eerst Wijzig factuur.',
  deleted: 'Deze factuur is verwijderd.',
  deleteNumbered: 'Een factuur met een factuurnummer kan niet worden verwijderd.',
  deleteConfirm: 'Weet je zeker dat je deze factuur wilt verwijderen? Dit kan niet ongedaan worden gemaakt.',
  overdueIsAutomatic: 'De status Verlopen wordt automatisch gezet zodra de vervaldatum is verstreken.',
  renderFailed: 'De PDF van de factuur kon niet worden gemaakt.',
  lineTooLarge: 'Een regelbedrag mag hoogstens € 10.000.000,00 zijn.',
  totalTooLarge: 'Het totaal van een factuur mag hoogstens € 10.000.000,00 zijn.',
  invalidDate: 'Ongeldige datum',
  paidAtInFuture: 'De betaaldatum kan niet in de toekomst liggen.',
  paidAtOnlyWithPaid: 'Een betaaldatum hoort alleen bij de status Betaald.',
  deliveryUntilNeedsFrom: 'Kies eerst de leverdatum (de eerste dag van de periode).',
  deliveryUntilBeforeFrom: 'De leverperiode kan niet eindigen vóór de leverdatum.',
  mailToRequired: 'Vul het e-mailadres van de ontvanger in.',
  mailToInvalid: 'Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.nl.',
  mailSubjectRequired: 'Vul een onderwerp in.',
  mailMessageRequired: 'Vul een bericht in.',
  mailTextInvalid: 'Deze tekst bevat tekens die niet in een e-mail kunnen.',
  dateOutsideNumberYear: (invoiceId: string, year: string) =>
    `Deze factuur houdt factuurnummer ${invoiceId}, een nummer uit ${year}. Kies een factuurdatum in ${year}, of maak een nieuwe factuur (Dupliceren).`,
} as const;

/**
 * The largest line amount (count × unit price) and invoice total, either sign: € 10.000.000,00.
 * Far above any rental invoice, and it keeps every amount exact in JavaScript numbers and the
 * stored total inside PostgreSQL's 32-bit integer column.
 */
export const MAX_INVOICE_AMOUNT_CENTS = 1_000_000_000;

export const invoiceStatusSchema = z.enum(['concept', 'outstanding', 'overdue', 'paid', 'uncollectable']);
export type InvoiceStatusValue = z.infer<typeof invoiceStatusSchema>;

export const taxRateSchema = z.union([z.literal(21), z.literal(9), z.literal(0)], {
  error: 'Kies een btw-tarief van 21, 9 of 0 procent.',
});

/** 'normal': VAT per line; 'reverse_charge': btw verlegd, the buyer accounts for the VAT. */
export const vatTreatmentSchema = z.enum(['normal', 'reverse_charge'], {
  error: 'Kies btw in rekening brengen of btw verlegd.',
});
export type VatTreatmentValue = z.infer<typeof vatTreatmentSchema>;

/** Why a 0% line carries no VAT: exempt, outside the scope of VAT, or the 0% rate. */
export const zeroRateReasonSchema = z.enum(['exempt', 'outside_scope', 'zero_rated'], {
  error: 'Kies waarom deze regel 0% btw heeft: vrijgesteld, buiten de btw of 0%-tarief.',
});
export type ZeroRateReasonValue = z.infer<typeof zeroRateReasonSchema>;

/** Amounts in the API are integer euro cents. */
const centsSchema = z.number().int().min(-1_000_000_000).max(1_000_000_000);

export const invoiceLineSchema = z.object({
  uuid: z.string(),
  description: z.string(),
  unitCount: z.number(),
  /** Cents; including or excluding VAT depending on the invoice's include_tax. */
  unitPrice: z.number().int(),
  taxRate: taxRateSchema,
  /** Only on a 0% line: why it carries no VAT. */
  zeroRateReason: zeroRateReasonSchema.nullable(),
});
export type InvoiceLineModel = z.infer<typeof invoiceLineSchema>;

export const invoiceLineInputSchema = z
  .object({
    /** Kept when given (an existing line); a new line gets a fresh uuid. */
    uuid: z.uuid().optional(),
    description: plainTextSchema(1000).default(''),
    unitCount: z.number().min(-1_000_000).max(1_000_000).default(1),
    unitPrice: centsSchema.default(0),
    taxRate: taxRateSchema.default(21),
    /** Kept only on a 0% line; publishing needs one on every 0% line of a normal invoice. */
    zeroRateReason: zeroRateReasonSchema.nullish(),
  })
  .refine((line) => Math.abs(line.unitCount * line.unitPrice) <= MAX_INVOICE_AMOUNT_CENTS, {
    message: INVOICE_MESSAGES.lineTooLarge,
    path: ['unitPrice'],
  });
export type InvoiceLineInput = z.input<typeof invoiceLineInputSchema>;

export const invoicePersonSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
});

export const invoiceContactSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  display_name: z.string(),
  company_name: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  contact_type: z.enum(['individual', 'business']),
  address_line_1: z.string().nullable(),
  address_line_2: z.string().nullable(),
  postal_code: z.string().nullable(),
  city: z.string().nullable(),
  /** ISO 3166-1 alpha-2, lower case. */
  country: z.string(),
  vat_id: z.string().nullable(),
  people: z.array(invoicePersonSchema),
  deleted_at: z.string().nullable(),
});
export type InvoiceContact = z.infer<typeof invoiceContactSchema>;

/** The identity_* settings, frozen on the invoice when it is published. */
export const companyDetailsSchema = z.record(z.string(), z.string());
export type CompanyDetails = z.infer<typeof companyDetailsSchema>;

export const invoiceRateTotalSchema = z.object({
  rate: taxRateSchema,
  base: z.number().int(),
  tax: z.number().int(),
});

export const invoiceTotalsSchema = z.object({
  per_rate: z.array(invoiceRateTotalSchema),
  total_excl: z.number().int(),
  total_tax: z.number().int(),
  total_incl: z.number().int(),
});
export type InvoiceTotals = z.infer<typeof invoiceTotalsSchema>;

export const invoiceModelSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  /** The invoice number; null for a concept that was never published. */
  invoice_id: z.string().nullable(),
  /** Shown as "Concept #{concept_id}"; the record id. */
  concept_id: z.number().int(),
  /** The effective status: an outstanding invoice past its due date reads as overdue. */
  status: invoiceStatusSchema,
  /** Statuses the server accepts next (the screens offer only these). */
  allowed_transitions: z.array(invoiceStatusSchema),
  contact: invoiceContactSchema.nullable(),
  /** The contact person. */
  reference: invoicePersonSchema.nullable(),
  /** Kenmerk. */
  identifier: z.string().nullable(),
  invoice_date: isoDateResponseSchema,
  due_date: isoDateResponseSchema,
  days_until_due: z.number().int(),
  include_tax: z.boolean(),
  /** 'reverse_charge': btw verlegd; the lines then carry no VAT. */
  vat_treatment: vatTreatmentSchema,
  /** Delivery date (art. 35a Wet OB); null means the invoice date. */
  delivery_from: isoDateResponseSchema.nullable(),
  /** Last day of a delivery period (a rental); null for a single day. */
  delivery_until: isoDateResponseSchema.nullable(),
  /** The day the payment came in; set only while the status is paid. */
  paid_at: isoDateResponseSchema.nullable(),
  items: z.array(invoiceLineSchema),
  /** Cents including VAT. */
  total_amount: z.number().int(),
  totals: invoiceTotalsSchema,
  /** Frozen at publish; for a concept the current identity settings. */
  company_details: companyDetailsSchema,
  published_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  deleted_at: z.string().nullable(),
});
export type InvoiceModel = z.infer<typeof invoiceModelSchema>;
export const invoiceEntrySchema = entryOf(invoiceModelSchema);

export const invoiceListItemSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  invoice_id: z.string().nullable(),
  concept_id: z.number().int(),
  status: invoiceStatusSchema,
  invoice_date: isoDateResponseSchema,
  due_date: isoDateResponseSchema,
  total_amount: z.number().int(),
  identifier: z.string().nullable(),
  /** The day the payment came in, for paid invoices. */
  paid_at: isoDateResponseSchema.nullable(),
  contact: z
    .object({
      id: z.number().int(),
      uuid: z.string(),
      display_name: z.string(),
      deleted_at: z.string().nullable(),
    })
    .nullable(),
  deleted_at: z.string().nullable(),
});
export type InvoiceListItem = z.infer<typeof invoiceListItemSchema>;

export const INVOICE_SORTS = ['id', 'invoice_id', 'invoice_date', 'contact', 'total', 'status'] as const;
export type InvoiceSort = (typeof INVOICE_SORTS)[number];

export const invoicesViewQuerySchema = pagingQuerySchema.extend({
  q: z.string().trim().max(200).optional(),
  sort: z.enum(INVOICE_SORTS).default('id'),
  direction: z.enum(['asc', 'desc']).default('desc'),
  /** Filters on the effective status. */
  status: invoiceStatusSchema.optional(),
  contact_id: recordIdQuerySchema.optional(),
});
export type InvoicesViewQuery = z.input<typeof invoicesViewQuerySchema>;
export const invoicesListSchema = pagedResultsOf(invoiceListItemSchema);
export type InvoicesList = z.infer<typeof invoicesListSchema>;

export const invoiceSearchParamsSchema = z.object({ query: z.string().max(200) });
export const invoiceSearchQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const invoiceSearchResultsSchema = resultsOf(invoiceListItemSchema);

const contactIdSchema = z
  .number({ error: INVOICE_MESSAGES.contactRequired })
  .int()
  .positive(INVOICE_MESSAGES.contactRequired)
  .max(MAX_RECORD_ID, INVOICE_MESSAGES.contactNotFound);
const identifierSchema = optionalTextSchema(120);
/** A delivery day; null (or absent on create) means the invoice date, or no end of a period. */
const deliveryDaySchema = isoDateSchema.nullish();

const daysUntilDueSchema = z
  .number()
  .int()
  .min(0, 'Kies 0 of meer dagen.')
  .max(365, 'Kies hoogstens 365 dagen.');

export const invoiceCreateRequestSchema = z.object({
  contact_id: contactIdSchema,
  person_id: recordIdSchema.nullish(),
  identifier: identifierSchema,
  /** Defaults to today (Europe/Amsterdam). */
  invoice_date: isoDateSchema.optional(),
  days_until_due: daysUntilDueSchema.default(14),
  delivery_from: deliveryDaySchema,
  delivery_until: deliveryDaySchema,
});
export type InvoiceCreateRequest = z.input<typeof invoiceCreateRequestSchema>;

/** Header fields: the contact and date block. */
export const INVOICE_HEADER_FIELDS = [
  'contact_id',
  'person_id',
  'identifier',
  'invoice_date',
  'days_until_due',
  'delivery_from',
  'delivery_until',
] as const;
export const INVOICE_LINE_FIELDS = ['include_tax', 'items', 'vat_treatment'] as const;
export const INVOICE_STATUS_FIELDS = ['status', 'paid_at'] as const;

/**
 * Exactly one group per request: the header fields, the lines, or a status change. The server
 * refuses a body mixing groups (INVOICE_MESSAGES.mixedUpdate).
 */
export const invoiceUpdateRequestSchema = z.object({
  contact_id: contactIdSchema.optional(),
  person_id: recordIdSchema.nullish(),
  identifier: identifierSchema.optional(),
  invoice_date: isoDateSchema.optional(),
  days_until_due: daysUntilDueSchema.optional(),
  delivery_from: deliveryDaySchema,
  delivery_until: deliveryDaySchema,
  include_tax: z.boolean().optional(),
  vat_treatment: vatTreatmentSchema.optional(),
  items: z.array(invoiceLineInputSchema).max(500, 'Een factuur heeft hoogstens 500 regels.').optional(),
  status: invoiceStatusSchema.optional(),
  /** With status paid: the day the payment came in; defaults to today (Europe/Amsterdam). */
  paid_at: isoDateSchema.optional(),
});
export type InvoiceUpdateRequest = z.input<typeof invoiceUpdateRequestSchema>;

/** Tab, line feed and carriage return are fine in a message body; other control characters are not. */
const MESSAGE_WHITESPACE = new Set([9, 10, 13]);
const hasControlCharacter = (value: string, multiline: boolean) => {
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    if ((code < 32 || code === 127) && !(multiline && MESSAGE_WHITESPACE.has(code))) return true;
  }
  return false;
};

/** Text for a mail: no NUL or other control characters that a mail header or PostgreSQL refuses. */
const mailText = (max: number, required: string, { multiline }: { multiline: boolean }) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, `Hoogstens ${max} tekens.`)
    .refine((value) => !hasControlCharacter(value, multiline), INVOICE_MESSAGES.mailTextInvalid);

/** "Verstuur per e-mail": the recipient and the message, editable; the PDF goes along. */
export const invoiceSendRequestSchema = z.object({
  to: z
    .string({ error: INVOICE_MESSAGES.mailToRequired })
    .trim()
    .min(1, INVOICE_MESSAGES.mailToRequired)
    .max(254, INVOICE_MESSAGES.mailToInvalid)
    .pipe(z.email(INVOICE_MESSAGES.mailToInvalid)),
  subject: mailText(200, INVOICE_MESSAGES.mailSubjectRequired, { multiline: false }),
  message: mailText(10_000, INVOICE_MESSAGES.mailMessageRequired, { multiline: true }),
});
export type InvoiceSendRequest = z.input<typeof invoiceSendRequestSchema>;

/** One mail of an invoice's history (from the outbox). */
export const invoiceMailSchema = z.object({
  id: z.number().int(),
  to_address: z.string(),
  subject: z.string(),
  /** pending: waiting or retrying; sent; failed: given up after the last retry. */
  status: z.enum(['pending', 'sent', 'failed']),
  attempts: z.number().int(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  last_error: z.string().nullable(),
});
export type InvoiceMail = z.infer<typeof invoiceMailSchema>;

/** The prefilled mail (recipient, subject and Dutch message) and the mails sent so far. */
export const invoiceMailInfoSchema = z.object({
  draft: z.object({ to: z.string(), subject: z.string(), message: z.string() }),
  history: z.array(invoiceMailSchema),
});
export type InvoiceMailInfo = z.infer<typeof invoiceMailInfoSchema>;
export const invoiceMailInfoEntrySchema = entryOf(invoiceMailInfoSchema);
