import { z } from 'zod';
import { entryOf, isoDateResponseSchema, isoDateSchema, resultsOf } from './common.ts';
import { isCalendarDateInRange, MAX_RECORD_ID } from './common-constants.ts';
import { DISCOUNT_MAX_ITEMS, DISCOUNT_MESSAGES, PROMO_CODE_MAX_LENGTH } from './discounts-constants.ts';

/** Spec §5 / §9: a whole number from 1 to 100, with the spec's Dutch messages. */
export const percentValueSchema = z
  .number({
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? DISCOUNT_MESSAGES.valueRequired
        : DISCOUNT_MESSAGES.valueNotNumber,
  })
  .int(DISCOUNT_MESSAGES.valueWhole)
  .min(1, DISCOUNT_MESSAGES.valueRange)
  .max(100, DISCOUNT_MESSAGES.valueRange);

/**
 * Optional last day on which the record counts; null (or absent) means no end. The server
 * also checks it is tomorrow or later (Amsterdam) when it is set or changed.
 */
export const expiresOnSchema = z
  .string({ error: DISCOUNT_MESSAGES.expiryInvalid })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: DISCOUNT_MESSAGES.expiryInvalid, abort: true })
  .refine(isCalendarDateInRange, DISCOUNT_MESSAGES.expiryInvalid)
  .nullable();

const itemIdsSchema = z
  .array(z.number().int().positive().max(MAX_RECORD_ID), { error: DISCOUNT_MESSAGES.itemsRequired })
  .min(1, DISCOUNT_MESSAGES.itemsRequired)
  .max(DISCOUNT_MAX_ITEMS, DISCOUNT_MESSAGES.itemsTooMany);

/** The code as typed, trimmed; required, at most 40 characters, no control characters. */
export const promoCodeSchema = z
  .string({ error: DISCOUNT_MESSAGES.codeRequired })
  .trim()
  .min(1, DISCOUNT_MESSAGES.codeRequired)
  .max(PROMO_CODE_MAX_LENGTH, DISCOUNT_MESSAGES.codeTooLong)
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  .refine((code) => !/[\u0000-\u001f\u007f-\u009f]/.test(code), DISCOUNT_MESSAGES.codeControlChars);

// ---------------------------------------------------------------------------------------------
// Discounts (kortingsacties)

export const discountItemSchema = z.object({ id: z.number().int(), name: z.string() });
export type DiscountItem = z.infer<typeof discountItemSchema>;

export const discountModelSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  /** Percentage, 1–100. */
  value: z.number().int(),
  /** Last day the discount counts; null: no end. */
  expires_on: isoDateResponseSchema.nullable(),
  /** False once deactivated (then read-only). */
  active: z.boolean(),
  /** "Verlopen": deactivated or past its expiry day (Amsterdam today). */
  expired: z.boolean(),
  /** The articles it applies to (deleted articles left out), by name. */
  items: z.array(discountItemSchema),
  item_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  deactivated_at: z.string().nullable(),
});
export type DiscountModel = z.infer<typeof discountModelSchema>;
export const discountEntrySchema = entryOf(discountModelSchema);
export const discountsListSchema = resultsOf(discountModelSchema);

export const discountCreateRequestSchema = z.object({
  value: percentValueSchema,
  expires_on: expiresOnSchema.optional(),
  /** Item ids; at least one, each an existing article that is not deleted. */
  items: itemIdsSchema,
});
export type DiscountCreateRequest = z.input<typeof discountCreateRequestSchema>;

/** Either fields (any of value, expires_on, items) or `{status: 'inactive'}` (Deactiveren). */
export const discountUpdateRequestSchema = z.object({
  value: percentValueSchema.optional(),
  expires_on: expiresOnSchema.optional(),
  items: itemIdsSchema.optional(),
  status: z.literal('inactive', { error: DISCOUNT_MESSAGES.statusInvalid }).optional(),
});
export type DiscountUpdateRequest = z.input<typeof discountUpdateRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Promotions (promotiecodes)

export const promotionModelSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  /** As entered (trimmed); unique ignoring case and surrounding spaces. */
  promo_code: z.string(),
  value: z.number().int(),
  expires_on: isoDateResponseSchema.nullable(),
  active: z.boolean(),
  expired: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  deactivated_at: z.string().nullable(),
});
export type PromotionModel = z.infer<typeof promotionModelSchema>;
export const promotionEntrySchema = entryOf(promotionModelSchema);
export const promotionsListSchema = resultsOf(promotionModelSchema);

export const promotionCreateRequestSchema = z.object({
  promo_code: promoCodeSchema,
  value: percentValueSchema,
  expires_on: expiresOnSchema.optional(),
});
export type PromotionCreateRequest = z.input<typeof promotionCreateRequestSchema>;

export const promotionUpdateRequestSchema = z.object({
  promo_code: promoCodeSchema.optional(),
  value: percentValueSchema.optional(),
  expires_on: expiresOnSchema.optional(),
  status: z.literal('inactive', { error: DISCOUNT_MESSAGES.statusInvalid }).optional(),
});
export type PromotionUpdateRequest = z.input<typeof promotionUpdateRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Quote: what articles cost on a day with the discounts active then and an optional code

const QUOTE_ITEM = /^(\d{1,10})(?::(\d{1,6}))?$/;
export const QUOTE_MAX_ITEMS = 200;
/** Most units one quote line may have (keeps price × units exact in JavaScript numbers). */
export const QUOTE_MAX_UNITS = 100_000;

/**
 * `items=12:3,14` (item id, optionally ":units" — rental days × quantity, or pieces; default 1),
 * `promo_code` (optional), `on` (yyyy-MM-dd, default today in Amsterdam).
 */
export const discountQuoteQuerySchema = z.object({
  items: z
    .string({ error: DISCOUNT_MESSAGES.quoteItemsInvalid })
    .trim()
    .transform((raw, ctx) => {
      const parts = raw.split(',').map((part) => part.trim());
      const parsed: { item_id: number; units: number }[] = [];
      for (const part of parts) {
        const match = QUOTE_ITEM.exec(part);
        const id = Number(match?.[1]);
        const units = match?.[2] === undefined ? 1 : Number(match[2]);
        if (!match || id < 1 || id > MAX_RECORD_ID || units < 1 || units > QUOTE_MAX_UNITS) {
          ctx.addIssue({ code: 'custom', message: DISCOUNT_MESSAGES.quoteItemsInvalid });
          return z.NEVER;
        }
        parsed.push({ item_id: id, units });
      }
      if (parsed.length > QUOTE_MAX_ITEMS) {
        ctx.addIssue({ code: 'custom', message: DISCOUNT_MESSAGES.quoteItemsInvalid });
        return z.NEVER;
      }
      return parsed;
    }),
  promo_code: z.string().max(200).optional(),
  on: isoDateSchema.optional(),
});
export type DiscountQuoteQuery = z.input<typeof discountQuoteQuerySchema>;

/** What `createDiscountService(ctx).quote` takes (the orders feature calls it directly). */
export type DiscountQuoteInput = {
  /**
   * `unit_price` (cents): what one unit costs on this line, when the caller priced it (an order's
   * rental line by the staffel or weekend rate); absent: the article's stored price.
   */
  items: { item_id: number; units: number; unit_price?: number }[];
  promo_code?: string | null | undefined;
  /** yyyy-MM-dd; default today in Amsterdam. */
  on?: string | undefined;
};

export const discountQuoteLineSchema = z.object({
  // PricedLine of @app/domain (priceOrderLines), integer cents
  itemId: z.number().int(),
  unitPriceCents: z.number().int(),
  units: z.number().int(),
  grossCents: z.number().int(),
  discountPercent: z.number().int(),
  discountCents: z.number().int(),
  promotionPercent: z.number().int(),
  promotionCents: z.number().int(),
  netCents: z.number().int(),
  // and which article and discount it is
  item_id: z.number().int(),
  name: z.string(),
  discount: z.object({ uuid: z.string(), value: z.number().int() }).nullable(),
});
export type DiscountQuoteLine = z.infer<typeof discountQuoteLineSchema>;

export const discountQuoteSchema = z.object({
  /** The day the quote is for. */
  on: isoDateResponseSchema,
  lines: z.array(discountQuoteLineSchema),
  promotion: z.object({ uuid: z.string(), promo_code: z.string(), value: z.number().int() }).nullable(),
  total_gross_cents: z.number().int(),
  total_net_cents: z.number().int(),
});
export type DiscountQuote = z.infer<typeof discountQuoteSchema>;
