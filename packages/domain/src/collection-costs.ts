import { roundHalfAwayFromZero } from './money.ts';

/**
 * The scale of the Besluit vergoeding voor buitengerechtelijke incassokosten (art. 2), over the
 * principal in cents: 15 % of the first € 2.500, 10 % of the next € 2.500, 5 % of the next
 * € 5.000, 1 % of the next € 190.000 and 0,5 % above € 200.000; at least € 40 and at most € 6.775.
 */
const STEPS: ReadonlyArray<{ upToCents: number; percent: number }> = [
  { upToCents: 250_000, percent: 15 },
  { upToCents: 500_000, percent: 10 },
  { upToCents: 1_000_000, percent: 5 },
  { upToCents: 20_000_000, percent: 1 },
  { upToCents: Number.POSITIVE_INFINITY, percent: 0.5 },
];

export const COLLECTION_COSTS_MIN_CENTS = 4_000;
export const COLLECTION_COSTS_MAX_CENTS = 677_500;
/** Art. 6:96 lid 4 BW: the fixed compensation a business owes for late payment (art. 6:119a). */
export const BUSINESS_COMPENSATION_CENTS = 4_000;

/** The collection costs of the scale for a principal (cents), without VAT. */
export const collectionCostsCents = (principalCents: number): number => {
  if (principalCents <= 0) return 0;
  let costs = 0;
  let lower = 0;
  for (const step of STEPS) {
    const part = Math.min(principalCents, step.upToCents) - lower;
    if (part <= 0) break;
    costs += (part * step.percent) / 100;
    lower = step.upToCents;
  }
  const rounded = roundHalfAwayFromZero(costs);
  return Math.min(COLLECTION_COSTS_MAX_CENTS, Math.max(COLLECTION_COSTS_MIN_CENTS, rounded));
};

/**
 * The costs as charged: a creditor who cannot deduct VAT may add 21 % VAT to them (Besluit art. 2
 * lid 3); one that can deduct VAT may not.
 */
export const collectionCostsWithVatCents = (principalCents: number, addVat: boolean): number => {
  const costs = collectionCostsCents(principalCents);
  return addVat ? costs + roundHalfAwayFromZero((costs * 21) / 100) : costs;
};
