import { MAX_INVOICE_AMOUNT_CENTS, ORDER_MESSAGES, type OrderCashCreateInput } from '@app/contracts';
import {
  buildOrderInvoiceLines,
  type CalendarDate,
  formatDistance,
  groupOrderLines,
  type OrderArticle,
  orderDepositsOf,
  orderLineKeyOf,
  orderLineQuantity,
  orderTotalCents,
  transportTrips,
} from '@app/domain';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { validationFailed } from '../../lib/app-error.ts';
import { normalizeSearchText } from '../../lib/search-text.ts';
import { billedArticlesOf } from './billed-articles.ts';
import type { BundleLine } from './bundle-line.ts';
import { priceArticles, type TransportQuote } from './order-pricing.ts';
import { createOrderRepository, type OrderUnitRow } from './orders.repository.ts';
import { priceRentalArticles } from './rental-line-prices.ts';

export type ReservationInput = OrderCashCreateInput['items'][number]['reservation'];

/**
 * An order line with its unit decided (see resolveOrderLines), and the request line it came from;
 * `bundle`: the package line it is a component of.
 */
export type ResolvedLine = {
  index: number;
  reservation: ReservationInput & { unit_id: number };
  bundle?: BundleLine;
};

/** One line of the order as checked against the database: the unit, its item and the period. */
export type CheckedArticle = OrderArticle & {
  index: number;
  unitId: number;
  itemId: number;
  unitPriceCents: number;
  /** The article's own staffel (items.day_factors JSON); null: the company's. */
  dayFactors: string | null;
  /** Borg per piece, cents. */
  depositCents: number;
  deliveryTime: string;
  /** Null for sold goods (they stay with the customer) and when none was chosen. */
  pickupTime: string | null;
  /** The package line this unit is a component of (billed on the package's line, not its own). */
  bundle?: BundleLine;
  /** Set by billedArticlesOf on the one line that bills a whole package. */
  billedAsBundle?: boolean;
};

export const itemField = (index: number, field: string) => `items.${index}.reservation.${field}`;

/**
 * The checked articles as the customer reads them: one line per article, days and windows
 * (domain order-line-groups.ts), its quantity the units or pieces of all its reservations. Five
 * tables are one line "5 × Statafel" on the invoice and in the mail, not five.
 */
export const orderLinesOf = (articles: readonly CheckedArticle[]): CheckedArticle[] =>
  groupOrderLines(articles, orderLineKeyOf).map((parts) => {
    const [first] = parts as [CheckedArticle, ...CheckedArticle[]];
    return { ...first, quantity: orderLineQuantity(parts) };
  });

/** Every line's unit and item, checked: it exists, belongs to the named product, can be ordered. */
export const checkOrderArticles = async (options: {
  ctx: AppContext;
  db: Db;
  lines: readonly ResolvedLine[];
  allowPastDates: boolean;
  today: CalendarDate;
}): Promise<CheckedArticle[]> => {
  const { ctx, db, lines } = options;
  const units = new Map<number, OrderUnitRow>();
  for (const row of await createOrderRepository(db, ctx.dbKind).unitsWithItems([
    ...new Set(lines.map((i) => i.reservation.unit_id)),
  ]))
    units.set(row.id, row);
  const errors: Record<string, string[]> = {};
  const refuse = (index: number, field: string, message: string) => {
    errors[itemField(index, field)] = [message];
  };
  const articles: CheckedArticle[] = [];
  for (const { index, reservation, bundle } of lines) {
    const unit = units.get(reservation.unit_id);
    const product = reservation.product_name;
    // A package has no units: a unit_id never names one.
    if (!unit || unit.item_type === 'bundle') {
      refuse(index, 'unit_id', ORDER_MESSAGES.unitNotFound);
      continue;
    }
    if (normalizeSearchText(unit.item_name) !== normalizeSearchText(product)) {
      refuse(index, 'unit_id', ORDER_MESSAGES.unitNotOfProduct(product));
      continue;
    }
    if (unit.item_deleted_at) refuse(index, 'unit_id', ORDER_MESSAGES.itemDeleted(unit.item_name));
    else if (unit.item_status !== 'active')
      refuse(index, 'unit_id', ORDER_MESSAGES.itemNotActive(unit.item_name));
    // A package's article is billed on the package's line: its own price does not matter.
    else if (unit.item_price_cents === null && !bundle)
      refuse(index, 'unit_id', ORDER_MESSAGES.noPrice(unit.item_name));
    if (unit.item_type === 'rentable' && reservation.quantity !== 1)
      refuse(index, 'quantity', ORDER_MESSAGES.quantityRentable);
    if (!options.allowPastDates && reservation.from < options.today)
      refuse(index, 'from', ORDER_MESSAGES.startInPast);
    articles.push({
      index,
      unitId: unit.id,
      itemId: unit.item_id,
      itemType: unit.item_type,
      name: unit.item_name,
      from: reservation.from,
      // Sold goods have a delivery day only: the line's `until` is not read.
      until: unit.item_type === 'rentable' ? reservation.until : reservation.from,
      quantity: unit.item_type === 'rentable' ? 1 : reservation.quantity,
      unitPriceCents: unit.item_price_cents ?? 0,
      dayFactors: unit.item_day_factors,
      depositCents: unit.item_deposit_cents,
      deliveryTime: reservation.delivery_time,
      pickupTime: unit.item_type === 'rentable' ? (reservation.pickup_time ?? null) : null,
      ...(bundle ? { bundle } : {}),
    });
  }
  const first = Object.values(errors)[0]?.[0];
  if (first) throw validationFailed(first, errors);
  return articles;
};

/**
 * The invoice lines and amounts of the checked articles (discounts, promotion, transport), priced
 * per order line (orderLinesOf): one article line and at most one discount line for "5 × …".
 */
export const priceOrderArticles = async (options: {
  ctx: AppContext;
  db: Db;
  articles: readonly CheckedArticle[];
  promoCode: string | null;
  transport: TransportQuote | null;
  today: CalendarDate;
}) => {
  const { transport } = options;
  // A package's articles are billed as one line of the package; then one line per article, days
  // and windows (five tables are "5 × Statafel").
  const articles = orderLinesOf(billedArticlesOf(options.articles));
  const rental = await priceRentalArticles({ db: options.db, articles });
  const priced = await priceArticles({
    ctx: options.ctx,
    articles: articles.map((a, i) => ({
      itemId: a.itemId,
      unitPriceCents: rental[i]?.unitPriceCents ?? a.unitPriceCents,
      units: rental[i]?.unitCount ?? a.quantity,
    })),
    promoCode: options.promoCode,
    on: options.today,
    db: options.db,
  });
  const trips = transportTrips(options.articles);
  const deposits = orderDepositsOf(articles);
  const lines = buildOrderInvoiceLines({
    articles: articles.map((article, i) => {
      const line = priced.lines[i];
      if (!line) throw new Error('prijsregel ontbreekt');
      return {
        article,
        priced: { ...line, rule: rental[i]?.rule ?? 'days' },
        itemId: article.itemId,
        bundle: article.billedAsBundle === true,
      };
    }),
    promotion: priced.promotion
      ? { code: priced.promotion.promo_code, percent: priced.promotion.value }
      : null,
    transport: transport
      ? {
          deliveryCents: transport.deliveryCents,
          pickupCents: transport.pickupCents,
          ...trips,
          distanceText: transport.travel ? formatDistance(transport.travel.distance) : null,
          fixedCents: transport.fixedCents ?? null,
        }
      : null,
    deposits,
  });
  const total = orderTotalCents(lines);
  if (
    lines.some((l) => Math.abs(l.unitCount * l.unitPriceCents) > MAX_INVOICE_AMOUNT_CENTS) ||
    total > MAX_INVOICE_AMOUNT_CENTS
  )
    throw validationFailed(ORDER_MESSAGES.totalTooLarge, { items: [ORDER_MESSAGES.totalTooLarge] });
  const sum = (pick: (l: (typeof priced.lines)[number]) => number) =>
    priced.lines.reduce((s, l) => s + pick(l), 0);
  const transportAmount =
    transport === null
      ? 0
      : (transport.fixedCents ?? null) !== null
        ? (transport.fixedCents ?? 0)
        : transport.deliveryCents * (transport.deliveryCents > 0 ? trips.deliveryTrips : 0) +
          transport.pickupCents * (transport.pickupCents > 0 ? trips.pickupTrips : 0);
  return {
    lines,
    total,
    promotion: priced.promotion,
    gross: sum((l) => l.grossCents),
    discount: sum((l) => l.discountCents),
    promotionAmount: sum((l) => l.promotionCents),
    transportAmount,
    depositAmount: deposits.reduce((sum, d) => sum + d.count * d.cents, 0),
  };
};

/** What priceOrderArticles answers: the invoice lines and the amounts of the order. */
export type PricedOrder = Awaited<ReturnType<typeof priceOrderArticles>>;
