/**
 * Prices of an order's article lines after discounts and a promotion code.
 *
 * The rule, per line:
 * 1. gross = unit price × units (units: rental days × quantity, or pieces for a sale);
 * 2. the single best discount of the line's item (the highest percentage among the discounts
 *    active on the order date that list the item; discounts never add up);
 * 3. then the promotion code's percentage on what is left of the line after that discount, so
 *    20% korting and a 10% code take 20% and then 10% of the rest (28% in all), never 30%;
 * 4. net = gross − discount − promotion.
 *
 * Every amount is integer cents, computed from integers and rounded once, half away from zero
 * (as `roundHalfAwayFromZero` in money.ts does for invoices); the arithmetic is exact (BigInt),
 * so large amounts do not lose cents. Percentages are whole numbers 0–100, prices and units
 * whole numbers of 0 or more, so a discount is never more than the line and net is never below 0.
 *
 * Prices are whatever the item price is (including or excluding VAT): the discount lowers that
 * amount, and the invoice applies its own VAT rules (tax.ts) to the discounted amounts. Transport
 * costs are not article lines and get no discount or promotion; the caller leaves them out.
 */

export type PricingLine = { itemId: number; unitPriceCents: number; units: number };

/** A discount active on the order date: the items it lists and its percentage. */
export type PricingDiscount = { itemIds: readonly number[]; value: number };

export type PricingPromotion = { value: number };

export type PricedLine = {
  itemId: number;
  unitPriceCents: number;
  units: number;
  /** unitPriceCents × units. */
  grossCents: number;
  /** The best discount's percentage, 0 without one. */
  discountPercent: number;
  discountCents: number;
  /** The promotion's percentage, 0 without one. */
  promotionPercent: number;
  /** Taken from gross − discount. */
  promotionCents: number;
  /** grossCents − discountCents − promotionCents, never below 0. */
  netCents: number;
};

export type PricedTotals = {
  grossCents: number;
  discountCents: number;
  promotionCents: number;
  netCents: number;
};

export const MIN_DISCOUNT_PERCENT = 1;
export const MAX_DISCOUNT_PERCENT = 100;

const requireWhole = (value: number, what: string) => {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${what} moet een geheel getal van 0 of meer zijn: ${value}`);
  }
  return value;
};

const requirePercent = (value: number) => {
  if (!Number.isInteger(value) || value < 0 || value > MAX_DISCOUNT_PERCENT) {
    throw new RangeError(`Geen geldig kortingspercentage (0–100): ${value}`);
  }
  return value;
};

/** `percent`% of `cents` (both whole, cents ≥ 0), rounded half away from zero, exactly. */
export const percentOfCents = (cents: number, percent: number): number => {
  requireWhole(cents, 'Een bedrag');
  requirePercent(percent);
  // For a non-negative amount "half away from zero" is "half up": floor((c·p + 50) / 100).
  return Number((BigInt(cents) * BigInt(percent) + 50n) / 100n);
};

/**
 * The discount that counts for an item: the highest percentage among those listing it; among
 * equals the first in the list (callers pass them in a stable order, e.g. oldest first). Null when
 * no discount lists the item.
 */
export const bestDiscountOf = <D extends PricingDiscount>(
  itemId: number,
  discounts: readonly D[],
): D | null => {
  let best: D | null = null;
  for (const discount of discounts) {
    if (!discount.itemIds.includes(itemId)) continue;
    if (best === null || discount.value > best.value) best = discount;
  }
  return best;
};

/** Prices each article line; see the rule at the top of this file. */
export const priceOrderLines = (input: {
  lines: readonly PricingLine[];
  discounts: readonly PricingDiscount[];
  promotion?: PricingPromotion | null;
}): PricedLine[] => {
  const promotionPercent = input.promotion ? requirePercent(input.promotion.value) : 0;
  for (const discount of input.discounts) requirePercent(discount.value);
  return input.lines.map((line) => {
    const unitPriceCents = requireWhole(line.unitPriceCents, 'Een prijs');
    const units = requireWhole(line.units, 'Het aantal');
    const grossCents = requireWhole(unitPriceCents * units, 'Een regelbedrag');
    const discountPercent = bestDiscountOf(line.itemId, input.discounts)?.value ?? 0;
    const discountCents = percentOfCents(grossCents, discountPercent);
    const promotionCents = percentOfCents(grossCents - discountCents, promotionPercent);
    return {
      itemId: line.itemId,
      unitPriceCents,
      units,
      grossCents,
      discountPercent,
      discountCents,
      promotionPercent,
      promotionCents,
      netCents: grossCents - discountCents - promotionCents,
    };
  });
};

/** The sums of priced lines (each already whole cents, so no further rounding). */
export const sumPricedLines = (lines: readonly PricedLine[]): PricedTotals =>
  lines.reduce(
    (total, line) => ({
      grossCents: total.grossCents + line.grossCents,
      discountCents: total.discountCents + line.discountCents,
      promotionCents: total.promotionCents + line.promotionCents,
      netCents: total.netCents + line.netCents,
    }),
    { grossCents: 0, discountCents: 0, promotionCents: 0, netCents: 0 },
  );
