import {
  CONTACT_MESSAGES,
  GEO_ATTRIBUTION,
  type GeoDistance,
  type geoDistanceQuerySchema,
  OSM_ATTRIBUTION,
} from '@app/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/app-error.ts';
import { parseRecordRef } from '../../lib/ids.ts';
import { findContactByRef } from '../contacts/index.ts';
import type { GeoAddress, TravelEstimate } from './geo-model.ts';
import { transportCostFor } from './transport-cost.ts';

type DistanceQuery = z.output<typeof geoDistanceQuerySchema>;

/** GeoNames when an end came from the postcode table, OpenStreetMap when the router answered. */
export const attributionOf = (travel: TravelEstimate | null): string | null => {
  if (!travel) return null;
  const credits = [
    ...(travel.located !== 'address' ? [GEO_ATTRIBUTION] : []),
    ...(travel.source === 'osrm' ? [OSM_ATTRIBUTION] : []),
  ];
  return credits.length > 0 ? credits.join(' · ') : null;
};

/** geo.distance: from the company to a contact (by id or uuid) or to a typed address, with transport costs. */
export const describeDistance = async (ctx: AppContext, query: DistanceQuery): Promise<GeoDistance> => {
  let address: GeoAddress;
  if (query.contact_id) {
    const ref = parseRecordRef(query.contact_id);
    if (!ref) throw notFound(CONTACT_MESSAGES.notFound);
    const contact = await findContactByRef(ctx.db, ref);
    if (!contact) throw notFound(CONTACT_MESSAGES.notFound);
    address = contact;
  } else {
    address = {
      address_line_1: query.address_line_1 ?? null,
      postal_code: query.postal_code ?? null,
      city: query.city ?? null,
      country: query.country ?? null,
    };
  }
  const { travel, deliveryCents, pickupCents, totalCents } = await transportCostFor({ ctx, address });
  return {
    distance: travel?.distance ?? null,
    duration: travel?.duration ?? null,
    estimated: travel?.estimated ?? true,
    source: travel?.source ?? 'none',
    located: travel?.located ?? null,
    delivery_cost: deliveryCents,
    pickup_cost: pickupCents,
    transport_cost: totalCents,
    attribution: attributionOf(travel),
  };
};
