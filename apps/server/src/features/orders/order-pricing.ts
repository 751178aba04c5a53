import type { PricedArticleAmounts } from '@app/domain';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { quoteDiscounts } from '../discounts/index.ts';
import { transportCostFor } from '../geo/index.ts';

/**
 * The one place where orders meet the Discounts and Distances features:
 * - articles: quoteDiscounts, the domain pricing rule with the discounts active on the order date
 *   and the promotion code (a Dutch 422 on `promo_code` for an unknown, deactivated or expired
 *   code), read in the order's transaction;
 * - transport: transportCostFor (distance from the company address and the fee settings; never
 *   throws on network trouble).
 */

/**
 * One article line as the rental price rule billed it (rentalLinePrices): `units` × `unitPriceCents`
 * (days at the day price, or pieces at the period's price); the discounts take it as it is.
 */
export type ArticleToPrice = { itemId: number; unitPriceCents: number; units: number };

export type PricedArticles = {
  /** In the order of the articles given. */
  lines: PricedArticleAmounts[];
  promotion: { promo_code: string; value: number } | null;
};

export type DeliveryAddress = {
  address_line_1?: string | null;
  postal_code?: string | null;
  city?: string | null;
  country?: string | null;
};

export type TransportQuote = {
  travel: { distance: number; duration: number; estimated: boolean; source: string } | null;
  /** Per trip, cents including VAT. */
  deliveryCents: number;
  pickupCents: number;
  /** The whole order's transport entered by hand (replaces the per-trip cost). */
  fixedCents?: number | null;
};

/**
 * Prices the article lines on the order date `on` with the discounts active then and the
 * promotion code (a Dutch 422 on `promo_code` for an unknown, inactive or expired code). Reads on
 * `db`, the caller's transaction when there is one.
 */
export const priceArticles = async (options: {
  ctx: AppContext;
  articles: readonly ArticleToPrice[];
  promoCode: string | null;
  on: string;
  db: Db;
}): Promise<PricedArticles> => {
  const { ctx, articles } = options;
  if (articles.length === 0 && !options.promoCode) return { lines: [], promotion: null };
  const quote = await quoteDiscounts({
    ctx,
    input: {
      items: articles.map((a) => ({ item_id: a.itemId, units: a.units, unit_price: a.unitPriceCents })),
      promo_code: options.promoCode,
      on: options.on,
    },
    db: options.db,
  });
  return {
    lines: quote.lines.map((line) => ({
      unitPriceCents: line.unitPriceCents,
      units: line.units,
      grossCents: line.grossCents,
      discountPercent: line.discountPercent,
      discountCents: line.discountCents,
      promotionPercent: line.promotionPercent,
      promotionCents: line.promotionCents,
      netCents: line.netCents,
    })),
    promotion: quote.promotion
      ? { promo_code: quote.promotion.promo_code, value: quote.promotion.value }
      : null,
  };
};

/**
 * Transport cost per trip to the address, from the Distances feature; no cost when the address
 * cannot be located. Call it outside a transaction: it may go over the network.
 */
export const quoteTransport = async (options: {
  ctx: AppContext;
  address: DeliveryAddress;
}): Promise<TransportQuote> => {
  const cost = await transportCostFor({ ctx: options.ctx, address: options.address });
  return {
    travel: cost.travel
      ? {
          distance: cost.travel.distance,
          duration: cost.travel.duration,
          estimated: cost.travel.estimated,
          source: cost.travel.source,
        }
      : null,
    deliveryCents: cost.deliveryCents,
    pickupCents: cost.pickupCents,
  };
};
