import type { SafetySettings } from '@app/contracts';
import { type CalendarDate, type LogEntryForRules, nextInspectionDue } from '@app/domain';
import type { CertificateRow, LogEntryRow } from './safety.repository.ts';

export type UnitForDue = { id: number; item_id: number; safety_kind: 'speeltoestel' | 'attractie' };

export const toRuleEntry = (row: LogEntryRow): LogEntryForRules => ({
  id: row.id,
  kind: row.kind,
  date: row.date,
  result: row.result,
  nextDue: row.next_due,
});

/** The certificate that counts for a unit: its own newest, else its article's newest type certificate. */
export const currentCertificateOf = (
  unit: { id: number; item_id: number },
  certificates: readonly CertificateRow[],
): CertificateRow | null => {
  const newestFirst = [...certificates].sort((a, b) =>
    a.issued_on === b.issued_on ? b.id - a.id : a.issued_on < b.issued_on ? 1 : -1,
  );
  return (
    newestFirst.find((c) => c.unit_id === unit.id) ??
    newestFirst.find((c) => c.item_id === unit.item_id && c.unit_id === null) ??
    null
  );
};

/** The next inspection due day per unit, from its log, its certificate and its kind's interval. */
export const dueDatesOf = (
  units: readonly UnitForDue[],
  log: readonly LogEntryRow[],
  certificates: readonly CertificateRow[],
  settings: SafetySettings,
): Map<number, CalendarDate | null> => {
  const logOf = new Map<number, LogEntryForRules[]>();
  for (const row of log) {
    const list = logOf.get(row.unit_id) ?? [];
    list.push(toRuleEntry(row));
    logOf.set(row.unit_id, list);
  }
  return new Map(
    units.map((unit) => [
      unit.id,
      nextInspectionDue({
        entries: logOf.get(unit.id) ?? [],
        intervalMonths: settings.kinds[unit.safety_kind].interval_months,
        certificateDate: currentCertificateOf(unit, certificates)?.issued_on ?? null,
      }),
    ]),
  );
};
