/**
 * A package (bundle) line of an order: what the invoice bills (one line at the package's day price
 * and staffel) and what its component lines belong to.
 */
export type BundleLine = {
  /** The request line it came from. */
  index: number;
  itemId: number;
  name: string;
  quantity: number;
  priceCents: number;
  dayFactors: string | null;
  depositCents: number;
};
