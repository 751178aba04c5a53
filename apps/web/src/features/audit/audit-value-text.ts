import { type AuditEntity, BOOKING_STATUS_TEXT, ROLE_LABELS } from '@app/contracts';
import {
  ADDRESS_FORM_LABELS,
  CONTACT_TYPE_LABELS,
  formatDateTime,
  formatDisplayDate,
  formatMoney,
  INVOICE_STATUS_LABELS,
  ITEM_STATUS_LABELS,
  ITEM_TYPE_LABELS,
  ORDER_STATUS_LABELS,
  VAT_TREATMENT_LABELS,
  ZERO_RATE_REASON_LABELS,
} from '@app/domain';

const METHOD_NAMES: Record<string, string> = {
  bank: 'overboeking',
  cash: 'contant',
  pin: 'pin',
  ideal: 'iDEAL',
};

const OVERDUE_POLICY_NAMES: Record<string, string> = { warn: 'waarschuwen', block: 'niet verhuren' };

/** Settings kept in cents without the `_cents` suffix (the spec's key names). */
const CENT_FIELDS = new Set(['delivery_cost_per_kilometer', 'pickup_cost_per_kilometer']);

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

const lookup = (labels: Readonly<Record<string, string>>, value: string) => labels[value];

// Stored enum values as the screens name them.
const namedValue = (entity: AuditEntity, field: string, value: string): string | undefined => {
  switch (field) {
    case 'status':
      if (entity === 'invoice') return lookup(INVOICE_STATUS_LABELS, value);
      if (entity === 'item') return lookup(ITEM_STATUS_LABELS, value);
      if (entity === 'order') return lookup(ORDER_STATUS_LABELS, value);
      return lookup(BOOKING_STATUS_TEXT, value);
    case 'method':
    case 'payment_method':
      return METHOD_NAMES[value];
    case 'type':
      return entity === 'item' ? ITEM_TYPE_LABELS[value as keyof typeof ITEM_TYPE_LABELS]?.long : undefined;
    case 'contact_type':
      return lookup(CONTACT_TYPE_LABELS, value);
    case 'role':
      return lookup(ROLE_LABELS, value);
    case 'vat_treatment':
      return lookup(VAT_TREATMENT_LABELS, value);
    case 'invoice_zero_rate_reason_default':
      return lookup(ZERO_RATE_REASON_LABELS, value);
    case 'customer_address_form':
      return lookup(ADDRESS_FORM_LABELS, value);
    case 'overdue':
      return OVERDUE_POLICY_NAMES[value];
    default:
      return undefined;
  }
};

const NESTED_NAMES: Record<string, string> = {
  speeltoestel: 'speeltoestel',
  attractie: 'attractie',
  interval_months: 'interval (maanden)',
  overdue: 'te laat',
};

/** One changed value as a person reads it: Dutch names, euros, ja/nee, '—' for empty. */
export const auditValueText = (entity: AuditEntity, field: string, value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') {
    if (CALENDAR_DAY.test(value)) return formatDisplayDate(value);
    if (INSTANT.test(value)) return formatDateTime(value);
    return namedValue(entity, field, value) ?? value;
  }
  if (typeof value === 'number') {
    return field.endsWith('_cents') || CENT_FIELDS.has(field) ? formatMoney(value) : String(value);
  }
  if (typeof value === 'boolean') return value ? 'ja' : 'nee';
  if (Array.isArray(value)) {
    // Image ids say nothing to a person; how many there are does.
    if (field === 'images') return value.length === 1 ? '1 afbeelding' : `${value.length} afbeeldingen`;
    return value.length === 0 ? '—' : value.map((v) => auditValueText(entity, field, v)).join(', ');
  }
  if (typeof value === 'object') {
    // A nested setting (the inspection rules per kind): "attractie: interval (maanden) 12, …".
    return Object.entries(value as Record<string, unknown>)
      .map(([key, inner]) => {
        const name = NESTED_NAMES[key] ?? key;
        const text = auditValueText(entity, key, inner);
        return typeof inner === 'object' && inner !== null ? `${name} (${text})` : `${name} ${text}`;
      })
      .join('; ');
  }
  return String(value);
};
