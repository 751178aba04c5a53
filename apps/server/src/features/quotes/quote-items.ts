import type { QuoteItem } from '@app/contracts';
import type { CheckedArticle, ReservationInput } from '../orders/index.ts';

/**
 * The lines a quote keeps, by article: a quote promises "2 × Springkasteel Jungle on these days",
 * not a unit, so a line that named a unit is kept as its article with the quantity; accepting
 * the quote picks whichever units are free then. A package line stays the package.
 */
export const quoteItemsOf = (
  items: ReadonlyArray<{ reservation: ReservationInput }>,
  articles: readonly CheckedArticle[],
): QuoteItem[] =>
  items.map(({ reservation }, index) => {
    const itemId =
      reservation.unit_id === undefined
        ? (reservation.item_id ?? 0)
        : (articles.find((a) => a.index === index)?.itemId ?? 0);
    const rental = articles.find((a) => a.index === index)?.itemType !== 'sellable';
    return {
      item_id: itemId,
      product_name: reservation.product_name,
      from: reservation.from,
      until: rental ? reservation.until : reservation.from,
      delivery_time: reservation.delivery_time,
      pickup_time: rental ? (reservation.pickup_time ?? null) : null,
      quantity: reservation.quantity,
    };
  });

/** The kept lines as the order request lines that reserve them (by article and quantity). */
export const requestItemsOf = (items: readonly QuoteItem[]): Array<{ reservation: ReservationInput }> =>
  items.map((item) => ({
    reservation: {
      item_id: item.item_id,
      product_name: item.product_name,
      from: item.from,
      until: item.until,
      delivery_time: item.delivery_time,
      ...(item.pickup_time ? { pickup_time: item.pickup_time } : {}),
      quantity: item.quantity,
    },
  }));

export const parseQuoteItems = (json: string): QuoteItem[] => JSON.parse(json) as QuoteItem[];
