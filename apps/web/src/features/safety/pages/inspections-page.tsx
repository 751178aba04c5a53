import { SAFETY_KIND_LABELS, type UnitSafetyRow } from '@app/contracts';
import { formatDisplayDate, formatDisplayPeriod, todayCalendarDate } from '@app/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { MessageBar } from '../../../components/ui/message-bar';
import { PageHeader } from '../../../components/ui/page-header';
import { Select } from '../../../components/ui/select';
import { LoadingState } from '../../../components/ui/spinner';
import { useUnitsSafety } from '../safety-api';

const WINDOWS = [
  { id: '30', label: 'Komende 30 dagen' },
  { id: '60', label: 'Komende 60 dagen' },
  { id: '90', label: 'Komende 90 dagen' },
] as const;

/**
 * The block that matters (the one covering today, else the next): "Buiten gebruik t/m 7 dec.
 * 2026" now, "Buiten gebruik van 5 t/m 7 dec. 2026" for one still to come.
 */
function BlockBadge({ block }: { block: NonNullable<UnitSafetyRow['blocked']> }) {
  if (block.from > todayCalendarDate()) {
    return (
      <Badge tone="warning">
        Buiten gebruik{' '}
        {block.until
          ? `van ${formatDisplayPeriod(block.from, block.until)}`
          : `vanaf ${formatDisplayDate(block.from)}`}
      </Badge>
    );
  }
  return (
    <Badge tone="danger">
      Buiten gebruik{' '}
      {block.until ? `t/m ${formatDisplayDate(block.until)}` : `sinds ${formatDisplayDate(block.from)}`}
    </Badge>
  );
}

function Reasons({ row }: { row: UnitSafetyRow }) {
  return (
    <span className="flex flex-wrap gap-2">
      {row.blocked && <BlockBadge block={row.blocked} />}
      {row.due_state === 'overdue' && row.next_due && (
        <Badge tone="danger">Keuring verlopen {formatDisplayDate(row.next_due)}</Badge>
      )}
      {row.due_state === 'due_soon' && row.next_due && (
        <Badge tone="warning">Keuring {formatDisplayDate(row.next_due)}</Badge>
      )}
      {row.certificate_state === 'expired' && row.certificate_valid_until && (
        <Badge tone="danger">Certificaat verlopen {formatDisplayDate(row.certificate_valid_until)}</Badge>
      )}
      {row.certificate_state === 'expiring' && row.certificate_valid_until && (
        <Badge tone="warning">Certificaat tot {formatDisplayDate(row.certificate_valid_until)}</Badge>
      )}
      {row.open_nvwa_reports > 0 && <Badge tone="danger">NVWA-melding open</Badge>}
    </span>
  );
}

/** "Keuringen": units whose inspection or certificate runs out, units out of service, open NVWA reports. */
export function InspectionsPage() {
  const [window, setWindow] = useState<(typeof WINDOWS)[number]['id']>('30');
  const rows = useUnitsSafety(Number(window));
  return (
    <div>
      <PageHeader
        title="Keuringen"
        description="Toestellen waarvan de keuring of het certificaat afloopt, die buiten gebruik zijn of een open NVWA-melding hebben."
      />
      <Select
        label="Periode"
        options={WINDOWS}
        value={window}
        onChange={(value) => value && setWindow(value)}
        className="mb-4 w-full sm:max-w-xs"
      />
      {rows.isPending ? (
        <LoadingState />
      ) : rows.isError ? (
        <MessageBar tone="danger">{rows.error.message}</MessageBar>
      ) : rows.data.length === 0 ? (
        <Card>
          <p className="text-sm text-gray-600">
            Alles in orde: geen keuringen die aflopen en niets buiten gebruik.
          </p>
        </Card>
      ) : (
        <Card flush>
          <ul className="divide-y divide-gray-100" aria-label="Keuringen">
            {rows.data.map((row) => (
              <li key={row.unit_id} className="flex flex-col gap-1 px-4 py-3 text-sm">
                <Link
                  to={`/items/${row.item_id}/unit/${row.unit_id}?view=safety`}
                  className="font-medium text-brand-700 [overflow-wrap:anywhere] hover:underline"
                >
                  {row.item_name} {row.serial_number ? `· S/N ${row.serial_number}` : ''}
                </Link>
                <span className="text-gray-600">{SAFETY_KIND_LABELS[row.safety_kind]}</span>
                <Reasons row={row} />
              </li>
            ))}
          </ul>
        </Card>
      )}
    </div>
  );
}
