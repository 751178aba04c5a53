import { formatDistance, formatDuration } from '@app/domain';
import { Car, Clock } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';

/** Distance and driving time from the company (§9 formats), marked "geschat" when estimated. */
export function TravelChips({
  distance,
  duration,
  estimated,
}: {
  distance: number | null;
  duration: number | null;
  estimated: boolean;
}) {
  if (distance === null && duration === null) {
    return (
      <span className="flex flex-wrap gap-1.5">
        <Badge tone="neutral">Afstand onbekend</Badge>
      </span>
    );
  }
  return (
    <span className="flex flex-wrap gap-1.5">
      {distance !== null && (
        <Badge tone="info">
          <Car className="size-3.5" aria-hidden />
          <span className="sr-only">Afstand: </span>
          {formatDistance(distance)}
        </Badge>
      )}
      {duration !== null && (
        <Badge tone="info">
          <Clock className="size-3.5" aria-hidden />
          <span className="sr-only">Rijtijd: </span>
          {formatDuration(duration)}
        </Badge>
      )}
      {estimated && <Badge tone="warning">geschat</Badge>}
    </span>
  );
}
