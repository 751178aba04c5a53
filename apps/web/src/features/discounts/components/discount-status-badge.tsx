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
      <span role="img" aria-label={`${label}: ${detail}`} className="relative z-10 inline-flex rounded-full">
        <Badge tone={record.expired ? 'neutral' : 'success'}>{label}</Badge>
      </span>
    </Tooltip>
  );
}
