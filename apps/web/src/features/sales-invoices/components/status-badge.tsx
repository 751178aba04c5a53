import type { InvoiceStatusValue } from '@app/contracts';
import { invoiceStatusLabel } from '@app/domain';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

const TONES: Record<InvoiceStatusValue, BadgeTone> = {
  concept: 'neutral',
  outstanding: 'info',
  overdue: 'warning',
  paid: 'success',
  uncollectable: 'danger',
};

/** The status of an invoice, or of a credit note ("Verrekend", never "Betaald") when `kind` says so. */
export function InvoiceStatusBadge({
  status,
  kind = 'invoice',
}: {
  status: InvoiceStatusValue;
  kind?: 'invoice' | 'credit_note';
}) {
  return <Badge tone={TONES[status]}>{invoiceStatusLabel(status, kind)}</Badge>;
}
