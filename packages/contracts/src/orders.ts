import { DELIVERY_TIME_WINDOWS, missingOrderContactFields, ORDER_CONTACT_FIELD_MESSAGES } from '@app/domain';
import { z } from 'zod';
import {
  baseVersionSchema,
  commaListQuerySchema,
  entryOf,
  isoDateResponseSchema,
  isoDateSchema,
  pagedResultsOf,
  pagingQuerySchema,
  plainTextSchema,
  recordIdQuerySchema,
  recordIdSchema,
  recordVersionSchema,
  resultsOf,
} from './common.ts';
import {
  CONTROL_CHARACTERS_MESSAGE,
  hasControlCharacters,
  MAX_MANUAL_DISTANCE_KM,
  MAX_RECORD_ID,
} from './common-constants.ts';
import {
  contactCreateRequestSchema,
  contactNameSchema,
  contactSchema,
  contactSummarySchema,
  contactUpdateRequestSchema,
} from './contacts.ts';
import { orderDepositSchema } from './deposits.ts';
import {
  MAX_MANUAL_TRANSPORT_CENTS,
  MAX_ORDER_ITEMS,
  MAX_ORDER_NOTES_LENGTH,
  MAX_ORDER_RESERVATION_DAYS,
  ORDER_MESSAGES,
  ORDER_STATUSES,
  ORDER_TRANSPORT_MESSAGES,
} from './orders-constants.ts';
import { QUOTE_STATES } from './quotes-constants.ts';
import { signatureModelSchema } from './signatures.ts';

export const orderStatusSchema = z.enum(ORDER_STATUSES);

export const paymentMethodSchema = z.enum(['cash', 'ideal']);
export type PaymentMethodValue = z.infer<typeof paymentMethodSchema>;

/** `{id}` of an existing record: the numeric id or the uuid. */
const recordRefSchema = z.union([recordIdSchema, z.string().trim().min(1).max(64)]);

export const orderReservationInputSchema = z
  .object({
    /** One unit; or leave it out and name `item_id` with a `quantity`: the server picks. */
    unit_id: z
      .number({ error: ORDER_MESSAGES.unitRequired })
      .int(ORDER_MESSAGES.unitRequired)
      .positive(ORDER_MESSAGES.unitRequired)
      .max(MAX_RECORD_ID, ORDER_MESSAGES.unitNotFound)
      .optional(),
    /** The article, when no unit is named: that many free units (rentable) or pieces (sellable). */
    item_id: z
      .number({ error: ORDER_MESSAGES.itemRequired })
      .int(ORDER_MESSAGES.itemRequired)
      .positive(ORDER_MESSAGES.itemRequired)
      .max(MAX_RECORD_ID, ORDER_MESSAGES.itemNotFound)
      .optional(),
    /** The item's name as the wizard showed it; the server checks the unit belongs to it. */
    product_name: z
      .string({ error: ORDER_MESSAGES.productNameRequired })
      .trim()
      .min(1, ORDER_MESSAGES.productNameRequired)
      .max(200)
      .refine((value) => !hasControlCharacters(value), CONTROL_CHARACTERS_MESSAGE),
    from: isoDateSchema,
    until: isoDateSchema,
    delivery_time: z.enum(DELIVERY_TIME_WINDOWS, { error: ORDER_MESSAGES.deliveryTimeInvalid }),
    /** Pickup window on the last day; absent: 16:00-18:00. Ignored for sold goods. */
    pickup_time: z.enum(DELIVERY_TIME_WINDOWS, { error: ORDER_MESSAGES.pickupTimeInvalid }).optional(),
    /** Pieces of a sellable item (default 1); a rentable unit is always 1. */
    quantity: z
      .number({ error: ORDER_MESSAGES.quantityInvalid })
      .int(ORDER_MESSAGES.quantityInvalid)
      .min(1, ORDER_MESSAGES.quantityInvalid)
      .max(100_000, ORDER_MESSAGES.quantityInvalid)
      .default(1),
  })
  .superRefine((value, ctx) => {
    if (value.unit_id === undefined && value.item_id === undefined)
      ctx.addIssue({ code: 'custom', path: ['unit_id'], message: ORDER_MESSAGES.unitRequired });
    if (value.until < value.from) {
      ctx.addIssue({ code: 'custom', path: ['until'], message: ORDER_MESSAGES.rangeInvalid });
      return;
    }
    const days = (Date.parse(value.until) - Date.parse(value.from)) / 86_400_000 + 1;
    if (days > MAX_ORDER_RESERVATION_DAYS)
      ctx.addIssue({ code: 'custom', path: ['until'], message: ORDER_MESSAGES.rangeTooLong });
  });
export type OrderReservationInput = z.input<typeof orderReservationInputSchema>;

export const orderItemInputSchema = z.object({ reservation: orderReservationInputSchema });

/** The spec's existing_contact: the contact's id or uuid, or `{id}`. */
export const existingContactInputSchema = z.union([recordRefSchema, z.object({ id: recordRefSchema })]);

/** A new contact for an order: the contact form's fields, complete as spec §5 asks. */
export const orderNewContactSchema = contactCreateRequestSchema.superRefine((value, ctx) => {
  for (const field of missingOrderContactFields(value)) {
    // The contact schema already reports a missing company name.
    if (field === 'company_name') continue;
    ctx.addIssue({ code: 'custom', path: [field], message: ORDER_CONTACT_FIELD_MESSAGES[field] });
  }
});

const orderContactFields = {
  contact_method: z.enum(['create', 'existing'], { error: ORDER_MESSAGES.contactRequired }),
  create_contact: z.unknown().optional(),
  existing_contact: z.unknown().optional(),
};

/**
 * Checks the contact part: `create` needs a complete `create_contact`, `existing` an
 * `existing_contact`; the other one is ignored (the form sends both tabs' state).
 */
export const refineOrderContact = (
  value: { contact_method: 'create' | 'existing'; create_contact?: unknown; existing_contact?: unknown },
  ctx: z.RefinementCtx,
) => {
  if (value.contact_method === 'create') {
    const parsed = orderNewContactSchema.safeParse(value.create_contact ?? {});
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        ctx.addIssue({
          code: 'custom',
          path: ['create_contact', ...issue.path.map(String)],
          message: issue.message,
        });
      }
    }
    return;
  }
  if (!existingContactInputSchema.safeParse(value.existing_contact).success) {
    ctx.addIssue({ code: 'custom', path: ['existing_contact'], message: ORDER_MESSAGES.contactRequired });
  }
};

const promoCodeSchema = plainTextSchema(60)
  .nullish()
  .transform((value) => (value ? value : null));

/** Notes for the driver: trimmed, '' and null are none; line breaks kept, control characters refused. */
export const orderNotesSchema = z
  .string({ error: 'Ongeldige invoer: verwacht een tekst.' })
  .trim()
  .max(MAX_ORDER_NOTES_LENGTH, ORDER_MESSAGES.notesTooLong)
  .refine((value) => !hasControlCharacters(value), CONTROL_CHARACTERS_MESSAGE)
  .nullish()
  .transform((value) => (value ? value : null));

/**
 * Transport entered by hand when the address cannot be located: the one-way distance in
 * km (priced with the fee settings like a located one) or the transport cost of the whole order
 * (cents incl. VAT). At most one of the two.
 */
const manualTransportFields = {
  manual_distance_km: z
    .number({ error: ORDER_TRANSPORT_MESSAGES.distanceInvalid })
    .min(0, ORDER_TRANSPORT_MESSAGES.distanceInvalid)
    .max(MAX_MANUAL_DISTANCE_KM, ORDER_TRANSPORT_MESSAGES.distanceInvalid)
    .nullish(),
  manual_transport_amount: z
    .number({ error: ORDER_TRANSPORT_MESSAGES.amountInvalid })
    .int(ORDER_TRANSPORT_MESSAGES.amountInvalid)
    .min(0, ORDER_TRANSPORT_MESSAGES.amountInvalid)
    .max(MAX_MANUAL_TRANSPORT_CENTS, ORDER_TRANSPORT_MESSAGES.amountInvalid)
    .nullish(),
};

export const refineManualTransport = (
  value: { manual_distance_km?: number | null; manual_transport_amount?: number | null },
  ctx: z.RefinementCtx,
) => {
  if (value.manual_distance_km != null && value.manual_transport_amount != null)
    ctx.addIssue({
      code: 'custom',
      path: ['manual_transport_amount'],
      message: ORDER_TRANSPORT_MESSAGES.notBoth,
    });
};

/**
 * Fields of an existing contact completed from the order form (what spec §5 asks and
 * the contact lacks), under contact.update's rules; written with the order, in its transaction.
 */
export const orderContactUpdateSchema = contactUpdateRequestSchema;

/** The fields of order.cashcreate (quote.create takes them too, plus `valid_until`). */
export const orderCashCreateShape = {
  ...orderContactFields,
  items: z
    .array(orderItemInputSchema, { error: ORDER_MESSAGES.itemsRequired })
    .min(1, ORDER_MESSAGES.itemsRequired)
    .max(MAX_ORDER_ITEMS, ORDER_MESSAGES.tooManyItems),
  /**
   * cash or iDEAL (any spelling). iDEAL only while the server has a Mollie key: without one the
   * server refuses it on this field with ORDER_MESSAGES.idealDisabled (spec §5).
   */
  payment_method: z
    .string({ error: ORDER_MESSAGES.paymentRequired })
    .trim()
    .max(20)
    .superRefine((value, ctx) => {
      const method = value.toLowerCase();
      if (method !== 'cash' && method !== 'ideal')
        ctx.addIssue({ code: 'custom', message: ORDER_MESSAGES.paymentRequired });
    })
    .transform((value): PaymentMethodValue => (value.toLowerCase() === 'ideal' ? 'ideal' : 'cash')),
  /** Send the order confirmation by mail (only to a contact with an e-mail address). */
  publish: z.boolean().default(false),
  promo_code: promoCodeSchema,
  notes: orderNotesSchema,
  /** With contact_method existing: completes the contact in the order's transaction. */
  contact_update: orderContactUpdateSchema.nullish(),
  ...manualTransportFields,
};

export const orderCashCreateRequestSchema = z
  .object(orderCashCreateShape)
  .superRefine(refineOrderContact)
  .superRefine(refineManualTransport);
/**
 * order.update: the order's lines as a whole new list (the shape of cashcreate's
 * `items`), its notes, and the version the change was based on (stale: 409 stale_version).
 */
export const orderUpdateRequestSchema = z.object({
  items: z
    .array(orderItemInputSchema, { error: ORDER_MESSAGES.itemsRequired })
    .min(1, ORDER_MESSAGES.itemsRequired)
    .max(MAX_ORDER_ITEMS, ORDER_MESSAGES.tooManyItems),
  notes: orderNotesSchema,
  version: baseVersionSchema.optional(),
  /**
   * Send the contact a changed order confirmation through the outbox (the form's "Stuur
   * gewijzigde bevestiging"). Ignored for a contact without an e-mail address.
   */
  send_confirmation: z.boolean().default(false),
});
export type OrderUpdateRequest = z.input<typeof orderUpdateRequestSchema>;
export type OrderUpdateInput = z.output<typeof orderUpdateRequestSchema>;

export type OrderCashCreateRequest = z.input<typeof orderCashCreateRequestSchema>;
export type OrderCashCreateInput = z.output<typeof orderCashCreateRequestSchema>;

/** A contact's address for the price preview; incomplete is fine (no transport cost then). */
const quoteAddressSchema = z.object({
  address_line_1: z.string().trim().max(255).nullish(),
  postal_code: z.string().trim().max(20).nullish(),
  city: z.string().trim().max(120).nullish(),
  country: z.string().trim().max(100).nullish(),
});

/** The live total of the order form: the lines as they are, nothing reserved or checked for overlap. */
export const orderQuoteRequestSchema = z
  .object({
    contact_method: z.enum(['create', 'existing']).default('existing'),
    existing_contact: existingContactInputSchema.nullish(),
    create_contact: quoteAddressSchema.nullish(),
    /** The address parts typed to complete an existing contact, over its stored ones. */
    contact_update: quoteAddressSchema.nullish(),
    items: z.array(orderItemInputSchema).max(MAX_ORDER_ITEMS, ORDER_MESSAGES.tooManyItems),
    promo_code: promoCodeSchema,
    ...manualTransportFields,
  })
  .superRefine(refineManualTransport);
export type OrderQuoteRequest = z.input<typeof orderQuoteRequestSchema>;

const orderLineSchema = z.object({
  description: z.string(),
  unitCount: z.number(),
  /** Cents including VAT. */
  unitPrice: z.number().int(),
  taxRate: z.number().int(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const orderQuoteSchema = z.object({
  lines: z.array(orderLineSchema),
  /** Before discounts and promotion, articles only. */
  gross_amount: z.number().int(),
  discount_amount: z.number().int(),
  promotion_amount: z.number().int(),
  transport_amount: z.number().int(),
  /** Including VAT: what the order will cost. */
  total_amount: z.number().int(),
  promotion: z.object({ promo_code: z.string(), value: z.number().int() }).nullable(),
  travel: z
    .object({ distance: z.number(), duration: z.number(), estimated: z.boolean(), source: z.string() })
    .nullable(),
  /**
   * The address cannot be located ("Afstand onbekend"): saving needs
   * manual_distance_km or manual_transport_amount.
   */
  distance_unknown: z.boolean(),
  /** The transport was priced from a distance or cost entered by hand. */
  transport_manual: z.boolean(),
});
export type OrderQuote = z.infer<typeof orderQuoteSchema>;

// ---------------------------------------------------------------------------------------------
// Answers

/** The order's contact, also when archived (deleted_at), with the country code for the forms. */
export const orderContactSchema = contactSummarySchema.extend(
  contactSchema.pick({ country_code: true, deleted_at: true }).shape,
);

export const orderReservationSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  unit_id: z.number().int(),
  reserved_from: isoDateResponseSchema,
  reserved_until: isoDateResponseSchema,
  delivery_time: z.string().nullable(),
  /** The pickup window on the last day; null: none chosen (16:00-18:00), or sold goods. */
  pickup_time: z.string().nullable(),
  quantity: z.number().int(),
  /** cancelled once the order is. */
  status: z.enum(['active', 'cancelled']),
  /** The package line (`bundles[].id`) this unit is a component of; null: a line of its own. */
  bundle_id: z.number().int().nullable(),
  unit: z.object({
    id: z.number().int(),
    uuid: z.string(),
    serial_number: z.string().nullable(),
    item: z.object({
      id: z.number().int(),
      uuid: z.string(),
      name: z.string(),
      type: z.enum(['rentable', 'sellable']),
      /** Cents: per rental day (rentable) or per piece. */
      price: z.number().int().nullable(),
      thumbnail_url: z.string().nullable(),
    }),
  }),
});
export type OrderReservation = z.infer<typeof orderReservationSchema>;

/** A package (bundle) on the order: one invoice line; its components are the reservations with its id. */
export const orderBundleSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  quantity: z.number().int(),
  reserved_from: isoDateResponseSchema,
  reserved_until: isoDateResponseSchema,
  delivery_time: z.string().nullable(),
  pickup_time: z.string().nullable(),
  item: z.object({
    id: z.number().int(),
    uuid: z.string(),
    name: z.string(),
    /** Cents per rental day. */
    price: z.number().int().nullable(),
  }),
});
export type OrderBundle = z.infer<typeof orderBundleSchema>;

export const orderInvoiceSummarySchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  invoice_id: z.string().nullable(),
  /** The effective status (an outstanding invoice past its due date reads overdue). */
  status: z.enum(['concept', 'outstanding', 'overdue', 'paid', 'uncollectable']),
  total_amount: z.number().int(),
});

/**
 * How a quote became this order online: who accepted (the name typed), when, from where, the
 * rental terms' version and the SHA-256 of the quote PDF that was shown. Null for an order taken
 * by staff (also a quote staff converted).
 */
export const orderAcceptanceSchema = z.object({
  name: z.string(),
  at: z.string(),
  ip: z.string(),
  user_agent: z.string(),
  terms_version: z.number().int(),
  document_sha256: z.string(),
  /** The quote's number and version that were accepted. */
  quote_number: z.string(),
  quote_revision: z.number().int(),
});
export type OrderAcceptance = z.infer<typeof orderAcceptanceSchema>;

/**
 * The quote this order is, or came from (accepted online or converted by staff): its number,
 * where it stands and when it was answered; null for an order taken without a quote.
 */
export const orderQuoteOriginSchema = z.object({
  number: z.string(),
  state: z.enum(QUOTE_STATES),
  /** When it was accepted, converted, declined or withdrawn; null while unanswered. */
  closed_at: z.string().nullable(),
});
export type OrderQuoteOrigin = z.infer<typeof orderQuoteOriginSchema>;

export const orderModelSchema = z.object({
  /** The order number shown as #id. */
  id: z.number().int(),
  uuid: z.string(),
  status: orderStatusSchema,
  created_at: z.string(),
  cancelled_at: z.string().nullable(),
  /** Cents including VAT, as priced when the order was taken. */
  total_amount: z.number().int(),
  payment_method: paymentMethodSchema,
  promo_code: z.string().nullable(),
  /** Notes for the driver (setup, power, access); null when none. */
  notes: z.string().nullable(),
  /**
   * The transport as priced: one-way distance in metres (null: unknown, or a cost was
   * entered instead), the cost incl. VAT over all trips (null: an order from before 0510), and
   * whether it was entered by hand because the address could not be located.
   */
  transport: z.object({
    distance: z.number().nullable(),
    amount: z.number().int().nullable(),
    manual: z.boolean(),
  }),
  contact: orderContactSchema,
  /** Its sales invoice; null once a cancelled order's concept was deleted. */
  invoice: orderInvoiceSummarySchema.nullable(),
  /** Paid: the order is paid or its invoice is (Bedrag voldaan). */
  is_paid: z.boolean(),
  /** Cancelled while its invoice was already published: a credit invoice is needed. */
  needs_credit_invoice: z.boolean(),
  /** The confirmation mail, when one was asked for. */
  confirmation: z
    .object({ to: z.string(), status: z.enum(['pending', 'sent', 'failed']), sent_at: z.string().nullable() })
    .nullable(),
  reservations: z.array(orderReservationSchema),
  /** Packages on the order; the units to load for each are its reservations with its `bundle_id`. */
  bundles: z.array(orderBundleSchema),
  /** The borg: asked, received, held and what went back after the pickup. */
  deposit: orderDepositSchema,
  /** The renter's signatures at handover, oldest first (append-only: a second one is a new entry). */
  signatures: z.array(signatureModelSchema),
  /** The customer's online acceptance of the quote this order came from; null otherwise. */
  acceptance: orderAcceptanceSchema.nullable(),
  /** The quote this order is or came from; null otherwise. */
  quote: orderQuoteOriginSchema.nullable(),
  /** Bumped by every write; send it back with an update (a stale one answers 409). */
  version: recordVersionSchema,
});
export type OrderModel = z.infer<typeof orderModelSchema>;
export const orderEntrySchema = entryOf(orderModelSchema);

export const orderListItemSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  status: orderStatusSchema,
  created_at: z.string(),
  total_amount: z.number().int(),
  payment_method: paymentMethodSchema,
  contact: contactNameSchema,
  /** First day through last day over the order's lines; null for an order without lines. */
  rental_period: z.object({ from: z.string(), until: z.string() }).nullable(),
  /** Where the order is delivered: the contact's city (null when the contact has none). */
  delivery_city: z.string().nullable(),
});
export type OrderListItem = z.infer<typeof orderListItemSchema>;

/** `status`: comma list of statuses (absent: all); `q`: order number, contact or product. */
export const ordersViewQuerySchema = pagingQuerySchema.extend({
  q: z.string().trim().max(200).optional(),
  status: commaListQuerySchema(ORDER_STATUSES, 'status'),
  contact_id: recordIdQuerySchema.optional(),
});
export type OrdersViewQuery = z.input<typeof ordersViewQuerySchema>;
export const ordersListSchema = pagedResultsOf(orderListItemSchema);
export type OrdersList = z.infer<typeof ordersListSchema>;

export const orderSearchParamsSchema = z.object({ query: z.string().max(200) });
export const orderSearchQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const orderSearchResultsSchema = resultsOf(orderListItemSchema);

export const orderRevertResponseSchema = z.object({
  entry: z.object({ model: orderModelSchema }),
  message: z.string(),
});
