import type {
  DiscountCreateRequest,
  DiscountUpdateRequest,
  discountEntrySchema,
  discountsListSchema,
  itemSearchResultsSchema,
  PromotionCreateRequest,
  PromotionUpdateRequest,
  promotionEntrySchema,
  promotionsListSchema,
} from '@app/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPatch, apiPost, isApiError, type ResponseOf } from '../../lib/api';
import { toast } from '../../lib/toast';

export const discountKeys = {
  all: ['discounts'] as const,
  discounts: ['discounts', 'discounts'] as const,
  discount: (id: string) => ['discounts', 'discounts', id] as const,
  promotions: ['discounts', 'promotions'] as const,
  promotion: (id: string) => ['discounts', 'promotions', id] as const,
  itemSearch: (q: string) => ['discounts', 'item-search', q] as const,
};

export function useDiscounts() {
  return useQuery({
    queryKey: discountKeys.discounts,
    queryFn: ({ signal }) => apiGet<ResponseOf<typeof discountsListSchema>>('/discounts.view', { signal }),
    select: (data) => data.results,
  });
}

export function usePromotions() {
  return useQuery({
    queryKey: discountKeys.promotions,
    queryFn: ({ signal }) => apiGet<ResponseOf<typeof promotionsListSchema>>('/promotions.view', { signal }),
    select: (data) => data.results,
  });
}

export function useDiscount(id: string | undefined) {
  return useQuery({
    queryKey: discountKeys.discount(id ?? ''),
    queryFn: ({ signal }) =>
      apiGet<ResponseOf<typeof discountEntrySchema>>(`/discount.view/${encodeURIComponent(id ?? '')}`, {
        signal,
      }),
    select: (data) => data.entry.model,
    enabled: Boolean(id),
  });
}

export function usePromotion(id: string | undefined) {
  return useQuery({
    queryKey: discountKeys.promotion(id ?? ''),
    queryFn: ({ signal }) =>
      apiGet<ResponseOf<typeof promotionEntrySchema>>(`/promotion.view/${encodeURIComponent(id ?? '')}`, {
        signal,
      }),
    select: (data) => data.entry.model,
    enabled: Boolean(id),
  });
}

/** Articles matching the term (all, first 50 by name, when empty), for the add-item dialog. */
export function useItemSearch(term: string, enabled: boolean) {
  return useQuery({
    queryKey: discountKeys.itemSearch(term),
    queryFn: ({ signal }) =>
      apiGet<ResponseOf<typeof itemSearchResultsSchema>>(`/item.search/${encodeURIComponent(term || '%')}`, {
        signal,
      }),
    select: (data) => data.results,
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Field errors go next to the fields; anything else is shown as a red toast as well. */
export function reportDiscountSaveError(error: unknown, what = 'Opslaan') {
  console.error(`${what} mislukt`, error);
  if (isApiError(error) && error.errors && Object.keys(error.errors).length > 0) return;
  toast.error(`${what} is mislukt. ${isApiError(error) ? error.message : 'Onbekende fout.'}`);
}

export function useSaveDiscount(id?: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DiscountCreateRequest | DiscountUpdateRequest) =>
      id
        ? apiPatch<ResponseOf<typeof discountEntrySchema>>(`/discount.update/${encodeURIComponent(id)}`, body)
        : apiPost<ResponseOf<typeof discountEntrySchema>>('/discount.create', body, { idempotent: true }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: discountKeys.all });
    },
    onError: (error) => reportDiscountSaveError(error),
  });
}

export function useSavePromotion(id?: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PromotionCreateRequest | PromotionUpdateRequest) =>
      id
        ? apiPatch<ResponseOf<typeof promotionEntrySchema>>(
            `/promotion.update/${encodeURIComponent(id)}`,
            body,
          )
        : apiPost<ResponseOf<typeof promotionEntrySchema>>('/promotion.create', body, { idempotent: true }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: discountKeys.all });
    },
    onError: (error) => reportDiscountSaveError(error),
  });
}

export function useDeactivate(kind: 'discount' | 'promotion', id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiPatch(`/${kind}.update/${encodeURIComponent(id)}`, { status: 'inactive' }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: discountKeys.all });
    },
    onError: (error) => reportDiscountSaveError(error, 'Deactiveren'),
  });
}
