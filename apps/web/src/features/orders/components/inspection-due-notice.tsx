import type { UnitInspectionDueRow } from '@app/contracts';
import { addCalendarDays, formatDisplayDate } from '@app/domain';
import { MessageBar } from '../../../components/ui/message-bar';
import type { DayRange } from './availability-calendar';

/** What runs out for one unit before the last day of a rental (a unit is fine on its due day). */
const lapsesOf = (row: UnitInspectionDueRow, until: string) => {
  const parts: string[] = [];
  if (row.next_due !== null && row.next_due < until)
    parts.push(`de keuring was uiterlijk ${formatDisplayDate(row.next_due)} nodig`);
  if (row.certificate_valid_until !== null && row.certificate_valid_until < until)
    parts.push(`het certificaat is geldig tot en met ${formatDisplayDate(row.certificate_valid_until)}`);
  return parts;
};

/**
 * Overdue inspections in the order dialog. Policy 'warn': the chosen unit(s) whose inspection or certificate
 * runs out on the rental days get a warning, and may still be added. Policy 'block': the server
 * hides the days after the due day from availability and refuses them, so the dialog says why
 * those days are struck through (and, when no unit is free, that reserving is refused).
 */
export function InspectionDueNotice({
  rows,
  range,
  chosenUnitIds,
}: {
  rows: readonly UnitInspectionDueRow[];
  range: DayRange | null;
  chosenUnitIds: readonly number[];
}) {
  // Rows were asked for the whole calendar window: inspection_overdue means due within it.
  const blocked = rows.filter((r) => r.overdue === 'block' && r.inspection_overdue && r.next_due !== null);
  const warned = range
    ? rows
        .filter((r) => r.overdue === 'warn' && chosenUnitIds.includes(r.unit_id))
        .map((r) => lapsesOf(r, range.until))
        .filter((parts) => parts.length > 0)
    : [];
  const firstBlocked = blocked
    .map((r) => r.next_due as string)
    .sort()
    .at(0);
  return (
    <>
      {warned.length > 0 && (
        <MessageBar tone="warning">
          <span data-testid="inspection-warning">
            Let op: op (een deel van) deze dagen is {warned.length === 1 ? 'dit exemplaar' : 'een exemplaar'}{' '}
            niet op tijd gekeurd: {warned[0]?.join(' en ')}. Je kunt het toch toevoegen; laat het vóór de
            verhuur keuren.
          </span>
        </MessageBar>
      )}
      {firstBlocked !== undefined && (
        <MessageBar tone={range && chosenUnitIds.length === 0 ? 'danger' : 'info'}>
          <span data-testid="inspection-blocked">
            De keuring was uiterlijk {formatDisplayDate(firstBlocked)} nodig. Volgens de instelling Keuringen
            gaat een toestel met een verlopen keuring niet op verhuur: vanaf{' '}
            {formatDisplayDate(addCalendarDays(firstBlocked, 1))} wordt reserveren geweigerd. Leg eerst een
            goedgekeurde keuring vast.
          </span>
        </MessageBar>
      )}
    </>
  );
}
