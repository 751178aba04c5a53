import type { AppContext } from '../../context.ts';
import { distancesFromCompany } from './distances-from-company.ts';
import type { GeoAddress, TravelEstimate } from './geo-model.ts';

/** Distance from the company to one address; null when either cannot be located. */
export const distanceFromCompany = async (options: {
  ctx: AppContext;
  address: GeoAddress;
}): Promise<TravelEstimate | null> =>
  (await distancesFromCompany({ ctx: options.ctx, addresses: [options.address] }))[0] ?? null;
