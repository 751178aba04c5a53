import type { AppContext } from '../../context.ts';
import { attributionOf, transportCostFor } from '../geo/index.ts';

/** The delivery address as the customer typed it on /boeken (always in the Netherlands). */
export type BookingAddress = {
  address_line_1: string | null;
  postal_code: string | null;
  city: string | null;
};

export const deliveryAddressOf = (address: BookingAddress) => ({ ...address, country: 'nl' });

/**
 * What the customer's address decides about the transport before it is priced (the orders'
 * transport rule prices it): an address the Distances feature locates is priced by its distance,
 * and a distance the customer typed is then ignored, so nobody lowers their own transport cost; only
 * for an address it cannot locate does the typed distance count. With the credit of an estimated
 * distance, shown next to the price. Outside a transaction: it may go over the network.
 */
export const bookingTransportOf = async (options: {
  ctx: AppContext;
  address: BookingAddress;
  manualDistanceKm: number | null;
}) => {
  const { travel } = await transportCostFor({
    ctx: options.ctx,
    address: deliveryAddressOf(options.address),
  });
  return {
    located: travel !== null,
    manualDistanceKm: travel === null ? options.manualDistanceKm : null,
    attribution: travel === null ? null : attributionOf(travel),
  };
};
