import { DELIVERY_TIME_WINDOWS } from '@app/domain';
import { z } from 'zod';
import {
  BOOKING_MESSAGES,
  MAX_BOOKING_CART_LINES,
  MAX_BOOKING_DISTANCE_KM,
  MAX_BOOKING_NOTES_LENGTH,
  MAX_BOOKING_QUANTITY,
} from './booking-constants.ts';
import { isoDateResponseSchema, isoDateSchema, optionalTextSchema, plainTextSchema } from './common.ts';
import { orderStatusSchema, paymentMethodSchema } from './orders.ts';
import { ORDER_MESSAGES } from './orders-constants.ts';

/**
 * The public booking API: only what /boeken shows. Articles are named by a slug, the
 * customer's request by an unguessable token; no ids, no staff or other customers' data.
 */

export const bookingSlugParamsSchema = z.object({ slug: z.string().trim().min(1).max(200) });
export const bookingTokenParamsSchema = z.object({ token: z.string().trim().min(1).max(200) });

export const bookingItemSchema = z.object({
  slug: z.string(),
  name: z.string(),
  /** 'bundle': a package (pakket) of articles, booked per day like a rentable one. */
  type: z.enum(['rentable', 'sellable', 'bundle']),
  /** Cents incl. btw: per day (rentable, bundle) or per piece (sellable). */
  price: z.number().int(),
  description: z.string().nullable(),
  category: z.string().nullable(),
  image_url: z.string().nullable(),
  /** Units that exist (rentable) or a cap on pieces (sellable): the most one may ask for. */
  max_quantity: z.number().int(),
});
export type BookingItem = z.infer<typeof bookingItemSchema>;

export const bookingShopSchema = z.object({
  company_name: z.string(),
  /** Where transport is counted from (the company's city), for a customer asked the distance. */
  city: z.string(),
  logo_url: z.string().nullable(),
  brand_color: z.string(),
  phone_number: z.string(),
  terms_text: z.string(),
  terms_version: z.string(),
  /** How a customer can pay: cash always, iDEAL while the server has a Mollie key. */
  payment_methods: z.array(z.object({ method: paymentMethodSchema, label: z.string() })),
});
export type BookingShop = z.infer<typeof bookingShopSchema>;

export const bookingItemsSchema = z.object({
  results: z.array(bookingItemSchema),
  shop: bookingShopSchema,
});
export type BookingItems = z.infer<typeof bookingItemsSchema>;

export const bookingItemEntrySchema = z.object({
  entry: z.object({
    // thumbnails: per image its small WebP (400 px) where the server made one, else the image.
    model: bookingItemSchema.extend({
      images: z.array(z.string()),
      thumbnails: z.array(z.string()),
      /** A package's articles, e.g. ["1 × Springkasteel", "2 × Tafel"]; empty for other articles. */
      contents: z.array(z.string()),
    }),
  }),
});
export type BookingItemDetail = z.infer<typeof bookingItemEntrySchema>['entry']['model'];

export const bookingAvailabilityQuerySchema = z.object({ from: isoDateSchema, until: isoDateSchema });
export const bookingAvailabilitySchema = z.object({
  /** Per day, how many units are free (0: the day is disabled). */
  results: z.array(z.object({ day: isoDateResponseSchema, free: z.number().int() })),
});
export type BookingAvailability = z.infer<typeof bookingAvailabilitySchema>;

const cartLineSchema = z
  .object({
    slug: z.string().trim().min(1).max(200),
    from: isoDateSchema,
    until: isoDateSchema,
    quantity: z
      .number({ error: BOOKING_MESSAGES.quantityInvalid })
      .int(BOOKING_MESSAGES.quantityInvalid)
      .min(1, BOOKING_MESSAGES.quantityInvalid)
      .max(MAX_BOOKING_QUANTITY, BOOKING_MESSAGES.quantityInvalid)
      .default(1),
    delivery_time: z.enum(DELIVERY_TIME_WINDOWS).default('08:00-10:00'),
    /** The pickup window on the last day of a rented article; absent: 16:00-18:00. */
    pickup_time: z.enum(DELIVERY_TIME_WINDOWS, { error: ORDER_MESSAGES.pickupTimeInvalid }).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.until < value.from)
      ctx.addIssue({ code: 'custom', path: ['until'], message: BOOKING_MESSAGES.rangeInvalid });
  });
export type BookingCartLine = z.input<typeof cartLineSchema>;

const cartSchema = z
  .array(cartLineSchema, { error: BOOKING_MESSAGES.cartEmpty })
  .min(1, BOOKING_MESSAGES.cartEmpty)
  .max(MAX_BOOKING_CART_LINES, BOOKING_MESSAGES.cartTooLarge);

const promoSchema = plainTextSchema(60)
  .nullish()
  .transform((value) => (value ? value : null));

/**
 * The one-way distance in km the customer gives for an address the server cannot locate; ignored
 * for an address it can (the located distance prices the transport).
 */
const manualDistanceSchema = z
  .number({ error: BOOKING_MESSAGES.distanceInvalid })
  .min(0, BOOKING_MESSAGES.distanceInvalid)
  .max(MAX_BOOKING_DISTANCE_KM, BOOKING_MESSAGES.distanceInvalid)
  .nullish()
  .transform((value) => value ?? null);

export const bookingQuoteRequestSchema = z.object({
  items: cartSchema,
  promo_code: promoSchema,
  postal_code: optionalTextSchema(20),
  address_line_1: optionalTextSchema(),
  city: optionalTextSchema(120),
  manual_distance_km: manualDistanceSchema,
});
export type BookingQuoteRequest = z.input<typeof bookingQuoteRequestSchema>;

export const bookingLineSchema = z.object({
  description: z.string(),
  unit_count: z.number(),
  unit_price: z.number().int(),
  tax_rate: z.number().int(),
});

export const bookingQuoteSchema = z.object({
  lines: z.array(bookingLineSchema),
  transport_amount: z.number().int(),
  /** true: transport_amount is what the order will cost (no address yet, or none located: false). */
  transport_known: z.boolean(),
  /** The address cannot be located: the customer gives the distance (manual_distance_km). */
  distance_needed: z.boolean(),
  /** The credit of an estimated distance (GeoNames, OpenStreetMap), shown with the price. */
  attribution: z.string().nullable(),
  total_amount: z.number().int(),
  promotion: z.object({ promo_code: z.string(), value: z.number().int() }).nullable(),
});
export type BookingQuote = z.infer<typeof bookingQuoteSchema>;

const requiredText = (label: string, max = 255) =>
  z
    .string({ error: BOOKING_MESSAGES.required(label) })
    .trim()
    .min(1, BOOKING_MESSAGES.required(label))
    .max(max)
    .refine((v) => !/[\p{Cc}]/u.test(v), BOOKING_MESSAGES.required(label));

export const bookingCustomerSchema = z
  .object({
    contact_type: z.enum(['individual', 'business']).default('individual'),
    first_name: optionalTextSchema(120),
    last_name: optionalTextSchema(120),
    company_name: optionalTextSchema(),
    coc_id: optionalTextSchema(40),
    vat_id: optionalTextSchema(40),
    email_address: requiredText('je e-mailadres', 254).refine(
      (v) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v),
      BOOKING_MESSAGES.emailInvalid,
    ),
    phone_number: requiredText('je telefoonnummer', 40),
    address_line_1: requiredText('het afleveradres (straat en huisnummer)'),
    postal_code: requiredText('de postcode', 20),
    city: requiredText('de plaats', 120),
  })
  .superRefine((value, ctx) => {
    const need = (field: 'first_name' | 'last_name' | 'company_name', label: string) => {
      if (!value[field])
        ctx.addIssue({ code: 'custom', path: [field], message: BOOKING_MESSAGES.required(label) });
    };
    if (value.contact_type === 'business') need('company_name', 'de bedrijfsnaam');
    else {
      need('first_name', 'je voornaam');
      need('last_name', 'je achternaam');
    }
  });
export type BookingCustomer = z.input<typeof bookingCustomerSchema>;

export const bookingCreateRequestSchema = z.object({
  items: cartSchema,
  promo_code: promoSchema,
  customer: bookingCustomerSchema,
  notes: plainTextSchema(MAX_BOOKING_NOTES_LENGTH)
    .nullish()
    .transform((value) => (value ? value : null)),
  payment_method: z.enum(['cash', 'ideal'], { error: BOOKING_MESSAGES.paymentRequired }),
  manual_distance_km: manualDistanceSchema,
  terms_accepted: z.literal(true, { error: BOOKING_MESSAGES.termsRequired }),
  terms_version: z.string().trim().max(40),
  /** Honeypot: hidden from people; a filled one is a robot. */
  website: z.string().max(500).optional(),
});
export type BookingCreateRequest = z.input<typeof bookingCreateRequestSchema>;

export const bookingViewSchema = z.object({
  /** The order number, as staff and the mails name the order (shown as #12). */
  order_number: z.number().int(),
  status: orderStatusSchema,
  status_text: z.string(),
  created_at: z.string(),
  hold_until: z.string().nullable(),
  decline_reason: z.string().nullable(),
  company_name: z.string(),
  items: z.array(
    z.object({
      name: z.string(),
      from: isoDateResponseSchema,
      until: isoDateResponseSchema,
      quantity: z.number().int(),
      delivery_time: z.string().nullable(),
      /** The pickup window on the last day; null: nothing is picked up (bought goods). */
      pickup_time: z.string().nullable(),
    }),
  ),
  /** The address the customer gave with the request (null for a request from before it was kept). */
  delivery_address: z
    .object({ address_line_1: z.string(), postal_code: z.string(), city: z.string() })
    .nullable(),
  payment_method: paymentMethodSchema,
  /** How to pay, in Dutch ("Je betaalt contant bij de levering."). */
  payment_text: z.string(),
  /** "Betaal met iDEAL": once the booking is confirmed and while something is open. */
  pay_url: z.string().nullable(),
  /** Transport over all trips, cents incl. btw (null: an order from before transport was kept). */
  transport_amount: z.number().int().nullable(),
  total_amount: z.number().int(),
});
export type BookingView = z.infer<typeof bookingViewSchema>;
export const bookingViewEntrySchema = z.object({ entry: z.object({ model: bookingViewSchema }) });

export const bookingCreatedSchema = z.object({
  entry: z.object({ model: bookingViewSchema.extend({ token: z.string() }) }),
});

/** Staff: the count of new requests and the decline's optional reason. */
export const bookingPendingCountSchema = z.object({ count: z.number().int() });
export const orderDeclineRequestSchema = z.object({
  reason: optionalTextSchema(MAX_BOOKING_NOTES_LENGTH),
});

/** Staff settings of online booking (Instellingen → Online boeken) kept in the settings table. */
export const bookingStoredSettingsSchema = z.object({
  booking_enabled: z.boolean(),
  booking_hold_hours: z
    .number()
    .int()
    .min(1)
    .max(24 * 14),
  booking_auto_confirm: z.boolean(),
  booking_brand_color: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Kies een kleur als #RRGGBB.'),
  /** Origins that may show /boeken in a frame, e.g. https://www.example.nl; empty: none. */
  booking_frame_ancestors: z
    .array(
      z.string().regex(/^https:\/\/[a-z0-9.-]+(:\d+)?$/i, 'Geef een adres als https://www.voorbeeld.nl.'),
    )
    .max(10),
});
export type BookingStoredSettings = z.infer<typeof bookingStoredSettingsSchema>;

export const MAX_TERMS_TEXT_LENGTH = 20_000;
const termsTextSchema = z
  .string()
  .max(MAX_TERMS_TEXT_LENGTH, 'De huurvoorwaarden mogen hoogstens 20.000 tekens lang zijn.');

/**
 * The settings screen's model: the stored settings plus the company's rental terms as they stand
 * (the current version of `terms_versions`, which quotes and signatures name too).
 */
export const bookingSettingsSchema = bookingStoredSettingsSchema.extend({
  booking_terms_text: termsTextSchema,
  /** The current version's number (read-only: saving a changed text makes the next version). */
  booking_terms_version: z.string(),
  /** When the current version was saved. */
  booking_terms_created_at: z.string(),
});
export type BookingSettings = z.infer<typeof bookingSettingsSchema>;
/** A save: any stored setting, and the terms text (a changed text becomes a new version). */
export const bookingSettingsPatchSchema = bookingStoredSettingsSchema
  .partial()
  .extend({ booking_terms_text: termsTextSchema.optional() });
