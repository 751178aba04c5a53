import type { InvoiceStatusValue } from '@app/contracts';
import { INVOICE_STATUS_LABELS } from '@app/domain';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

const TONES: Record<InvoiceStatusValue, BadgeTone> = {
  concept: 'neutral',
  outstanding: 'info',
  overdue: 'warning',
  paid: 'success',
  uncollectable: 'danger',
};

export function InvoiceStatusBadge({ status }: { status: InvoiceStatusValue }) {
  return <Badge tone={TONES[status]}>{INVOICE_STATUS_LABELS[status]}</Badge>;
}
