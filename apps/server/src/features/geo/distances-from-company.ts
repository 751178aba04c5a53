import type { AppContext } from '../../context.ts';
import { readStoredSettings, type StoredSettings } from '../settings/index.ts';
import { type GeoAddress, type Location, pointKey, type TravelEstimate } from './geo-model.ts';
import { locateAddresses } from './locate-addresses.ts';
import { routeFromOrigin } from './route-from-origin.ts';
import { estimateOf } from './travel-estimate.ts';

export const companyAddressOf = (settings: StoredSettings): GeoAddress => ({
  address_line_1: settings.identity_address_line_1,
  postal_code: settings.identity_postal_code,
  city: settings.identity_city,
  country: settings.identity_country,
});

/** From `company` to each address: cached router figures, ONE router call for the rest, else estimates. */
export const distancesFrom = async (ctx: AppContext, company: GeoAddress, addresses: GeoAddress[]) => {
  const [origin, ...targets] = await locateAddresses({ ctx, addresses: [company, ...addresses] });
  if (!origin) return addresses.map(() => null);
  const located = targets.filter((t): t is Location => t !== null);
  const figures = await routeFromOrigin(ctx, origin, located);
  return targets.map((t, i) =>
    t ? estimateOf(origin, t, figures.get(pointKey(t.point)), [company, addresses[i] ?? {}]) : null,
  );
};

/**
 * Distances from the company to many addresses, with ONE router call (a table from the company)
 * for all that are not cached. Null for an address that cannot be located, and for all when the
 * company address cannot be located.
 */
export const distancesFromCompany = async (options: {
  ctx: AppContext;
  addresses: GeoAddress[];
}): Promise<(TravelEstimate | null)[]> =>
  distancesFrom(options.ctx, companyAddressOf(await readStoredSettings(options.ctx.db)), options.addresses);
