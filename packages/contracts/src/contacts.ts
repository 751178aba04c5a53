import { checkPostalCodeFor } from '@app/domain';
import { z } from 'zod';
import {
  baseVersionSchema,
  entryOf,
  isoDateResponseSchema,
  optionalTextSchema,
  recordIdSchema,
  recordVersionSchema,
  resultsOf,
} from './common.ts';
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from './common-constants.ts';
import {
  CONTACT_IMPORT_DUPLICATE_MODES,
  CONTACT_IMPORT_FATES,
  CONTACT_MESSAGES,
  CONTACT_SEARCH_DEFAULT_LIMIT,
} from './contacts-constants.ts';
import { ORDER_STATUSES } from './orders-constants.ts';

export const contactTypeSchema = z.enum(['individual', 'business']);
export type ContactTypeValue = z.infer<typeof contactTypeSchema>;

/** Optional free text: trimmed, no control characters, '' and null both mean "not given". */
const optionalText = optionalTextSchema;

const requiredName = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(120)
    .refine((value) => !hasControlCharacters(value), CONTROL_CHARACTERS_MESSAGE);

// ---------------------------------------------------------------------------------------------
// Contact people

export const contactPersonSchema = z.object({
  id: z.number().int(),
  contact_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  phone_number: z.string().nullable(),
  email_address: z.string().nullable(),
  department: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ContactPerson = z.infer<typeof contactPersonSchema>;

const personFields = {
  first_name: requiredName(CONTACT_MESSAGES.firstNameRequired),
  last_name: requiredName(CONTACT_MESSAGES.lastNameRequired),
  phone_number: optionalText(40),
  email_address: optionalText(),
  department: optionalText(),
};

/** The contact person given on a new business contact (created as its first person). */
export const newContactPersonSchema = z.object(personFields);
export type NewContactPerson = z.input<typeof newContactPersonSchema>;

export const personCreateRequestSchema = z.object({
  /** The contact's numeric id or its uuid, like the `{id}` paths (anything else: 404). */
  contact_id: z.union([recordIdSchema, z.string().trim().min(1).max(64)]),
  ...personFields,
});
export type PersonCreateRequest = z.input<typeof personCreateRequestSchema>;

export const personUpdateRequestSchema = z.object(personFields).partial();
export type PersonUpdateRequest = z.input<typeof personUpdateRequestSchema>;

export const peopleViewQuerySchema = z.object({ contact_id: z.string().min(1).max(64) });

export const personEntrySchema = entryOf(contactPersonSchema);
export const peopleListSchema = resultsOf(contactPersonSchema);

// ---------------------------------------------------------------------------------------------
// Contacts

export const contactSchema = z.object({
  /** Also the customer number (Klantnummer). */
  id: z.number().int(),
  uuid: z.string(),
  contact_type: contactTypeSchema,
  display_name: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  company_name: z.string().nullable(),
  coc_id: z.string().nullable(),
  vat_id: z.string().nullable(),
  email_address: z.string().nullable(),
  phone_number: z.string().nullable(),
  address_line_1: z.string().nullable(),
  address_line_2: z.string().nullable(),
  postal_code: z.string().nullable(),
  city: z.string().nullable(),
  /** The Dutch country name, e.g. "Duitsland". */
  country: z.string(),
  /** ISO 3166-1 alpha-2, lower case, e.g. "de". */
  country_code: z.string(),
  /** "UBL meesturen": invoice mails to this contact carry the UBL e-invoice beside the PDF. */
  send_ubl: z.boolean(),
  people: z.array(contactPersonSchema),
  created_at: z.string(),
  updated_at: z.string(),
  /** Bumped by every write; send it back with an update (a stale one answers 409). */
  version: recordVersionSchema,
  deleted_at: z.string().nullable(),
});
export type Contact = z.infer<typeof contactSchema>;

/**
 * A contact as another record shows it (an order, an agenda job): name, type, e-mail, phone and
 * address. Picked from the contact itself, so the field set is written once.
 */
export const contactSummarySchema = contactSchema.pick({
  id: true,
  uuid: true,
  contact_type: true,
  display_name: true,
  email_address: true,
  phone_number: true,
  address_line_1: true,
  address_line_2: true,
  postal_code: true,
  city: true,
  country: true,
});
export type ContactSummary = z.infer<typeof contactSummarySchema>;

/** The least a list names a contact by: its number, uuid and name. */
export const contactNameSchema = contactSchema.pick({ id: true, uuid: true, display_name: true });

export const invoiceTimelineEntrySchema = z.object({
  type: z.literal('invoice'),
  uuid: z.string(),
  /** An invoice or a credit note (creditfactuur). */
  kind: z.enum(['invoice', 'credit_note']),
  /**
   * The invoice number; null for a concept that never had one. A concept set back by "Wijzig
   * factuur" keeps its number here but still reads "Concept #{concept_id}" (as in the invoice list).
   */
  invoice_id: z.string().nullable(),
  concept_id: z.number().int(),
  /** The effective status: an outstanding invoice past its due date (Amsterdam day) is overdue. */
  status: z.enum(['concept', 'outstanding', 'overdue', 'paid', 'uncollectable']),
  invoice_date: isoDateResponseSchema,
  /** Integer cents. */
  total_amount: z.number().int(),
});
export type InvoiceTimelineEntry = z.infer<typeof invoiceTimelineEntrySchema>;

export const orderTimelineEntrySchema = z.object({
  type: z.literal('order'),
  uuid: z.string(),
  /** The order number (#id). */
  order_id: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  /** The Amsterdam day the order was taken. */
  order_date: isoDateResponseSchema,
  /** Integer cents. */
  total_amount: z.number().int(),
});
export type OrderTimelineEntry = z.infer<typeof orderTimelineEntrySchema>;

/** An invoice or an order of the contact; the timeline lists both, newest day first. */
export const timelineEntrySchema = z.discriminatedUnion('type', [
  invoiceTimelineEntrySchema,
  orderTimelineEntrySchema,
]);
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

export const contactDetailSchema = contactSchema.extend({
  /** The contact's invoices and orders, newest day first. */
  timeline: z.array(timelineEntrySchema),
  /** How many invoices refer to the contact; > 0 means it can only be archived, not deleted. */
  invoice_count: z.number().int(),
  /** How many reservations (rentals) refer to the contact; > 0 also means archive only. */
  reservation_count: z.number().int(),
  /**
   * true when `contact.delete` will archive instead of delete (invoices or reservations refer to
   * the contact): the detail page offers "Archiveer contact" instead of "Verwijder contact".
   */
  archive_only: z.boolean(),
});
export type ContactDetail = z.infer<typeof contactDetailSchema>;

/**
 * In the Netherlands (the country given, or none: nl) a postcode is `1234 AB`. An update
 * that leaves the country out is checked by the server against the stored country.
 */
const refinePostalCode = (
  value: { postal_code?: string | null; country?: string | null },
  ctx: z.RefinementCtx,
) => {
  const problem = value.postal_code ? checkPostalCodeFor(value.country, value.postal_code) : null;
  if (problem) ctx.addIssue({ code: 'custom', path: ['postal_code'], message: problem });
};

const contactFields = {
  contact_type: contactTypeSchema.default('individual'),
  first_name: optionalText(120),
  last_name: optionalText(120),
  company_name: optionalText(),
  coc_id: optionalText(40),
  vat_id: optionalText(40),
  email_address: optionalText(),
  phone_number: optionalText(40),
  address_line_1: optionalText(),
  address_line_2: optionalText(),
  postal_code: optionalText(20),
  city: optionalText(120),
  /** An ISO code ("de") or a Dutch country name ("Duitsland"); default nl. */
  country: z.string().trim().max(100).nullish(),
  /** "UBL meesturen"; a Dutch business then needs its KvK number (SI-UBL). Default off. */
  send_ubl: z.boolean().optional(),
};

export const contactCreateRequestSchema = z
  .object({
    ...contactFields,
    /** For a business: its first contact person. */
    person: newContactPersonSchema.nullish(),
  })
  .superRefine((value, ctx) => {
    if (value.contact_type === 'business' && !value.company_name) {
      ctx.addIssue({ code: 'custom', path: ['company_name'], message: CONTACT_MESSAGES.companyNameRequired });
    }
    refinePostalCode(value, ctx);
  });
export type ContactCreateRequest = z.input<typeof contactCreateRequestSchema>;

/**
 * Partial: fields left out keep their value; the merged contact must still follow the rules.
 * contact_type has no default here: a default would still apply inside .partial() and turn a
 * business whose type was left out into an individual.
 */
export const contactUpdateRequestSchema = z
  .object({ ...contactFields, contact_type: contactTypeSchema })
  .partial()
  // The version this change was based on; a stale one answers 409 and changes nothing.
  .extend({ version: baseVersionSchema.optional() })
  .superRefine((value, ctx) => {
    if (value.country !== undefined) refinePostalCode(value, ctx);
  });
export type ContactUpdateRequest = z.input<typeof contactUpdateRequestSchema>;

export const contactSortSchema = z.enum(['display_name', 'id', 'created_at']);
export type ContactSort = z.infer<typeof contactSortSchema>;

const booleanQuery = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((value) => value === true || value === 'true' || value === '1');

export const contactsViewQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  sort: contactSortSchema.default('display_name'),
  direction: z.enum(['asc', 'desc']).default('asc'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(200).default(20),
  include_deactivated: booleanQuery.default(false),
});
export type ContactsViewQuery = z.input<typeof contactsViewQuerySchema>;

export const contactsListSchema = z.object({
  results: z.array(contactSchema),
  meta: z.object({
    page: z.number().int(),
    per_page: z.number().int(),
    /** Matching contacts on all pages (deactivated ones only with include_deactivated). */
    total: z.number().int(),
    /**
     * true: a search counted no further than `total` (1,000 past the start of the page): there
     * are more matches ("1.000+"), and at least the next pages exist. Counting all of a broad
     * term's matches on every page would make it several times slower than a narrow one.
     */
    total_is_lower_bound: z.boolean(),
    /** Matching deactivated contacts, whether or not they are included. */
    deactivated_count: z.number().int(),
  }),
});
export type ContactsList = z.infer<typeof contactsListSchema>;

export const contactSearchParamsSchema = z.object({ query: z.string().max(200) });
export const contactSearchQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(CONTACT_SEARCH_DEFAULT_LIMIT),
});
export const contactSearchResultsSchema = resultsOf(contactSchema);

export const contactEntrySchema = entryOf(contactSchema);
export const contactDetailEntrySchema = entryOf(contactDetailSchema);

export const contactDeleteResponseSchema = z.object({
  entry: z.object({ model: contactSchema }),
  /** true: the contact has invoices or reservations and was archived (deactivated) instead of deleted. */
  archived: z.boolean(),
  message: z.string(),
});
export type ContactDeleteResponse = z.infer<typeof contactDeleteResponseSchema>;

export const personDeleteResponseSchema = z.object({ ok: z.literal(true) });

// ---------------------------------------------------------------------------------------------
// Import

export const contactImportReportSchema = z.object({
  added: z.number().int(),
  skipped: z.array(z.object({ row: z.number().int(), reason: z.string() })),
  /**
   * Rows that were imported with something left out, e.g. a business whose contact person had
   * only a first or only a last name (the contact is added, the person is not).
   */
  notes: z.array(z.object({ row: z.number().int(), reason: z.string() })),
  /** Data rows read from the file (the header not counted). */
  total_rows: z.number().int(),
  message: z.string(),
  /** Rows that matched a contact and filled its empty fields (on_duplicate=merge). */
  merged: z.number().int(),
  /** The choice the import ran with. */
  on_duplicate: z.enum(CONTACT_IMPORT_DUPLICATE_MODES),
  /**
   * Every data row's fate in file order: created, merged (into `contact`), skipped (a duplicate of
   * `contact`, or of an earlier row) or refused (the Dutch reason). `skipped` above lists the
   * skipped and refused rows, as before.
   */
  rows: z.array(
    z.object({
      row: z.number().int(),
      fate: z.enum(CONTACT_IMPORT_FATES),
      reason: z.string().nullable(),
      contact: z.object({ uuid: z.string(), display_name: z.string() }).nullable(),
    }),
  ),
});
export type ContactImportReport = z.infer<typeof contactImportReportSchema>;
