import type {
  contactSearchResultsSchema,
  itemAvailabilitySchema,
  itemsListSchema,
  OrderCashCreateRequest,
  OrderQuoteRequest,
  OrderStatusValue,
  OrderUpdateRequest,
  orderEntrySchema,
  orderQuoteSchema,
  orderRevertResponseSchema,
  ordersListSchema,
  unitsInspectionDueResponseSchema,
} from '@app/contracts';
import { CONTACT_PICKER_LIMIT, PAGE_SIZE } from '@app/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPatch, apiPost, type ResponseOf } from '../../lib/api';
import { DETAIL_REFRESH } from '../../lib/detail-refresh';

export const orderKeys = {
  all: ['orders'] as const,
  list: (params: { q: string; statuses: readonly OrderStatusValue[]; page: number }) =>
    ['orders', 'list', params] as const,
  detail: (id: string) => ['orders', 'detail', id] as const,
  quote: (body: OrderQuoteRequest) => ['orders', 'quote', body] as const,
};

export const ordersApi = {
  list: (params: { q: string; statuses: readonly OrderStatusValue[]; page: number }, signal?: AbortSignal) =>
    apiGet<ResponseOf<typeof ordersListSchema>>('/orders.view', {
      signal,
      query: {
        q: params.q || undefined,
        status: params.statuses.join(','),
        page: params.page,
        per_page: PAGE_SIZE,
      },
    }),
  view: (id: string, signal?: AbortSignal) =>
    apiGet<ResponseOf<typeof orderEntrySchema>>(`/order.view/${encodeURIComponent(id)}`, { signal }).then(
      (r) => r.entry.model,
    ),
  quote: (body: OrderQuoteRequest, signal?: AbortSignal) =>
    apiPost<ResponseOf<typeof orderQuoteSchema>>('/order.quote', body, { signal }),
  create: (body: OrderCashCreateRequest) =>
    apiPost<ResponseOf<typeof orderEntrySchema>>('/order.cashcreate', body, { idempotent: true }).then(
      (r) => r.entry.model,
    ),
  /** Changes the order's lines and notes; `version` in the body as the page loaded it. */
  /** One key per submission: a retried change (and its changed confirmation) happens once. */
  update: (id: string | number, body: OrderUpdateRequest) =>
    apiPatch<ResponseOf<typeof orderEntrySchema>>(`/order.update/${id}`, body, { idempotent: true }).then(
      (r) => r.entry.model,
    ),
  /** `version`: the order as the page shows it; refused (409) when it changed meanwhile. */
  revert: (id: string | number, version?: number) =>
    apiDelete<ResponseOf<typeof orderRevertResponseSchema>>(`/order.revert/${id}`, { query: { version } }),
  /** Active contacts for the picker: at most 6 (spec §9). */
  pickContacts: (term: string, signal?: AbortSignal) =>
    apiGet<ResponseOf<typeof contactSearchResultsSchema>>(
      `/contact.search/${encodeURIComponent(term.trim() || '%')}`,
      {
        signal,
        query: { limit: CONTACT_PICKER_LIMIT },
      },
    ).then((r) => r.results.slice(0, CONTACT_PICKER_LIMIT)),
  /**
   * Products with stock (step 1 of the add-item dialog). `excludeOrder`: the order being changed,
   * whose own sold pieces then count as in stock (its lines are in the form).
   */
  stockedItems: (q: string, signal?: AbortSignal, excludeOrder?: number) =>
    apiGet<ResponseOf<typeof itemsListSchema>>('/items.view', {
      signal,
      query: {
        filter: 'all,stocked',
        q: q || undefined,
        page: 1,
        per_page: 50,
        sort: 'name',
        direction: 'asc',
        exclude_order: excludeOrder,
      },
    }).then((r) => r.results),
  /** `excludeOrder`: the order being changed; its own reservations do not count as taken. */
  availability: (itemId: number, from: string, until: string, signal?: AbortSignal, excludeOrder?: number) =>
    apiGet<ResponseOf<typeof itemAvailabilitySchema>>(`/item.availability/${itemId}`, {
      signal,
      query: { from, until, exclude_order: excludeOrder },
    }),
  /** Per unit of the article, its inspection due day, certificate end and the overdue policy. */
  inspectionDue: (itemId: number, from: string, until: string, signal?: AbortSignal) =>
    apiGet<ResponseOf<typeof unitsInspectionDueResponseSchema>>('/units.inspection_due', {
      signal,
      query: { item_id: itemId, from, until },
    }),
};

export function useOrdersList(params: { q: string; statuses: readonly OrderStatusValue[]; page: number }) {
  return useQuery({
    queryKey: orderKeys.list(params),
    queryFn: ({ signal }) => ordersApi.list(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useOrder(id: string | undefined) {
  return useQuery({
    queryKey: orderKeys.detail(id ?? ''),
    queryFn: ({ signal }) => ordersApi.view(id ?? '', signal),
    enabled: Boolean(id),
    ...DETAIL_REFRESH,
  });
}

/** The live total of the order form; the previous answer stays while the next one loads. */
export function useOrderQuote(body: OrderQuoteRequest, enabled: boolean) {
  return useQuery({
    queryKey: orderKeys.quote(body),
    queryFn: ({ signal }) => ordersApi.quote(body, signal),
    placeholderData: keepPreviousData,
    enabled,
    retry: false,
  });
}

export function useRevertOrder(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (version?: number) => ordersApi.revert(id, version),
    onSuccess: (result) => {
      queryClient.setQueryData(orderKeys.detail(id), result.entry.model);
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
      // Freed units show as available again on the item pages.
      void queryClient.invalidateQueries({ queryKey: ['items'] });
    },
  });
}
