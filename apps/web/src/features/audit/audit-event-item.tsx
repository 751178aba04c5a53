import { AUDIT_ENTITY_LABELS, type AuditEvent, auditFieldLabel } from '@app/contracts';
import { formatDateTime } from '@app/domain';
import { auditValueText } from './audit-value-text';

/** One line of a history: when (Amsterdam), who, what, and the fields that changed. */
export function AuditEventItem({ event, showEntity = false }: { event: AuditEvent; showEntity?: boolean }) {
  const changes = Object.entries(event.changes ?? {});
  return (
    <li
      className="flex flex-col gap-0.5 border-b border-gray-100 pb-2 last:border-0"
      data-testid="audit-event"
    >
      <span className="text-sm">
        <span className="font-medium">{event.action_label}</span>
        {showEntity ? <span className="text-gray-600"> · {AUDIT_ENTITY_LABELS[event.entity]}</span> : null}
        {event.summary ? <span className="break-words text-gray-700"> · {event.summary}</span> : null}
      </span>
      <span className="text-xs text-gray-600">
        {formatDateTime(event.created_at)} · {event.actor.name}
      </span>
      {changes.length > 0 ? (
        <ul className="text-xs text-gray-700">
          {changes.map(([field, change]) => (
            <li key={field} className="break-words">
              {auditFieldLabel(field)}: {auditValueText(event.entity, field, change.from)} →{' '}
              {auditValueText(event.entity, field, change.to)}
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
