import { transportCost } from '@app/domain';
import type { AppContext } from '../../context.ts';
import { readStoredSettings } from '../settings/index.ts';
import { companyAddressOf, distancesFrom } from './distances-from-company.ts';
import type { GeoAddress, TransportCostEstimate } from './geo-model.ts';

/**
 * The distance to an address and the transport costs of a rental there (delivery and pickup,
 * settings: price per km in cents, free km); all costs 0 when the distance is unknown.
 */
export const transportCostFor = async (options: {
  ctx: AppContext;
  address: GeoAddress;
}): Promise<TransportCostEstimate> => {
  const settings = await readStoredSettings(options.ctx.db);
  const [travel] = await distancesFrom(options.ctx, companyAddressOf(settings), [options.address]);
  if (!travel) return { travel: null, deliveryCents: 0, pickupCents: 0, totalCents: 0 };
  const cost = transportCost(travel.distance, {
    deliveryCostPerKmCents: settings.delivery_cost_per_kilometer,
    pickupCostPerKmCents: settings.pickup_cost_per_kilometer,
    freeKilometers: settings.free_kilometers,
  });
  return { travel, ...cost };
};
