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
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from './common-constants.ts';
import { ITEM_MESSAGES, ITEM_STATUSES, ITEM_TYPES, UNIT_STATES } from './items-constants.ts';
import { dayFactorRowSchema, dayFactorsSchema } from './pricing.ts';
import { unitSafetyFileSchema } from './safety.ts';

export const itemTypeSchema = z.enum(ITEM_TYPES);
export const itemStatusSchema = z.enum(ITEM_STATUSES);

/** Optional free text: trimmed, no control characters, '' and null both mean "not given". */
const optionalText = optionalTextSchema;

// ---------------------------------------------------------------------------------------------
// Categories

export const categoryModelSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Items (not deleted) in this category. */
  item_count: z.number().int(),
  /** Those items by name (spec §3: Category has items); a discount's "Groep toevoegen" adds them all. */
  items: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type CategoryModel = z.infer<typeof categoryModelSchema>;

export const categoryCreateRequestSchema = z.object({
  name: z
    .string({ error: ITEM_MESSAGES.categoryNameRequired })
    .trim()
    .min(1, ITEM_MESSAGES.categoryNameRequired)
    .max(100)
    .refine((value) => !hasControlCharacters(value), CONTROL_CHARACTERS_MESSAGE),
});
export type CategoryCreateRequest = z.infer<typeof categoryCreateRequestSchema>;
export const categoryEntrySchema = entryOf(categoryModelSchema);
export const categoriesListSchema = resultsOf(categoryModelSchema);
export const unitStateSchema = z.enum(UNIT_STATES);
export type UnitState = z.infer<typeof unitStateSchema>;

export const unitSummarySchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  item_id: z.number().int(),
  serial_number: z.string().nullable(),
  quantity: z.number().int(),
  available: z.boolean(),
  state: unitStateSchema,
});
export type UnitSummary = z.infer<typeof unitSummarySchema>;

export const reservationContactSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  display_name: z.string(),
});

export const reservationModelSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  unit_id: z.number().int(),
  order_id: z.number().int().nullable(),
  reserved_from: isoDateResponseSchema,
  reserved_until: isoDateResponseSchema,
  quantity: z.number().int(),
  status: z.enum(['active', 'cancelled']),
  contact: reservationContactSchema.nullable(),
});
export type ReservationModel = z.infer<typeof reservationModelSchema>;

/** DELETE /reservation.release/{id}: frees a reservation that belongs to no order. */
export const reservationReleaseResponseSchema = z.object({
  entry: z.object({ model: reservationModelSchema }),
  message: z.string(),
});

export const unitDetailSchema = unitSummarySchema.extend({
  item: z.object({ id: z.number().int(), uuid: z.string(), name: z.string(), type: itemTypeSchema }),
  /** Live reservations, earliest first. */
  reservations: z.array(reservationModelSchema),
  /** The safety file (certificates, log, incidents, blocks), see safety.ts. */
  ...unitSafetyFileSchema.shape,
});
export type UnitDetail = z.infer<typeof unitDetailSchema>;
export const unitEntrySchema = entryOf(unitDetailSchema);

const serialNumberSchema = optionalText(100);
const unitQuantitySchema = z.coerce
  .number({ error: ITEM_MESSAGES.quantityInvalid })
  .int(ITEM_MESSAGES.quantityInvalid)
  .min(0, ITEM_MESSAGES.quantityInvalid)
  .max(1_000_000, ITEM_MESSAGES.quantityInvalid);

export const unitCreateRequestSchema = z.object({
  item_id: recordIdQuerySchema,
  serial_number: serialNumberSchema,
  /** Ignored as 1 for rentable items; required for sellable ones. */
  quantity: unitQuantitySchema.nullish(),
});
export type UnitCreateRequest = z.input<typeof unitCreateRequestSchema>;

export const unitUpdateRequestSchema = z.object({
  serial_number: serialNumberSchema.optional(),
  quantity: unitQuantitySchema.optional(),
  available: z.boolean().optional(),
});
export type UnitUpdateRequest = z.input<typeof unitUpdateRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Items

export const itemImageSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  thumbnail_url: z.string().nullable(),
  file_name: z.string(),
});
export type ItemImage = z.infer<typeof itemImageSchema>;

export const itemDocumentSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  url: z.string(),
  file_name: z.string(),
});
export type ItemDocument = z.infer<typeof itemDocumentSchema>;

/** One article of a bundle. */
export const itemComponentSchema = z.object({
  item_id: z.number().int(),
  name: z.string(),
  type: z.enum(['rentable', 'sellable']),
  /** Per set. */
  quantity: z.number().int(),
});
export type ItemComponent = z.infer<typeof itemComponentSchema>;

export const itemModelSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  category_id: z.number().int().nullable(),
  /** The category's name. */
  category: z.string().nullable(),
  brand: z.string().nullable(),
  dimensions: z.string().nullable(),
  /** Kilograms. */
  weight: z.number().nullable(),
  type: itemTypeSchema,
  status: itemStatusSchema,
  sku: z.string().nullable(),
  ean: z.string().nullable(),
  /** Euro cents: per rental day for rentable items, per piece for sellable ones. */
  price: z.number().int().nullable(),
  /** The article's own staffel ({days, factor} rows); null: the company's (settings). */
  day_factors: z.array(dayFactorRowSchema).nullable(),
  /** Borg per piece in cents (0: none); billed outside the VAT base and returned after pickup. */
  deposit: z.number().int(),
  /** A bundle's articles and how many of each per set (empty for other types). */
  components: z.array(itemComponentSchema),
  images: z.array(itemImageSchema),
  documents: z.array(itemDocumentSchema),
  units: z.array(unitSummarySchema),
  /** Rentable: units in service; sellable: pieces in service. */
  stock_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Bumped by every write; send it back with an update (a stale one answers 409). */
  version: recordVersionSchema,
  deleted_at: z.string().nullable(),
});
export type ItemModel = z.infer<typeof itemModelSchema>;
export const itemEntrySchema = entryOf(itemModelSchema);

/** The item form's fields (spec: the form without id, uuid and timestamps); nothing is required. */
export const itemWriteRequestSchema = z.object({
  name: plainTextSchema(200).nullish(),
  description: optionalText(10_000),
  category_id: recordIdSchema.nullish(),
  brand: optionalText(120),
  dimensions: optionalText(120),
  weight: z
    .number({ error: ITEM_MESSAGES.weightInvalid })
    .min(0, ITEM_MESSAGES.weightInvalid)
    .max(1_000_000, ITEM_MESSAGES.weightInvalid)
    .nullish(),
  type: itemTypeSchema.optional(),
  status: itemStatusSchema.optional(),
  sku: optionalText(100),
  ean: optionalText(50),
  price: z
    .number({ error: ITEM_MESSAGES.priceInvalid })
    .int(ITEM_MESSAGES.priceInvalid)
    .min(0, ITEM_MESSAGES.priceInvalid)
    // € 10.000.000,00, as on invoices: far above any article, and inside the 32-bit column.
    .max(1_000_000_000, ITEM_MESSAGES.priceInvalid)
    .nullish(),
  /** The article's own staffel; null: the company's. */
  day_factors: dayFactorsSchema.nullish(),
  /**
   * A bundle's articles (rentable or sellable, each with units or stock, no bundle, not itself) and
   * how many per set; the list becomes exactly this. Only for type 'bundle'.
   */
  components: z
    .array(
      z.object({
        item_id: recordIdSchema,
        quantity: z
          .number({ error: ITEM_MESSAGES.componentQuantity })
          .int(ITEM_MESSAGES.componentQuantity)
          .min(1, ITEM_MESSAGES.componentQuantity)
          .max(100, ITEM_MESSAGES.componentQuantity),
      }),
    )
    .max(30)
    .nullish(),
  /** Borg per piece in cents; 0 or absent: none. */
  deposit: z
    .number({ error: ITEM_MESSAGES.depositInvalid })
    .int(ITEM_MESSAGES.depositInvalid)
    .min(0, ITEM_MESSAGES.depositInvalid)
    .max(100_000_000, ITEM_MESSAGES.depositInvalid)
    .nullish(),
  /** Asset ids of the item's images in display order; the image set becomes exactly this list. */
  images: z.array(recordIdSchema).max(50).optional(),
});
export type ItemWriteRequest = z.input<typeof itemWriteRequestSchema>;

/** item.update: the form's fields and the version they were based on (a stale one answers 409). */
export const itemUpdateRequestSchema = itemWriteRequestSchema.extend({
  version: baseVersionSchema.optional(),
});
export type ItemUpdateRequest = z.input<typeof itemUpdateRequestSchema>;

/** `filter`: comma list of all|rentable and stocked; `types`: comma list of rentable,sellable. */
export const itemsViewQuerySchema = pagingQuerySchema.extend({
  filter: z.string().max(100).optional(),
  types: z.string().max(100).optional(),
  q: z.string().trim().max(200).optional(),
  sort: z.enum(['name', 'created_at']).default('name'),
  direction: z.enum(['asc', 'desc']).default('asc'),
  /**
   * "Order wijzigen": the order being changed. A sellable article's `stock_count` then
   * leaves out only the pieces sold on other orders, as order.update does: this order's own
   * pieces count as in stock (the form still holds them as lines).
   */
  exclude_order: recordIdQuerySchema.optional(),
});
export type ItemsViewQuery = z.input<typeof itemsViewQuerySchema>;

export const itemListRowSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  name: z.string(),
  status: itemStatusSchema,
  type: itemTypeSchema,
  price: z.number().int().nullable(),
  /** The article's own staffel; null: the company's (what the invoice editor prices a rental by). */
  day_factors: z.array(dayFactorRowSchema).nullable(),
  /** The first image's preview, if any. */
  thumbnail_url: z.string().nullable(),
  stock_count: z.number().int(),
});
export type ItemListRow = z.infer<typeof itemListRowSchema>;
export const itemsListSchema = pagedResultsOf(itemListRowSchema);
export const itemSearchResultsSchema = resultsOf(itemListRowSchema);
export const itemSearchParamsSchema = z.object({ query: z.string().max(200) });

export const itemAvailabilityQuerySchema = z.object({
  from: isoDateSchema.optional(),
  until: isoDateSchema.optional(),
  /**
   * "Order wijzigen": the order being changed. Its own reservations then do not count
   * as taken, as order.update frees them before it reserves again, so its dates can be moved or
   * extended over days its own units hold (the form still holds those units as lines).
   */
  exclude_order: recordIdQuerySchema.optional(),
});
/**
 * yyyy-MM-dd → ids of the units free that day; an empty list means unavailable. For a package
 * (type 'bundle', no units): the numbers 1…n of its complete sets free that day (n = the count).
 */
export const itemAvailabilitySchema = z.record(z.string(), z.array(z.number().int()));
export type ItemAvailability = z.infer<typeof itemAvailabilitySchema>;

export const itemAttachDocumentRequestSchema = z.object({
  item_id: recordIdQuerySchema,
  asset_id: recordIdQuerySchema,
});

export const itemDeleteResponseSchema = z.object({ ok: z.literal(true), message: z.string() });
