import type { OrderStatusValue } from '@app/contracts';
import { ORDER_STATUS_LABELS } from '@app/domain';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

const TONES: Record<OrderStatusValue, BadgeTone> = {
  pending: 'warning',
  confirmed: 'info',
  paid: 'success',
  cancelled: 'neutral',
  quote: 'neutral',
};

/** In behandeling, Bevestigd, Betaald, Geannuleerd (spec §4) or Offerte. */
export function OrderStatusBadge({ status }: { status: OrderStatusValue }) {
  return <Badge tone={TONES[status]}>{ORDER_STATUS_LABELS[status]}</Badge>;
}
