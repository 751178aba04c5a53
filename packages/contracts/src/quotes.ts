import { DELIVERY_TIME_WINDOWS } from '@app/domain';
import { z } from 'zod';
import {
  baseVersionSchema,
  commaListQuerySchema,
  entryOf,
  isoDateResponseSchema,
  isoDateSchema,
  pagedResultsOf,
  recordVersionSchema,
} from './common.ts';
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from './common-constants.ts';
import { contactNameSchema } from './contacts.ts';
import {
  orderAcceptanceSchema,
  orderCashCreateShape,
  orderContactSchema,
  orderItemInputSchema,
  orderNotesSchema,
  orderStatusSchema,
  ordersViewQuerySchema,
  paymentMethodSchema,
  refineManualTransport,
  refineOrderContact,
} from './orders.ts';
import { MAX_ORDER_ITEMS, ORDER_MESSAGES } from './orders-constants.ts';
import {
  MAX_ACCEPT_NAME_LENGTH,
  MAX_DECLINE_REASON_LENGTH,
  QUOTE_MESSAGES,
  QUOTE_STATES,
} from './quotes-constants.ts';

export const quoteStateSchema = z.enum(QUOTE_STATES);

/**
 * quote.create: the body of order.cashcreate plus `valid_until` (absent: today + the setting
 * `quote_valid_days`). `publish` is not read: a quote is mailed with quote.send.
 */
export const quoteCreateRequestSchema = z
  .object({ ...orderCashCreateShape, valid_until: isoDateSchema.optional() })
  .superRefine(refineOrderContact)
  .superRefine(refineManualTransport);
export type QuoteCreateRequest = z.input<typeof quoteCreateRequestSchema>;
export type QuoteCreateInput = z.output<typeof quoteCreateRequestSchema>;

/**
 * quote.update: the lines as a whole new list (cashcreate's `items`), the notes, and optionally
 * another validity day or payment method; `version` is the order's version it was based on.
 * Without `items` only the validity day changes (`valid_until` is then required; notes and
 * payment method are not read): the lines and prices offered stay as they are.
 */
export const quoteUpdateRequestSchema = z
  .object({
    items: z
      .array(orderItemInputSchema, { error: ORDER_MESSAGES.itemsRequired })
      .min(1, ORDER_MESSAGES.itemsRequired)
      .max(MAX_ORDER_ITEMS, ORDER_MESSAGES.tooManyItems)
      .optional(),
    notes: orderNotesSchema,
    valid_until: isoDateSchema.optional(),
    payment_method: paymentMethodSchema.optional(),
    version: baseVersionSchema.optional(),
  })
  .superRefine((value, ctx) => {
    if (value.items === undefined && value.valid_until === undefined)
      ctx.addIssue({ code: 'custom', path: ['valid_until'], message: QUOTE_MESSAGES.validUntilRequired });
  });
export type QuoteUpdateRequest = z.input<typeof quoteUpdateRequestSchema>;
export type QuoteUpdateInput = z.output<typeof quoteUpdateRequestSchema>;

/** quote.withdraw and quote.convert: the version the action was based on; convert may mail. */
export const quoteActionRequestSchema = z
  .object({
    version: baseVersionSchema.optional(),
    /** quote.convert: mail the order confirmation (to a contact with an e-mail address). */
    publish: z.boolean().default(false),
  })
  .prefault({});
export type QuoteActionRequest = z.input<typeof quoteActionRequestSchema>;
export type QuoteActionInput = z.output<typeof quoteActionRequestSchema>;

/** One line of a quote as its request gave it, by article (a quote holds no units). */
export const quoteItemSchema = z.object({
  item_id: z.number().int(),
  product_name: z.string(),
  from: isoDateResponseSchema,
  until: isoDateResponseSchema,
  delivery_time: z.enum(DELIVERY_TIME_WINDOWS),
  pickup_time: z.enum(DELIVERY_TIME_WINDOWS).nullable(),
  quantity: z.number().int(),
});
export type QuoteItem = z.infer<typeof quoteItemSchema>;

/** A priced line as the quote (and later its invoice) bills it; amounts in cents incl. VAT. */
export const quoteLineSchema = z.object({
  description: z.string(),
  unit_count: z.number(),
  unit_price: z.number().int(),
  tax_rate: z.number().int(),
  amount: z.number().int(),
});
export type QuoteLine = z.infer<typeof quoteLineSchema>;

export const quoteTotalsSchema = z.object({
  total_excl: z.number().int(),
  total_tax: z.number().int(),
  total_incl: z.number().int(),
  per_rate: z.array(z.object({ rate: z.number().int(), base: z.number().int(), tax: z.number().int() })),
});
export type QuoteTotals = z.infer<typeof quoteTotalsSchema>;

export const quoteMailSchema = z.object({
  to: z.string(),
  status: z.enum(['pending', 'sent', 'failed']),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});

export const quoteModelSchema = z.object({
  /** The order's id (a quote is an order with status `quote` until it is accepted). */
  id: z.number().int(),
  uuid: z.string(),
  /** The quote's own gapless number, e.g. O2026-0001. */
  number: z.string(),
  status: orderStatusSchema,
  state: quoteStateSchema,
  valid_until: isoDateResponseSchema,
  created_at: z.string(),
  /** Bumped by every change of the lines or terms: the customer's link shows the latest. */
  revision: z.number().int(),
  revised_at: z.string(),
  sent_at: z.string().nullable(),
  closed_at: z.string().nullable(),
  decline_reason: z.string().nullable(),
  terms_version: z.number().int(),
  /** The last acceptance that failed because an article was no longer free (the quote stays open). */
  unavailable: z.object({ at: z.string(), message: z.string() }).nullable(),
  contact: orderContactSchema,
  payment_method: paymentMethodSchema,
  promo_code: z.string().nullable(),
  notes: z.string().nullable(),
  items: z.array(quoteItemSchema),
  lines: z.array(quoteLineSchema),
  totals: quoteTotalsSchema,
  deposit_amount: z.number().int(),
  transport_amount: z.number().int(),
  acceptance: orderAcceptanceSchema.nullable(),
  mails: z.array(quoteMailSchema),
  version: recordVersionSchema,
});
export type QuoteModel = z.infer<typeof quoteModelSchema>;
export const quoteEntrySchema = entryOf(quoteModelSchema);

export const quoteListItemSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  number: z.string(),
  state: quoteStateSchema,
  valid_until: isoDateResponseSchema,
  created_at: z.string(),
  sent_at: z.string().nullable(),
  total_amount: z.number().int(),
  contact: contactNameSchema,
  /** First through last day over the quote's lines. */
  period: z.object({ from: isoDateResponseSchema, until: isoDateResponseSchema }).nullable(),
});
export type QuoteListItem = z.infer<typeof quoteListItemSchema>;
export const quotesListSchema = pagedResultsOf(quoteListItemSchema);
export type QuotesList = z.infer<typeof quotesListSchema>;

/**
 * The orders list query (paging, `q`: here the quote number or the customer's name) with `state`,
 * a comma list of quote states (absent: all), in place of the order filters.
 */
export const quotesViewQuerySchema = ordersViewQuerySchema
  .omit({ status: true, contact_id: true })
  .extend({ state: commaListQuerySchema(QUOTE_STATES, 'stand') });
export type QuotesViewQuery = z.input<typeof quotesViewQuerySchema>;

// ---------------------------------------------------------------------------------------------
// The customer's page /offerte/{token} (public)

export const quoteTokenParamsSchema = z.object({ token: z.string().trim().min(1).max(200) });

export const quotePublicViewSchema = z.object({
  number: z.string(),
  state: quoteStateSchema,
  valid_until: isoDateResponseSchema,
  /** The day of the version shown. */
  date: isoDateResponseSchema,
  /** Send it back with accept: a quote changed since is refused (the customer sees the new one). */
  revision: z.number().int(),
  shop: z.object({
    company_name: z.string(),
    logo_url: z.string().nullable(),
    brand_color: z.string(),
    phone_number: z.string(),
    email_address: z.string(),
  }),
  customer: z.object({ display_name: z.string(), address_lines: z.array(z.string()) }),
  items: z.array(
    z.object({
      name: z.string(),
      quantity: z.number().int(),
      from: isoDateResponseSchema,
      until: isoDateResponseSchema,
      delivery_time: z.string(),
      pickup_time: z.string().nullable(),
      rental: z.boolean(),
    }),
  ),
  lines: z.array(z.object({ description: z.string(), unit_count: z.number(), amount: z.number().int() })),
  totals: quoteTotalsSchema,
  deposit_amount: z.number().int(),
  payment_text: z.string(),
  terms: z.object({ version: z.number().int(), text: z.string() }),
  acceptance: z.object({ name: z.string(), at: z.string() }).nullable(),
  /** The quote PDF of this version (the document whose SHA-256 an acceptance records). */
  pdf_url: z.string(),
  /** "Bekijk de offerte" texts in the company's form of address ("je"/"u"). */
  address_form: z.enum(['je', 'u']),
});
export type QuotePublicView = z.infer<typeof quotePublicViewSchema>;
export const quotePublicEntrySchema = entryOf(quotePublicViewSchema);

const nameSchema = z
  .string({ error: QUOTE_MESSAGES.nameRequired })
  .trim()
  .min(1, QUOTE_MESSAGES.nameRequired)
  .max(MAX_ACCEPT_NAME_LENGTH, QUOTE_MESSAGES.nameTooLong)
  .refine((value) => !hasControlCharacters(value), CONTROL_CHARACTERS_MESSAGE);

export const quoteAcceptRequestSchema = z.object({
  name: nameSchema,
  accept_terms: z.literal(true, { error: QUOTE_MESSAGES.acceptTermsRequired }),
  /** The version the page showed (quote_public.view's `revision`); absent: the current one. */
  revision: z.number().int().positive().optional(),
});
export type QuoteAcceptRequest = z.input<typeof quoteAcceptRequestSchema>;
export type QuoteAcceptInput = z.output<typeof quoteAcceptRequestSchema>;

export const quoteDeclineRequestSchema = z
  .object({
    reason: z
      .string()
      .trim()
      .max(MAX_DECLINE_REASON_LENGTH, QUOTE_MESSAGES.reasonTooLong)
      .refine((value) => !hasControlCharacters(value), CONTROL_CHARACTERS_MESSAGE)
      .nullish()
      .transform((value) => (value ? value : null)),
  })
  .prefault({});
export type QuoteDeclineRequest = z.input<typeof quoteDeclineRequestSchema>;
export type QuoteDeclineInput = z.output<typeof quoteDeclineRequestSchema>;

export const quotePublicResultSchema = z.object({
  entry: z.object({ model: quotePublicViewSchema }),
  message: z.string(),
});
