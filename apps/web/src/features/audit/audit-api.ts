import type { AuditEntity, AuditViewResults } from '@app/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../lib/api';

export const AUDIT_KEY = ['audit'] as const;

/**
 * One record's history. `version` is the record's version: a change the page saves bumps it,
 * so the history is read again without every mutation having to know about it.
 */
export function useRecordAudit(entity: AuditEntity, id: string, version?: number) {
  return useQuery({
    queryKey: [...AUDIT_KEY, entity, id, version ?? 0],
    queryFn: ({ signal }) =>
      apiGet<AuditViewResults>('/audit.view', { signal, query: { entity, id, per_page: 100 } }),
  });
}

export type AuditLogFilter = {
  entity?: AuditEntity | undefined;
  /** A colleague (users.id), or an actor that is no person by name ('systeem', 'klant (online)'). */
  actor?: { id: number } | { name: string } | undefined;
  from?: string;
  until?: string;
  page: number;
};

/** The whole log (owner only), newest first. */
export function useAuditLog(filter: AuditLogFilter) {
  return useQuery({
    queryKey: [...AUDIT_KEY, 'log', filter],
    queryFn: ({ signal }) =>
      apiGet<AuditViewResults>('/audit.view', {
        signal,
        query: {
          entity: filter.entity,
          actor_id: filter.actor && 'id' in filter.actor ? filter.actor.id : undefined,
          actor: filter.actor && 'name' in filter.actor ? filter.actor.name : undefined,
          from: filter.from || undefined,
          until: filter.until || undefined,
          page: filter.page,
          per_page: 50,
        },
      }),
    placeholderData: keepPreviousData,
  });
}
