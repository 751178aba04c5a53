import { INVOICE_LINE_KINDS } from '@app/domain';
import { z } from 'zod';
import {
  baseVersionSchema,
  entryOf,
  isoDateResponseSchema,
  isoDateSchema,
  optionalTextSchema,
  pagedResultsOf,
  pagingQuerySchema,
  plainTextSchema,
  recordIdQuerySchema,
  recordIdSchema,
  recordVersionSchema,
  resultsOf,
} from './common.ts';
import { MAX_RECORD_ID } from './common-constants.ts';
import { INVOICE_MESSAGES, INVOICE_SORTS, MAX_INVOICE_AMOUNT_CENTS } from './invoices-constants.ts';
import { nextReminderSchema, paymentModelSchema, reminderModelSchema } from './payments.ts';

export const invoiceStatusSchema = z.enum(['concept', 'outstanding', 'overdue', 'paid', 'uncollectable']);
export type InvoiceStatusValue = z.infer<typeof invoiceStatusSchema>;

/** An invoice or a credit note (creditfactuur); both are numbered in one gapless series. */
export const invoiceKindSchema = z.enum(['invoice', 'credit_note']);
export type InvoiceKind = z.infer<typeof invoiceKindSchema>;

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

/**
 * What a line is for (domain invoice-line-kinds.ts): 'rental', 'sale' or 'bundle' bill an article,
 * 'deposit' a borg (no revenue), 'transport', 'discount', and 'other' for a typed line. The
 * reports go by this and by `itemId`, not by the text.
 */
export const invoiceLineKindSchema = z.enum(INVOICE_LINE_KINDS, { error: INVOICE_MESSAGES.lineKindInvalid });
export type InvoiceLineKindValue = z.infer<typeof invoiceLineKindSchema>;

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
  /** What the line is for. */
  kind: invoiceLineKindSchema,
  /** The article (or package) the line is for; null for a typed line, transport or a promotion. */
  itemId: z.number().int().nullable(),
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
    /**
     * What the line is for; 'other' for a new line without it. An existing line (its uuid) sent
     * without `kind` and `itemId` keeps what it had, so a client that does not know them loses
     * nothing. 'rental', 'sale' and 'bundle' need `itemId`; 'deposit' is 0% outside the scope.
     */
    kind: invoiceLineKindSchema.optional(),
    /** The article picked for the line (an existing article, also an archived one). */
    itemId: recordIdSchema.nullish(),
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
  /** How the order this invoice bills is paid (cash: at delivery, no bank transfer); null without order. */
  payment_method: z.enum(['cash', 'ideal']).nullable(),
  /** Payments registered on the invoice, oldest first. */
  payments: z.array(paymentModelSchema),
  /** What is still to be paid (cents): the total less credit notes and payments. */
  open_amount: z.number().int(),
  /** Reminders sent, by level. */
  reminders: z.array(reminderModelSchema),
  /** The next reminder and the first day it may be sent by hand; null when none can follow. */
  next_reminder: nextReminderSchema,
  items: z.array(invoiceLineSchema),
  /** Cents including VAT. */
  total_amount: z.number().int(),
  totals: invoiceTotalsSchema,
  /** Frozen at publish; for a concept the current identity settings. */
  company_details: companyDetailsSchema,
  published_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Bumped by every write; send it back with an update (a stale one answers 409). */
  version: recordVersionSchema,
  deleted_at: z.string().nullable(),
  /** An invoice, or a credit note (creditfactuur) with negative lines and totals. */
  kind: invoiceKindSchema,
  /** On a credit note: the invoice it credits (number and date as printed). */
  credited_invoice: z
    .object({ uuid: z.string(), number: z.string().nullable(), date: isoDateResponseSchema })
    .nullable(),
  /** On an invoice: what its published credit notes credit, in cents (positive). */
  credited_amount: z.number().int(),
  /** On an invoice: its credit notes (concepts too; deleted ones not). */
  credit_notes: z.array(
    z.object({
      uuid: z.string(),
      number: z.string().nullable(),
      status: invoiceStatusSchema,
      /** Negative cents including VAT. */
      total: z.number().int(),
    }),
  ),
});
export type InvoiceModel = z.infer<typeof invoiceModelSchema>;
export const invoiceEntrySchema = entryOf(invoiceModelSchema);

export const invoiceListItemSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  kind: invoiceKindSchema,
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

/**
 * Exactly one group per request: the header fields, the lines, or a status change. The server
 * refuses a body mixing groups (INVOICE_MESSAGES.mixedUpdate).
 */
/** The reasons for 0% lines chosen while publishing (Publiceren, or Verstuur per e-mail of a concept). */
const zeroRateReasonsSchema = z
  .array(z.object({ uuid: z.string().max(64), reason: zeroRateReasonSchema }))
  .max(500)
  .optional();

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
  /** The version this change was based on; a stale one answers 409 and changes nothing. */
  version: baseVersionSchema.optional(),
  /**
   * With status outstanding (Publiceren): the reason for 0% lines that have none yet, chosen in
   * the Publiceren dialog, so publishing never sends the user back to the line editor.
   */
  zero_rate_reasons: zeroRateReasonsSchema,
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
  /** The version the sender saw (sending publishes a concept); a stale one answers 409. */
  version: baseVersionSchema.optional(),
  /** Sending a concept publishes it: the reasons for its 0% lines without one, as in Publiceren. */
  zero_rate_reasons: zeroRateReasonsSchema,
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
