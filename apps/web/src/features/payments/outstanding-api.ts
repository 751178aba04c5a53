import type { outstandingEntrySchema } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiGet, type ResponseOf } from '../../lib/api';

export const OUTSTANDING_KEY = ['invoices', 'outstanding'] as const;

export function useOutstanding() {
  return useQuery({
    queryKey: OUTSTANDING_KEY,
    queryFn: async ({ signal }) =>
      (await apiGet<ResponseOf<typeof outstandingEntrySchema>>('/invoices.outstanding', { signal })).entry
        .model,
  });
}
