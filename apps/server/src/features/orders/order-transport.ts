import { ORDER_TRANSPORT_MESSAGES } from '@app/contracts';
import { transportCost } from '@app/domain';
import type { AppContext } from '../../context.ts';
import { validationFailed } from '../../lib/app-error.ts';
import { readStoredSettings } from '../settings/index.ts';
import { type DeliveryAddress, quoteTransport, type TransportQuote } from './order-pricing.ts';

/** What order.cashcreate and order.quote take by hand (contract: manualTransportFields). */
export type ManualTransportInput = {
  manual_distance_km?: number | null | undefined;
  manual_transport_amount?: number | null | undefined;
};

export type OrderTransport = TransportQuote & {
  /** The address (or the company's) could not be located: "Afstand onbekend". */
  distanceUnknown: boolean;
  /** Priced from a distance or cost entered by hand. */
  manual: boolean;
};

const filled = (value: string | null | undefined) => Boolean(value?.trim());

/**
 * An unknown distance is never free: the transport of an order to `address`. Located: the
 * Distances feature's figures. Entered by hand: a distance (priced with the fee settings like a
 * located one) or the whole order's cost. Not located and nothing entered: with `requireKnown`
 * (saving) a Dutch 422 on `manual_distance_km`; without (the live quote) no cost and
 * `distanceUnknown`, so the form asks. An address with nothing typed yet is not "unknown", and
 * neither is anything while the company has no address of its own (onboarding asks for it).
 * Call it outside a transaction: it may go over the network.
 */
export const resolveOrderTransport = async (options: {
  ctx: AppContext;
  address: DeliveryAddress;
  manual: ManualTransportInput;
  requireKnown: boolean;
}): Promise<OrderTransport> => {
  const { ctx, address, manual, requireKnown } = options;
  const located = await quoteTransport({ ctx, address });
  const settings = await readStoredSettings(ctx.db);
  const companyKnown = filled(settings.identity_postal_code) || filled(settings.identity_city);
  const addressTyped = filled(address.address_line_1) || filled(address.postal_code) || filled(address.city);
  const distanceUnknown = located.travel === null && companyKnown && addressTyped;

  if (manual.manual_distance_km != null) {
    const distance = Math.round(manual.manual_distance_km * 1000);
    const cost = transportCost(distance, {
      deliveryCostPerKmCents: settings.delivery_cost_per_kilometer,
      pickupCostPerKmCents: settings.pickup_cost_per_kilometer,
      freeKilometers: settings.free_kilometers,
    });
    return {
      travel: { distance, duration: 0, estimated: true, source: 'manual' },
      deliveryCents: cost.deliveryCents,
      pickupCents: cost.pickupCents,
      fixedCents: null,
      distanceUnknown,
      manual: true,
    };
  }
  if (manual.manual_transport_amount != null) {
    return {
      travel: null,
      deliveryCents: 0,
      pickupCents: 0,
      fixedCents: manual.manual_transport_amount,
      distanceUnknown,
      manual: true,
    };
  }
  if (distanceUnknown && requireKnown) {
    throw validationFailed(ORDER_TRANSPORT_MESSAGES.manualRequired, {
      manual_distance_km: [ORDER_TRANSPORT_MESSAGES.manualRequired],
    });
  }
  return { ...located, fixedCents: null, distanceUnknown, manual: false };
};

/** The order's columns for its transport (0510). */
export const transportColumnsOf = (transport: OrderTransport | null, amountCents: number) => ({
  transport_manual: transport?.manual ? 1 : 0,
  transport_distance_m: transport?.travel?.distance ?? null,
  transport_amount_cents: amountCents,
});

/**
 * What was entered by hand when the order was taken (0510), to price a change of the order the
 * same way: the distance when one was typed, else the whole transport cost.
 */
export const manualTransportOf = (order: {
  transport_manual: number | null;
  transport_distance_m: number | null;
  transport_amount_cents: number | null;
}): ManualTransportInput => {
  if (order.transport_manual !== 1) return {};
  if (order.transport_distance_m !== null) return { manual_distance_km: order.transport_distance_m / 1000 };
  return { manual_transport_amount: order.transport_amount_cents ?? 0 };
};
