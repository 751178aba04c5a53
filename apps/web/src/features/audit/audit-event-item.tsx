import {
  AUDIT_ENTITY_LABELS,
  AUDIT_FIELD_LABELS,
  type AuditEntity,
  type AuditEvent,
  BOOKING_STATUS_TEXT,
} from '@app/contracts';
import { formatDateTime, formatMoney, INVOICE_STATUS_LABELS, type InvoiceStatus } from '@app/domain';

const METHOD_NAMES: Record<string, string> = {
  bank: 'overboeking',
  cash: 'contant',
  pin: 'pin',
  ideal: 'iDEAL',
};

// Status and payment method values as the screens name them.
const namedValue = (entity: AuditEntity, field: string, value: string): string | undefined => {
  if (field === 'status')
    return entity === 'invoice'
      ? INVOICE_STATUS_LABELS[value as InvoiceStatus]
      : BOOKING_STATUS_TEXT[value as keyof typeof BOOKING_STATUS_TEXT];
  if (field === 'method' || field === 'payment_method') return METHOD_NAMES[value];
  return undefined;
};

const valueText = (entity: AuditEntity, field: string, value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') {
    const named = namedValue(entity, field, value);
    if (named) return named;
  }
  if (typeof value === 'number' && field.endsWith('_cents')) return formatMoney(value);
  if (typeof value === 'boolean') return value ? 'ja' : 'nee';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return JSON.stringify(value);
};

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
              {AUDIT_FIELD_LABELS[field] ?? field}: {valueText(event.entity, field, change.from)} →{' '}
              {valueText(event.entity, field, change.to)}
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
