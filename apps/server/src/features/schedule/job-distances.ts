import type { AppContext } from '../../context.ts';

/** An address as the Distances feature reads it (country as the stored ISO code, e.g. 'nl'). */
export type DistanceAddress = {
  address_line_1?: string | null;
  postal_code?: string | null;
  city?: string | null;
  country?: string | null;
};

export type TravelFromCompany = { distance: number; duration: number; estimated: boolean };

/** Metres and seconds between the company (index 0) and the given addresses (1…n). */
export type AddressMatrix = {
  distances: (number | null)[][];
  durations: (number | null)[][];
  estimated: boolean;
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
 * Until the Distances feature is on main this answers "unknown" for every address: jobs show no
 * distance chips and the route keeps the time-slot order.
 */
export const createJobDistances = (_ctx: AppContext): JobDistances => ({
  fromCompany: async (addresses) => addresses.map(() => null),
  matrix: async () => null,
});
