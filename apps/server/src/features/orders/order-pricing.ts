import type { PricedArticleAmounts } from '@app/domain';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { validationFailed } from '../../lib/app-error.ts';
import { createGeoService } from '../geo/geo.service.ts';

/**
 * The one place where orders meet the Discounts and Distances features.
 *
 * Transport: `createGeoService(ctx).transportCostFor(address)` (distance from the company address,
 * the fee settings; never throws on network trouble).
 * TEMPORARY until wt/discounts is merged: articles are priced without discounts or promotion (every
 * promotion code is unknown, since none exist yet). After the merge this calls
 * `createDiscountService(ctx).quote(…, db)` with the same answers.
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
};

export const UNKNOWN_PROMO_CODE = 'Deze promotiecode is onbekend of niet meer geldig.';

export const createOrderPricing = (ctx: AppContext) => ({
  /**
   * Prices the article lines on the order date `on` with the discounts active then and the
   * promotion code (a Dutch 422 on `promo_code` for an unknown, inactive or expired code). Reads
   * on `db`, the caller's transaction when there is one.
   */
  priceArticles: async (
    articles: readonly ArticleToPrice[],
    options: { promoCode: string | null; on: string },
    _db: Db,
  ): Promise<PricedArticles> => {
    if (options.promoCode) throw validationFailed(UNKNOWN_PROMO_CODE, { promo_code: [UNKNOWN_PROMO_CODE] });
    return {
      lines: articles.map((a) => {
        const grossCents = a.unitPriceCents * a.units;
        return {
          unitPriceCents: a.unitPriceCents,
          units: a.units,
          grossCents,
          discountPercent: 0,
          discountCents: 0,
          promotionPercent: 0,
          promotionCents: 0,
          netCents: grossCents,
        };
      }),
      promotion: null,
    };
  },

  /**
   * Transport cost per trip to the address, from the Distances feature; no cost when the address
   * cannot be located. Call it outside a transaction: it may go over the network.
   */
  transportFor: async (address: DeliveryAddress): Promise<TransportQuote> => {
    const cost = await createGeoService(ctx).transportCostFor(address);
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
  },
});

export type OrderPricing = ReturnType<typeof createOrderPricing>;
