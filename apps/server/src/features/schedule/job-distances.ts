import { GEO_ATTRIBUTION, OSM_ATTRIBUTION } from '@app/contracts';
import type { AppContext } from '../../context.ts';
import { attributionOf, distancesFromCompany, type GeoAddress, travelMatrix } from '../geo/index.ts';

/** An address as the Distances feature reads it (country as the stored ISO code, e.g. 'nl'). */
export type DistanceAddress = GeoAddress;

export type TravelFromCompany = {
  distance: number;
  duration: number;
  estimated: boolean;
  /** The credit to show with the figures (GeoNames, OpenStreetMap), or null. */
  attribution: string | null;
};

/** Metres and seconds between the company (index 0) and the given addresses (1…n). */
export type AddressMatrix = {
  distances: (number | null)[][];
  durations: (number | null)[][];
  estimated: boolean;
  attribution: string | null;
};

/**
 * The one place where the agenda asks the Distances feature (features/geo) for road distances,
 * so a day's or a week's jobs cost one batched (cached) call, never one call per job.
 */
export type JobDistances = {
  /** Per address: road distance and driving time from the company address, or null when unknown. */
  fromCompany: (addresses: readonly DistanceAddress[]) => Promise<(TravelFromCompany | null)[]>;
  /** The travel matrix of the company and the addresses, or null when unknown. */
  matrix: (addresses: readonly DistanceAddress[]) => Promise<AddressMatrix | null>;
};

/**
 * The agenda's distances from the Distances feature. Its runtime (service health, logger) is kept
 * per config on first use, when a distance is first asked, not when the routes are registered.
 */
export const createJobDistances = (ctx: AppContext): JobDistances => {
  return {
    fromCompany: async (addresses) =>
      (await distancesFromCompany({ ctx, addresses: [...addresses] })).map((travel) =>
        travel
          ? {
              distance: travel.distance,
              duration: travel.duration,
              estimated: travel.estimated,
              attribution: attributionOf(travel),
            }
          : null,
      ),
    matrix: async (addresses) => {
      const matrix = await travelMatrix({ ctx, addresses: [...addresses] });
      const credits = [
        ...(matrix.located.some((located) => located !== null && located !== 'address')
          ? [GEO_ATTRIBUTION]
          : []),
        ...(ctx.config.geo.routingUrl && !matrix.estimated ? [OSM_ATTRIBUTION] : []),
      ];
      return {
        distances: matrix.distances,
        durations: matrix.durations,
        estimated: matrix.estimated,
        attribution: credits.length > 0 ? credits.join(' · ') : null,
      };
    },
  };
};
