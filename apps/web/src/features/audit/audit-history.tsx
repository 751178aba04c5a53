import type { AuditEntity } from '@app/contracts';
import { Card } from '../../components/ui/card';
import { useRecordAudit } from './audit-api';
import { AuditEventItem } from './audit-event-item';

/** "Geschiedenis": who did what and when to this record (newest first). */
export function AuditHistory({ entity, id, version }: { entity: AuditEntity; id: string; version?: number }) {
  const audit = useRecordAudit(entity, id, version);
  const events = audit.data?.results ?? [];
  return (
    <Card title="Geschiedenis">
      {audit.isError ? (
        <p className="text-sm text-gray-600">De geschiedenis kon niet worden geladen.</p>
      ) : events.length === 0 ? (
        <p className="text-sm text-gray-600">{audit.isPending ? 'Laden…' : 'Nog niets vastgelegd.'}</p>
      ) : (
        <ul className="flex flex-col gap-2" data-testid="audit-history">
          {events.map((event) => (
            <AuditEventItem key={event.id} event={event} />
          ))}
        </ul>
      )}
    </Card>
  );
}
