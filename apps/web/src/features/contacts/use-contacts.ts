import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../lib/api';
import { DETAIL_REFRESH } from '../../lib/detail-refresh';
import { saveFailed, saveSucceeded } from '../../lib/save-toast';
import { type ContactsListParams, contactsApi } from './contacts-api';
import { displayNameOf } from './display-name';

export const contactKeys = {
  all: ['contacts'] as const,
  list: (params: ContactsListParams) => ['contacts', 'list', params] as const,
  detail: (id: string) => ['contacts', 'detail', id] as const,
};

export function useContactsList(params: ContactsListParams, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: contactKeys.list(params),
    queryFn: ({ signal }) => contactsApi.list(params, signal),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}

export function useContact(id: string | undefined) {
  return useQuery({
    queryKey: contactKeys.detail(id ?? ''),
    queryFn: ({ signal }) => contactsApi.view(id ?? '', signal),
    enabled: Boolean(id),
    ...DETAIL_REFRESH,
  });
}

/** Every contact query (lists and details) is stale after a write. */
export function useInvalidateContacts() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: contactKeys.all });
}

/**
 * The spec only logs save errors; people must see that saving failed, so a Dutch toast is shown
 * too (field errors are also put next to their fields by the forms).
 */
export function reportSaveError(error: unknown, what = 'Opslaan') {
  console.error(`${what} mislukt`, error);
  const detail = isApiError(error) ? error.message : 'Onbekende fout.';
  saveFailed(`${what} is mislukt. ${detail}`);
}

export function useRestoreContact() {
  const invalidate = useInvalidateContacts();
  return useMutation({
    mutationFn: (uuid: string) => contactsApi.restore(uuid),
    onSuccess: (contact) => {
      saveSucceeded(`${displayNameOf(contact)} is weer actief.`);
      void invalidate();
    },
    onError: (error) => reportSaveError(error, 'Herstellen'),
  });
}
