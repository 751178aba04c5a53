import type { itemEntrySchema, QuoteModel } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiGet, type ResponseOf } from '../../lib/api';
import { quotesApi } from '../quotes';
import type { OrderDraftLine } from './order-lines';

/**
 * A quote's lines as the order form edits them. A quote keeps its lines by article (it holds no
 * units), so each is sent back by article and quantity; the article's type, price and picture
 * come from the article itself, as when it was added.
 */
const draftLinesOfQuote = async (quote: QuoteModel, signal?: AbortSignal): Promise<OrderDraftLine[]> => {
  const ids = [...new Set(quote.items.map((item) => item.item_id))];
  const articles = new Map(
    await Promise.all(
      ids.map(
        async (id) =>
          [
            id,
            (await apiGet<ResponseOf<typeof itemEntrySchema>>(`/item.view/${id}`, { signal })).entry.model,
          ] as const,
      ),
    ),
  );
  return quote.items.map((item, index) => {
    const article = articles.get(item.item_id);
    return {
      key: `quote-${quote.revision}-${index}`,
      itemId: item.item_id,
      itemName: item.product_name,
      itemType: article?.type ?? 'rentable',
      price: article?.price ?? null,
      thumbnailUrl: article?.images[0]?.thumbnail_url ?? null,
      unitId: 0,
      from: item.from,
      until: item.until,
      deliveryTime: item.delivery_time,
      ...(item.pickup_time ? { pickupTime: item.pickup_time } : {}),
      quantity: item.quantity,
      byItem: true,
    };
  });
};

/** The quote of an order and its lines for the form, read once per revision. */
export function useQuoteDraftLines(orderId: number) {
  return useQuery({
    queryKey: ['quotes', 'draft-lines', orderId],
    queryFn: async ({ signal }) => {
      const quote = await quotesApi.view(orderId, signal);
      return { quote, lines: await draftLinesOfQuote(quote, signal) };
    },
    staleTime: 0,
    gcTime: 0,
  });
}
