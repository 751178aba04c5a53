import { AUDIT_ENTITY_LABELS, type AuditEvent, auditFieldLabel } from '@app/contracts';
import { formatDateTime } from '@app/domain';
import { Link } from 'react-router';
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
        {showEntity ? <RecordName event={event} /> : null}
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

/**
 * In the whole log: which record, by number or name ("Factuur 2026-0012", "Order #12", the
 * contact's name), a link to its page where it still has one; else only its kind.
 */
const SELF_NAMED: readonly AuditEvent['entity'][] = ['invoice', 'order', 'settings'];

function RecordName({ event }: { event: AuditEvent }) {
  const kind = AUDIT_ENTITY_LABELS[event.entity];
  const { record } = event;
  if (!record) return <span className="text-gray-600"> · {kind}</span>;
  // An invoice's or order's label names its kind itself ("Creditfactuur 2026-0003"); the others get it.
  const label = SELF_NAMED.includes(event.entity) ? record.label : `${kind} ${record.label}`;
  return (
    <>
      {' · '}
      {record.path ? (
        <Link to={record.path} className="break-words text-brand-700 underline hover:text-brand-800">
          {label}
        </Link>
      ) : (
        <span className="break-words text-gray-700">{label}</span>
      )}
    </>
  );
}
