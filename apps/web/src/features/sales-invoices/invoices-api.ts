import type {
  contactDetailEntrySchema,
  contactSearchResultsSchema,
  InvoiceCreateRequest,
  InvoiceModel,
  InvoiceSendRequest,
  InvoiceSort,
  InvoiceUpdateRequest,
  invoiceEntrySchema,
  invoiceMailInfoEntrySchema,
  invoicesListSchema,
  itemSearchResultsSchema,
} from '@app/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  apiDelete,
  apiDownload,
  apiGet,
  apiPatch,
  apiPost,
  isApiError,
  type ResponseOf,
  saveBlob,
} from '../../lib/api';
import { DETAIL_REFRESH } from '../../lib/detail-refresh';
import { saveFailed, saveSucceeded } from '../../lib/save-toast';
import { isStaleVersion } from '../../lib/stale-version';
import { toast } from '../../lib/toast';

export const INVOICES_KEY = ['invoices'] as const;

export type InvoicesListParams = {
  q: string;
  sort: InvoiceSort;
  direction: 'asc' | 'desc';
  page: number;
  perPage: number;
};

export const invoicesApi = {
  list: (params: InvoicesListParams, signal?: AbortSignal) =>
    apiGet<ResponseOf<typeof invoicesListSchema>>('/invoices.view', {
      query: {
        q: params.q || undefined,
        sort: params.sort,
        direction: params.direction,
        page: params.page,
        per_page: params.perPage,
      },
      ...(signal ? { signal } : {}),
    }),
  view: async (id: string, signal?: AbortSignal) =>
    (
      await apiGet<ResponseOf<typeof invoiceEntrySchema>>(`/invoice.view/${encodeURIComponent(id)}`, {
        ...(signal ? { signal } : {}),
      })
    ).entry.model,
  create: async (body: InvoiceCreateRequest) =>
    (await apiPost<ResponseOf<typeof invoiceEntrySchema>>('/invoice.create', body, { idempotent: true }))
      .entry.model,
  update: async (id: number, body: InvoiceUpdateRequest) =>
    (await apiPatch<ResponseOf<typeof invoiceEntrySchema>>(`/invoice.update/${id}`, body)).entry.model,
  remove: async (id: number) =>
    (await apiDelete<ResponseOf<typeof invoiceEntrySchema>>(`/invoice.delete/${id}`)).entry.model,
  duplicate: async (id: number) =>
    (
      await apiPost<ResponseOf<typeof invoiceEntrySchema>>(`/invoice.duplicate/${id}`, undefined, {
        idempotent: true,
      })
    ).entry.model,
  searchContacts: async (term: string, signal?: AbortSignal) =>
    (
      await apiGet<ResponseOf<typeof contactSearchResultsSchema>>(
        `/contact.search/${encodeURIComponent(term.trim() || '%')}`,
        {
          ...(signal ? { signal } : {}),
        },
      )
    ).results,
  mailInfo: async (id: number, signal?: AbortSignal) =>
    (
      await apiGet<ResponseOf<typeof invoiceMailInfoEntrySchema>>(`/invoice.mail/${id}`, {
        ...(signal ? { signal } : {}),
      })
    ).entry.model,
  send: async (id: number, body: InvoiceSendRequest) =>
    (await apiPost<ResponseOf<typeof invoiceEntrySchema>>(`/invoice.send/${id}`, body)).entry.model,
  searchItems: async (term: string, signal?: AbortSignal) =>
    (
      await apiGet<ResponseOf<typeof itemSearchResultsSchema>>(
        `/item.search/${encodeURIComponent(term.trim() || '%')}`,
        {
          ...(signal ? { signal } : {}),
        },
      )
    ).results,
  credit: async (id: number, lines?: Array<{ uuid: string; unitCount: number }>) =>
    (
      await apiPost<ResponseOf<typeof invoiceEntrySchema>>(`/invoice.credit/${id}`, lines ? { lines } : {}, {
        idempotent: true,
      })
    ).entry.model,
  viewContact: async (id: number, signal?: AbortSignal) =>
    (
      await apiGet<ResponseOf<typeof contactDetailEntrySchema>>(`/contact.view/${id}`, {
        ...(signal ? { signal } : {}),
      })
    ).entry.model,
};

/** The file name the server gives, else one built from the number or concept id. */
export const pdfFileName = (
  invoice: Pick<InvoiceModel, 'status' | 'invoice_id' | 'concept_id'> & { kind?: InvoiceModel['kind'] },
) =>
  invoice.status !== 'concept' && invoice.invoice_id
    ? `${invoice.kind === 'credit_note' ? 'creditfactuur' : 'factuur'}-${invoice.invoice_id}.pdf`
    : `concept-${invoice.concept_id}.pdf`;

export const errorText = (error: unknown, fallback = 'Er ging iets mis. Probeer het opnieuw.') =>
  isApiError(error) ? error.message : fallback;

export function useInvoicesList(params: InvoicesListParams) {
  return useQuery({
    queryKey: [...INVOICES_KEY, 'list', params],
    queryFn: ({ signal }) => invoicesApi.list(params, signal),
    placeholderData: keepPreviousData,
  });
}

export const invoiceMailKey = (id: number) => [...INVOICES_KEY, 'mail', id] as const;

/**
 * The prefilled mail and the sent history. While a mail waits in the outbox (or is retried) the
 * history is polled, so the page shows when it went out.
 */
export function useInvoiceMail(id: number) {
  return useQuery({
    queryKey: invoiceMailKey(id),
    queryFn: ({ signal }) => invoicesApi.mailInfo(id, signal),
    refetchInterval: (query) =>
      query.state.data?.history.some((mail) => mail.status === 'pending') ? 3000 : false,
  });
}

export function useInvoice(id: string) {
  return useQuery({
    queryKey: [...INVOICES_KEY, 'view', id],
    queryFn: ({ signal }) => invoicesApi.view(id, signal),
    ...DETAIL_REFRESH,
  });
}

/**
 * Writes the answer into the cache of the detail view (by uuid) and refreshes the lists. A failure
 * is a toast unless `errorToast` is false (the page then shows `error` itself); a refusal as stale
 * (someone else changed the invoice) calls `onStale` instead: the query client reloads the
 * invoice and the page says so next to the current state.
 */
export function useInvoiceMutation<TArgs>(
  mutationFn: (args: TArgs) => Promise<InvoiceModel>,
  successMessage?: string,
  { errorToast = true, onStale }: { errorToast?: boolean; onStale?: () => void } = {},
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (model) => {
      client.setQueryData([...INVOICES_KEY, 'view', model.uuid], model);
      void client.invalidateQueries({ queryKey: [...INVOICES_KEY, 'list'] });
      // A credit note changes its invoice too (credited, what is left, maybe closed): that page
      // reads again, not from the cache of before.
      if (model.kind === 'credit_note' && model.credited_invoice)
        void client.invalidateQueries({ queryKey: [...INVOICES_KEY, 'view', model.credited_invoice.uuid] });
      if (successMessage) saveSucceeded(successMessage);
    },
    onError: (error) => {
      if (isStaleVersion(error) && onStale) onStale();
      else if (errorToast) saveFailed(errorText(error));
    },
  });
}

/**
 * Downloads the PDF. A failed download shows the message; when the error answer has a body it is
 * opened in a new window as well (spec §8).
 */
export function usePdfDownload() {
  return useMutation({
    mutationFn: async (invoice: InvoiceModel) => {
      const { blob, filename } = await apiDownload(`/invoice.render/${invoice.uuid}`);
      saveBlob(blob, filename ?? pdfFileName(invoice));
    },
    onError: (error) => {
      toast.error(errorText(error, 'De PDF kon niet worden gedownload.'));
      const body = isApiError(error) ? error.body : undefined;
      if (body) {
        const url = URL.createObjectURL(new Blob([body], { type: 'text/plain;charset=utf-8' }));
        window.open(url, '_blank', 'noopener');
        setTimeout(() => URL.revokeObjectURL(url), 60_000);
      }
    },
  });
}
