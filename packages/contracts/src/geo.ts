import { z } from 'zod';
import { entryOf } from './common.ts';

/** Dutch texts of the distance lookup, shared by the server and the screens. */
export const GEO_MESSAGES = {
  contactOrAddress: 'Geef een contact (contact_id) of een adres op, niet allebei.',
  contactId: 'Een contact-id is een nummer of een uuid.',
  text: 'Vul tekst in zonder besturingstekens.',
  tooLong: (max: number) => `Maximaal ${max} tekens.`,
  unknown: 'Afstand onbekend',
} as const;

/**
 * Credit GeoNames wherever a distance from the offline postcode table is shown (CC BY 4.0 asks for
 * it); the API answers it in `attribution` when it applies.
 */
export const GEO_ATTRIBUTION = 'Afstanden geschat met GeoNames (geonames.org), CC BY 4.0';
/** Credit for routes from an OSRM server on OpenStreetMap data (ODbL). */
export const OSM_ATTRIBUTION = 'Routes © OpenStreetMap-bijdragers (openstreetmap.org/copyright)';

const addressText = (max: number) =>
  z
    .string({ error: GEO_MESSAGES.text })
    .max(max, GEO_MESSAGES.tooLong(max))
    .refine((value) => !/\p{Cc}/u.test(value), GEO_MESSAGES.text)
    .optional();

/**
 * geo.distance: either `contact_id` (the numeric id or the uuid) or an address typed in a form (a
 * new contact without an id yet). The distance is measured from the company address (identity_*
 * settings).
 */
export const geoDistanceQuerySchema = z
  .object({
    contact_id: z
      .string({ error: GEO_MESSAGES.contactId })
      .trim()
      .regex(/^(\d{1,12}|[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$/, {
        error: GEO_MESSAGES.contactId,
      })
      .optional(),
    address_line_1: addressText(200),
    postal_code: addressText(20),
    city: addressText(200),
    /** ISO 3166-1 alpha-2 ('nl', the default) or the country's name. */
    country: addressText(60),
  })
  .superRefine((query, ctx) => {
    const hasAddress = [query.address_line_1, query.postal_code, query.city].some((v) => v?.trim());
    if (!!query.contact_id === hasAddress) {
      ctx.addIssue({ code: 'custom', path: ['contact_id'], message: GEO_MESSAGES.contactOrAddress });
    }
  });
export type GeoDistanceQuery = z.input<typeof geoDistanceQuerySchema>;

/** How the distance was measured: over the roads by the router, or estimated from the straight line. */
export const geoSourceSchema = z.enum(['osrm', 'estimate', 'none']);
/** How precisely the two ends were found (the coarser of the two). */
export const geoLocatedSchema = z.enum(['address', 'postcode', 'place']);

export const geoDistanceSchema = z.object({
  /** One-way road distance in metres; null when the company or the address cannot be located. */
  distance: z.number().int().nullable(),
  /** Driving time in seconds; null with distance. */
  duration: z.number().int().nullable(),
  /** True unless routed over the roads between two exactly located addresses: show "± … (geschat)". */
  estimated: z.boolean(),
  source: geoSourceSchema,
  located: geoLocatedSchema.nullable(),
  /** Transport costs in euro cents (settings: price per km, free km), 0 when the distance is unknown. */
  delivery_cost: z.number().int(),
  pickup_cost: z.number().int(),
  transport_cost: z.number().int(),
  /** Credits to show next to the distance (GeoNames, OpenStreetMap), or null when none are needed. */
  attribution: z.string().nullable(),
});
export type GeoDistance = z.infer<typeof geoDistanceSchema>;

export const geoDistanceEntrySchema = entryOf(geoDistanceSchema);
