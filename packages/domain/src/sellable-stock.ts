/**
 * Sold goods: a sellable article's stock is the pieces of its stock rows in
 * service minus every piece sold on a live (not cancelled) reservation, whatever its delivery day.
 * A sale takes its pieces for good from the moment the order is taken (not from the delivery day:
 * a piece promised to one customer cannot be sold to another for an earlier day); cancelling the
 * order or removing the line gives them back. Rentable units are not counted here.
 */
export type StockRow = { id: number; available: boolean; quantity: number };
export type SoldPieces = { unitId: number; quantity: number };

/** Pieces left per stock row (0 for a row out of service, never below 0). */
export const piecesLeftPerRow = (rows: readonly StockRow[], sold: readonly SoldPieces[]) => {
  const soldOf = new Map<number, number>();
  for (const sale of sold) soldOf.set(sale.unitId, (soldOf.get(sale.unitId) ?? 0) + sale.quantity);
  return rows.map((row) => ({
    id: row.id,
    left: row.available ? Math.max(0, row.quantity - (soldOf.get(row.id) ?? 0)) : 0,
  }));
};

/** The article's stock: the sum of the pieces left on its stock rows. */
export const stockLeft = (rows: readonly StockRow[], sold: readonly SoldPieces[]) =>
  piecesLeftPerRow(rows, sold).reduce((sum, row) => sum + row.left, 0);

export type StockAllocation =
  | { ok: true; parts: SoldPieces[]; left: number }
  /** `left`: the pieces still in stock (fewer than asked). */
  | { ok: false; left: number };

/**
 * Which stock rows a sale of `quantity` pieces takes: from the rows in id order (the oldest
 * delivery is sold first), as many as each has left, so the whole stock counts and not only one
 * row. Refused when fewer pieces are left than asked, or for a quantity that is not a whole
 * number of at least 1.
 */
export const allocateStock = (query: {
  rows: readonly StockRow[];
  sold: readonly SoldPieces[];
  quantity: number;
}): StockAllocation => {
  const perRow = piecesLeftPerRow(
    [...query.rows].sort((a, b) => a.id - b.id),
    query.sold,
  );
  const left = perRow.reduce((sum, row) => sum + row.left, 0);
  const { quantity } = query;
  if (!Number.isInteger(quantity) || quantity < 1 || left < quantity) return { ok: false, left };
  const parts: SoldPieces[] = [];
  let wanted = quantity;
  for (const row of perRow) {
    if (wanted === 0) break;
    const take = Math.min(row.left, wanted);
    if (take > 0) parts.push({ unitId: row.id, quantity: take });
    wanted -= take;
  }
  return { ok: true, parts, left };
};
