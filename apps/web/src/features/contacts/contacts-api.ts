import {
  type ContactCreateRequest,
  type ContactSort,
  type ContactUpdateRequest,
  contactDeleteResponseSchema,
  contactDetailEntrySchema,
  contactEntrySchema,
  contactImportReportSchema,
  contactSearchResultsSchema,
  contactsListSchema,
  type PersonCreateRequest,
  type PersonUpdateRequest,
  personEntrySchema,
} from '@app/contracts';
import { apiDelete, apiDownload, apiGet, apiPatch, apiPost, apiUpload, saveBlob } from '../../lib/api';

export type ContactsListParams = {
  q: string;
  sort: ContactSort;
  direction: 'asc' | 'desc';
  page: number;
  perPage: number;
  includeDeactivated: boolean;
};

/** The contacts calls of spec §7; every answer is checked against the shared contract. */
export const contactsApi = {
  list: (params: ContactsListParams, signal?: AbortSignal) =>
    apiGet('/contacts.view', {
      schema: contactsListSchema,
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
    apiGet(`/contact.search/${encodeURIComponent(term.trim() || '%')}`, {
      schema: contactSearchResultsSchema,
      signal,
      query: { limit },
    }),

  view: (id: string, signal?: AbortSignal) =>
    apiGet(`/contact.view/${encodeURIComponent(id)}`, { schema: contactDetailEntrySchema, signal }).then(
      (r) => r.entry.model,
    ),

  create: (body: ContactCreateRequest) =>
    apiPost('/contact.create', body, { schema: contactEntrySchema }).then((r) => r.entry.model),

  update: (id: string | number, body: ContactUpdateRequest) =>
    apiPatch(`/contact.update/${id}`, body, { schema: contactEntrySchema }).then((r) => r.entry.model),

  remove: (id: string | number) =>
    apiDelete(`/contact.delete/${id}`, { schema: contactDeleteResponseSchema }),

  restore: (uuid: string) =>
    apiPost(`/contact.restore/${uuid}`, undefined, { schema: contactEntrySchema }).then((r) => r.entry.model),

  importCsv: (file: File, onProgress?: (fraction: number) => void) => {
    const form = new FormData();
    form.append('file', file);
    return apiUpload('/contact.import', form, { schema: contactImportReportSchema, onProgress });
  },

  exportXlsx: async () => {
    const { blob } = await apiDownload('/contact.export');
    saveBlob(blob, 'contacts.xlsx');
  },

  createPerson: (body: PersonCreateRequest) =>
    apiPost('/person.create', body, { schema: personEntrySchema }).then((r) => r.entry.model),

  updatePerson: (id: number, body: PersonUpdateRequest) =>
    apiPatch(`/person.update/${id}`, body, { schema: personEntrySchema }).then((r) => r.entry.model),

  deletePerson: (id: number) => apiDelete(`/person.delete/${id}`),
};
