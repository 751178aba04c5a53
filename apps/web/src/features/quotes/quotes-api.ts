import type {
  QuoteActionRequest,
  QuoteCreateRequest,
  QuoteUpdateRequest,
  quoteEntrySchema,
} from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDownload, apiGet, apiPatch, apiPost, type ResponseOf, saveBlob } from '../../lib/api';
import { DETAIL_REFRESH } from '../../lib/detail-refresh';

type Entry = ResponseOf<typeof quoteEntrySchema>;

export const quoteKeys = {
  all: ['quotes'] as const,
  detail: (orderRef: string | number) => ['quotes', 'detail', String(orderRef)] as const,
};

/** Quotes (offertes) for staff; a quote is an order with status `quote`, found by the order's id. */
export const quotesApi = {
  create: (body: QuoteCreateRequest) =>
    apiPost<Entry>('/quote.create', body, { idempotent: true }).then((r) => r.entry.model),
  update: (orderId: number, body: QuoteUpdateRequest) =>
    apiPatch<Entry>(`/quote.update/${orderId}`, body, { idempotent: true }).then((r) => r.entry.model),
  view: (orderRef: string | number, signal?: AbortSignal) =>
    apiGet<Entry>(`/quote.view/${encodeURIComponent(String(orderRef))}`, { signal }).then(
      (r) => r.entry.model,
    ),
  send: (orderId: number) =>
    apiPost<Entry>(`/quote.send/${orderId}`, undefined, { idempotent: true }).then((r) => r.entry.model),
  withdraw: (orderId: number, body: QuoteActionRequest) =>
    apiPost<Entry>(`/quote.withdraw/${orderId}`, body, { idempotent: true }).then((r) => r.entry.model),
  convert: (orderId: number, body: QuoteActionRequest) =>
    apiPost<Entry>(`/quote.convert/${orderId}`, body, { idempotent: true }).then((r) => r.entry.model),
  /** The quote PDF as staff see it (with the acceptance block once accepted online). */
  downloadPdf: async (orderId: number, number: string) => {
    const { blob, filename } = await apiDownload(`/quote.pdf/${orderId}`);
    saveBlob(blob, filename ?? `offerte-${number}.pdf`);
  },
};

export function useQuote(orderRef: string | number, enabled: boolean) {
  return useQuery({
    queryKey: quoteKeys.detail(orderRef),
    queryFn: ({ signal }) => quotesApi.view(orderRef, signal),
    enabled,
    ...DETAIL_REFRESH,
  });
}

/** An action on the quote; afterwards the quote and its order (status, reservations) are read again. */
export function useQuoteAction<T>(action: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: quoteKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
      void queryClient.invalidateQueries({ queryKey: ['items'] });
    },
  });
}
