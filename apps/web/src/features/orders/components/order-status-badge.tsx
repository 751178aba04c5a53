import type { OrderStatusValue } from '@app/contracts';
import { ORDER_STATUS_LABELS } from '@app/domain';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

const TONES: Record<OrderStatusValue, BadgeTone> = {
  pending: 'warning',
  confirmed: 'info',
  paid: 'success',
  cancelled: 'neutral',
};

/** In behandeling, Bevestigd, Betaald or Geannuleerd (spec §4). */
export function OrderStatusBadge({ status }: { status: OrderStatusValue }) {
  return <Badge tone={TONES[status]}>{ORDER_STATUS_LABELS[status]}</Badge>;
}
