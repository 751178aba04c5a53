import type { AuditEntity } from '@app/contracts';
import { lazy, Suspense, useRef } from 'react';
import { Card } from '../../components/ui/card';
import { useNearViewport } from '../../lib/use-near-viewport';
import { useRecordAudit } from './audit-api';

// The entries' code (field names and value texts of every entity) loads when the card comes
// within a screen of the viewport; the history sits at the foot of a record's page.
const AuditEventList = lazy(() => import('./audit-event-list').then((m) => ({ default: m.AuditEventList })));

/** "Geschiedenis": who did what and when to this record (newest first). */
export function AuditHistory({ entity, id, version }: { entity: AuditEntity; id: string; version?: number }) {
  const audit = useRecordAudit(entity, id, version);
  const box = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box, '100% 0px');
  const events = audit.data?.results ?? [];
  const loading = <p className="text-sm text-gray-600">Laden…</p>;
  return (
    <Card title="Geschiedenis">
      <div ref={box}>
        {audit.isError ? (
          <p className="text-sm text-gray-600">De geschiedenis kon niet worden geladen.</p>
        ) : events.length === 0 ? (
          audit.isPending ? (
            loading
          ) : (
            <p className="text-sm text-gray-600">Nog niets vastgelegd.</p>
          )
        ) : near ? (
          // Its own boundary: the record page's must not wait for the history.
          <Suspense fallback={loading}>
            <AuditEventList events={events} />
          </Suspense>
        ) : (
          loading
        )}
      </div>
    </Card>
  );
}
