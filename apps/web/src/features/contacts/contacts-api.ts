import type {
  ContactCreateRequest,
  ContactImportDuplicateMode,
  ContactSort,
  ContactUpdateRequest,
  contactDeleteResponseSchema,
  contactDetailEntrySchema,
  contactEntrySchema,
  contactImportReportSchema,
  contactSearchResultsSchema,
  contactsListSchema,
  PersonCreateRequest,
  PersonUpdateRequest,
  personEntrySchema,
} from '@app/contracts';
import {
  apiDelete,
  apiDownload,
  apiGet,
  apiPatch,
  apiPost,
  apiUpload,
  type ResponseOf,
  saveBlob,
} from '../../lib/api';

export type ContactsListParams = {
  q: string;
  sort: ContactSort;
  direction: 'asc' | 'desc';
  page: number;
  perPage: number;
  includeDeactivated: boolean;
};

/** The contacts calls of spec §7, typed by their contracts (see `ResponseOf` in lib/api.ts). */
export const contactsApi = {
  list: (params: ContactsListParams, signal?: AbortSignal) =>
    apiGet<ResponseOf<typeof contactsListSchema>>('/contacts.view', {
      signal,
      query: {
        q: params.q || undefined,
        sort: params.sort,
        direction: params.direction,
        page: params.page,
        per_page: params.perPage,
        include_deactivated: params.includeDeactivated,
      },
    }),

  /** Active contacts only (pickers); '%' when the term is empty. */
  search: (term: string, limit?: number, signal?: AbortSignal) =>
    apiGet<ResponseOf<typeof contactSearchResultsSchema>>(
      `/contact.search/${encodeURIComponent(term.trim() || '%')}`,
      {
        signal,
        query: { limit },
      },
    ),

  view: (id: string, signal?: AbortSignal) =>
    apiGet<ResponseOf<typeof contactDetailEntrySchema>>(`/contact.view/${encodeURIComponent(id)}`, {
      signal,
    }).then((r) => r.entry.model),

  create: (body: ContactCreateRequest) =>
    apiPost<ResponseOf<typeof contactEntrySchema>>('/contact.create', body, { idempotent: true }).then(
      (r) => r.entry.model,
    ),

  update: (id: string | number, body: ContactUpdateRequest) =>
    apiPatch<ResponseOf<typeof contactEntrySchema>>(`/contact.update/${id}`, body).then((r) => r.entry.model),

  remove: (id: string | number) =>
    apiDelete<ResponseOf<typeof contactDeleteResponseSchema>>(`/contact.delete/${id}`),

  restore: (uuid: string) =>
    apiPost<ResponseOf<typeof contactEntrySchema>>(`/contact.restore/${uuid}`).then((r) => r.entry.model),

  importCsv: (
    file: File,
    onDuplicate: ContactImportDuplicateMode,
    onProgress?: (fraction: number) => void,
  ) => {
    const form = new FormData();
    form.append('on_duplicate', onDuplicate);
    form.append('file', file);
    return apiUpload<ResponseOf<typeof contactImportReportSchema>>('/contact.import', form, { onProgress });
  },

  exportXlsx: async () => {
    const { blob } = await apiDownload('/contact.export');
    saveBlob(blob, 'contacts.xlsx');
  },

  createPerson: (body: PersonCreateRequest) =>
    apiPost<ResponseOf<typeof personEntrySchema>>('/person.create', body, { idempotent: true }).then(
      (r) => r.entry.model,
    ),

  updatePerson: (id: number, body: PersonUpdateRequest) =>
    apiPatch<ResponseOf<typeof personEntrySchema>>(`/person.update/${id}`, body).then((r) => r.entry.model),

  deletePerson: (id: number) => apiDelete(`/person.delete/${id}`),
};
