import type { ZeroRateReason } from './vat-treatment.ts';

/**
 * The borg (deposit) of an order: money held for the rented goods and returned after the pickup.
 * It is no supply and no turnover: its lines carry 0 % with the reason "buiten de btw"
 * (outside_scope), so it stays out of the VAT base.
 */

export const DEPOSIT_ZERO_RATE_REASON: ZeroRateReason = 'outside_scope';

/** The line text of an article's borg. */
export const depositLineText = (articleName: string) => `Borg ${articleName}`;

export type DepositArticle = { itemId: number; name: string; quantity: number; depositCents: number };

/**
 * One line per article with a borg, in the order the articles first appear: the pieces of that
 * article on the order × its borg per piece.
 */
export const orderDepositsOf = (
  articles: readonly DepositArticle[],
): Array<{ itemId: number; name: string; count: number; cents: number }> => {
  const byItem = new Map<number, { itemId: number; name: string; count: number; cents: number }>();
  for (const article of articles) {
    if (article.depositCents <= 0) continue;
    const found = byItem.get(article.itemId);
    if (found) found.count += article.quantity;
    else
      byItem.set(article.itemId, {
        itemId: article.itemId,
        name: article.name,
        count: article.quantity,
        cents: article.depositCents,
      });
  }
  return [...byItem.values()];
};

/**
 * What was received of the borg: the invoice's payments count towards the borg first (a
 * customer who paid anything handed over the borg with it), never more than the borg.
 */
export const depositReceivedCents = (depositCents: number, paidCents: number) =>
  Math.max(0, Math.min(depositCents, paidCents));

/**
 * The borg held now over the orders not settled yet (no return recorded): what each one's
 * invoice payments brought in of its borg, summed, with how many hold any.
 */
export const depositsHeldOf = (orders: ReadonlyArray<{ depositCents: number; paidCents: number }>) => {
  let amount = 0;
  let count = 0;
  for (const order of orders) {
    const held = depositReceivedCents(order.depositCents, order.paidCents);
    if (held <= 0) continue;
    amount += held;
    count += 1;
  }
  return { amount, count };
};
