import {
  type DayFactorRow,
  dayFactorTableProblems,
  parseDecimalInput,
  parseWholeNumberInput,
  priceForDayCount,
  type RentalPricingRules,
} from '@app/domain';

/** A staffel row as typed in the form. */
export type StaffelRowText = { days: string; factor: string };

/** A factor in Dutch writing: 1.5 → "1,5". */
export const factorText = (factor: number | null) =>
  factor === null ? '' : String(factor).replace('.', ',');

export const staffelRowsText = (rows: readonly DayFactorRow[]): StaffelRowText[] =>
  rows.map((row) => ({ days: String(row.days), factor: factorText(row.factor) }));

/**
 * The typed rows as a table, or the problems keyed by row field ("1.factor"), with the server's
 * own rules (domain dayFactorTableProblems), so the form refuses what the server would.
 */
export const parseStaffelRows = (
  rows: readonly StaffelRowText[],
): { rows: DayFactorRow[] | null; problems: Record<string, string> } => {
  const problems: Record<string, string> = {};
  const parsed = rows.map((row, index) => {
    const days = parseWholeNumberInput(row.days);
    const factor = parseDecimalInput(row.factor);
    if (days === null) problems[`${index}.days`] = 'Vul een heel aantal dagen in.';
    if (factor === null) problems[`${index}.factor`] = 'Vul een factor in, bijvoorbeeld 1,5.';
    return { days: days ?? 0, factor: factor ?? 0 };
  });
  if (Object.keys(problems).length > 0) return { rows: null, problems };
  const rules = dayFactorTableProblems(parsed);
  return Object.keys(rules).length > 0 ? { rows: null, problems: rules } : { rows: parsed, problems: {} };
};

/** The first message of a table's problems, for a form's one error on the whole table. */
export const firstStaffelProblem = (rows: readonly StaffelRowText[]) =>
  Object.values(parseStaffelRows(rows).problems)[0] ?? null;

const PREVIEW_DAYS = [1, 2, 3, 4, 5, 6, 7, 14] as const;

/** "1 dag € 100,00", "2 dagen € 150,00", … for a preview of the table with a day price. */
export const staffelPreview = (
  dayPriceCents: number,
  rules: Pick<RentalPricingRules, 'dayFactors' | 'extraDayFactor'>,
) =>
  PREVIEW_DAYS.map((days) => ({
    days,
    label: `${days} ${days === 1 ? 'dag' : 'dagen'}`,
    cents: priceForDayCount(dayPriceCents, days, rules),
  }));
