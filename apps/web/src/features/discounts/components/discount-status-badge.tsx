import { discountExpiryText } from '@app/domain';
import { Badge } from '../../../components/ui/badge';
import { Tooltip } from '../../../components/ui/tooltip';

/**
 * Actief, or Verlopen (deactivated or past its expiry day), with the expiry in a tooltip:
 * "Geldig t/m 31 dec. 2026", "Geen einddatum", "Verlopen na …" or "Gedeactiveerd".
 */
export function DiscountStatusBadge({
  record,
}: {
  record: { active: boolean; expired: boolean; expires_on: string | null };
}) {
  const label = record.expired ? 'Verlopen' : 'Actief';
  const detail = discountExpiryText(record);
  return (
    <Tooltip content={detail}>
      {/* On a phone a 44 × 44 px target (it takes focus for the tooltip); the negative margin keeps
          the row as high as before. */}
      <span
        role="img"
        aria-label={`${label}: ${detail}`}
        className="relative z-10 -my-3 inline-flex min-h-11 min-w-11 items-center justify-center rounded-full sm:my-0 sm:min-h-0 sm:min-w-0"
      >
        <Badge tone={record.expired ? 'neutral' : 'success'}>{label}</Badge>
      </span>
    </Tooltip>
  );
}
