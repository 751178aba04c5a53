import type {
  AssetContainer,
  AssetModel,
  assetEntrySchema,
  assetsViewResponseSchema,
  CategoryCreateRequest,
  categoriesListSchema,
  categoryEntrySchema,
  ItemUpdateRequest,
  itemEntrySchema,
  itemsListSchema,
  reservationReleaseResponseSchema,
  UnitCreateRequest,
  unitEntrySchema,
} from '@app/contracts';
import { PAGE_SIZE } from '@app/domain';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiDelete, apiGet, apiPatch, apiPost, apiUpload, isApiError, type ResponseOf } from '../../lib/api';
import { DETAIL_REFRESH } from '../../lib/detail-refresh';
import { saveFailed } from '../../lib/save-toast';

export type ItemTypeFilter = 'rentable' | 'sellable';

export const itemKeys = {
  all: ['items'] as const,
  list: (params: { q: string; types: readonly ItemTypeFilter[]; page: number }) =>
    ['items', 'list', params] as const,
  detail: (id: string) => ['items', 'detail', id] as const,
  categories: ['items', 'categories'] as const,
  unit: (id: string) => ['items', 'unit', id] as const,
  galleryImages: ['items', 'gallery-images'] as const,
};

export function useItemsList(
  params: { q: string; types: readonly ItemTypeFilter[]; page: number },
  options: { enabled?: boolean } = {},
) {
  return useQuery({
    queryKey: itemKeys.list(params),
    queryFn: ({ signal }) =>
      apiGet<ResponseOf<typeof itemsListSchema>>('/items.view', {
        query: {
          filter: 'all',
          types: params.types.join(','),
          q: params.q || undefined,
          page: params.page,
          per_page: PAGE_SIZE,
          sort: 'name',
          direction: 'asc',
        },
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}

/**
 * The item; reloaded when the tab gets focus again, except where `refetchOnFocus` is false (the
 * edit form, which would start over and drop what is being typed).
 */
export function useItem(
  id: string | undefined,
  { refetchOnFocus = true }: { refetchOnFocus?: boolean } = {},
) {
  return useQuery({
    ...(refetchOnFocus ? DETAIL_REFRESH : {}),
    queryKey: itemKeys.detail(id ?? ''),
    queryFn: ({ signal }) =>
      apiGet<ResponseOf<typeof itemEntrySchema>>(`/item.view/${encodeURIComponent(id ?? '')}`, { signal }),
    select: (data) => data.entry.model,
    enabled: Boolean(id),
  });
}

export function useCategories() {
  return useQuery({
    queryKey: itemKeys.categories,
    queryFn: ({ signal }) => apiGet<ResponseOf<typeof categoriesListSchema>>('/categories.view', { signal }),
    select: (data) => data.results,
  });
}

export function useUnit(id: string | undefined) {
  return useQuery({
    queryKey: itemKeys.unit(id ?? ''),
    queryFn: ({ signal }) =>
      apiGet<ResponseOf<typeof unitEntrySchema>>(`/unit.view/${encodeURIComponent(id ?? '')}`, { signal }),
    select: (data) => data.entry.model,
    enabled: Boolean(id),
  });
}

/** Where item pictures are stored (spec §7: the client sends 'thumbnails'). */
export const ITEM_IMAGE_CONTAINER = 'thumbnails' satisfies AssetContainer;

/** Images per "Meer laden" step of the Galerij (newest first). */
export const GALLERY_PAGE_SIZE = 48;

/**
 * Every stored item picture, a page at a time (`fetchNextPage` for "Meer laden"). `images` holds the
 * loaded pages in order without duplicates (an upload between two pages shifts the offsets);
 * `total` is the server's count.
 */
export function useGalleryImages(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: itemKeys.galleryImages,
    queryFn: ({ signal, pageParam }) =>
      apiGet<ResponseOf<typeof assetsViewResponseSchema>>('/assets.view', {
        // Only the container item pictures are uploaded to (uploadAsset below, and the seed): the
        // company logo is an image too, but it lives in 'logos' and is no item picture.
        query: {
          asset_type: 'asset/image',
          container: ITEM_IMAGE_CONTAINER,
          page: pageParam,
          per_page: GALLERY_PAGE_SIZE,
        },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.meta.page * last.meta.per_page < last.meta.total ? last.meta.page + 1 : undefined,
    select: (data) => {
      const seen = new Set<number>();
      const images: AssetModel[] = [];
      for (const page of data.pages) {
        for (const asset of page.results) {
          if (seen.has(asset.id)) continue;
          seen.add(asset.id);
          images.push(asset);
        }
      }
      return { images, total: data.pages.at(-1)?.meta.total ?? images.length };
    },
    enabled,
  });
}

/**
 * The spec only logs save errors; people must see that saving failed, so a red Dutch toast is
 * shown too (as for contacts and settings). Field errors also go next to their fields in the form.
 */
export function reportItemSaveError(error: unknown, what = 'Opslaan') {
  console.error(`${what} mislukt`, error);
  const detail = isApiError(error) ? error.message : 'Onbekende fout.';
  saveFailed(`${what} is mislukt. ${detail}`);
}

export function useSaveItem(id?: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ItemUpdateRequest) =>
      id
        ? apiPatch<ResponseOf<typeof itemEntrySchema>>(`/item.update/${encodeURIComponent(id)}`, body)
        : apiPost<ResponseOf<typeof itemEntrySchema>>('/item.create', body, { idempotent: true }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: itemKeys.all });
    },
    // Here, not in mutate(): it also runs when the form has unmounted in the meantime.
    onError: (error) => reportItemSaveError(error),
  });
}

export function useCreateCategory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CategoryCreateRequest) =>
      apiPost<ResponseOf<typeof categoryEntrySchema>>('/category.create', body, { idempotent: true }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: itemKeys.categories });
    },
    onError: (error) => reportItemSaveError(error),
  });
}

export function useCreateUnit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UnitCreateRequest) =>
      apiPost<ResponseOf<typeof unitEntrySchema>>('/unit.create', body, { idempotent: true }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: itemKeys.all });
    },
    onError: (error) => reportItemSaveError(error),
  });
}

/** Frees a reservation that belongs to no order (the server refuses one of an order). */
export function useReleaseReservation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reservationId: number) =>
      apiDelete<ResponseOf<typeof reservationReleaseResponseSchema>>(`/reservation.release/${reservationId}`),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: itemKeys.all });
    },
  });
}

export function useAttachDocument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { item_id: number; asset_id: number }) =>
      apiPost<ResponseOf<typeof itemEntrySchema>>('/item.attach/document', body),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: itemKeys.all });
    },
  });
}

export type UploadKind = 'image' | 'document';

/** Uploads one file through asset.create; images to the public thumbnails container (spec §7). */
export function uploadAsset(
  file: File,
  kind: UploadKind,
  onProgress: (fraction: number) => void,
): Promise<AssetModel> {
  const form = new FormData();
  form.append('asset', file, file.name);
  form.append('file_name', file.name);
  form.append('file_size', String(file.size));
  form.append('last_modified', String(file.lastModified));
  form.append('mime_type', file.type);
  form.append(
    'storage_config',
    JSON.stringify({
      disk: 'public',
      container: kind === 'image' ? ITEM_IMAGE_CONTAINER : 'certificates',
    }),
  );
  form.append('asset_type', kind === 'image' ? 'asset/image' : 'asset/document');
  form.append('tags[]', kind === 'image' ? 'artikel' : 'certificaat');
  return apiUpload<ResponseOf<typeof assetEntrySchema>>('/asset.create', form, { onProgress }).then(
    (r) => r.entry.model,
  );
}
