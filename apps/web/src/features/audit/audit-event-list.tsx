import type { AuditEvent } from '@app/contracts';
import { AuditEventItem } from './audit-event-item';

export function AuditEventList({ events }: { events: readonly AuditEvent[] }) {
  return (
    <ul className="flex flex-col gap-2" data-testid="audit-history">
      {events.map((event) => (
        <AuditEventItem key={event.id} event={event} />
      ))}
    </ul>
  );
}
