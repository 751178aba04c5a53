import { REPORT_MESSAGES } from '@app/contracts';
import {
  isReportPeriodTooLong,
  isValidCalendarDate,
  REPORT_PERIOD_LABELS,
  type ReportPeriodPreset,
  reportPeriodOf,
  todayCalendarDate,
} from '@app/domain';
import { useSearchParams } from 'react-router';

export type PeriodChoice = ReportPeriodPreset | 'custom';

/** The choice as it reads in the address bar (`/rapportage?periode=kwartaal`). */
const PARAM_OF: Record<PeriodChoice, string> = {
  this_month: 'maand',
  last_month: 'vorige-maand',
  this_quarter: 'kwartaal',
  this_year: 'jaar',
  custom: 'eigen',
};
const CHOICE_OF = new Map(Object.entries(PARAM_OF).map(([choice, param]) => [param, choice as PeriodChoice]));

export const PERIOD_OPTIONS = (Object.keys(PARAM_OF) as PeriodChoice[]).map((id) => ({
  id,
  label: REPORT_PERIOD_LABELS[id],
}));

/** The address of the report over from..until (a month row links to its month this way). */
export const customPeriodHref = (from: string, until: string) =>
  `/rapportage?periode=eigen&van=${from}&tot=${until}`;

export type ReportPeriod = {
  choice: PeriodChoice;
  from: string;
  until: string;
  /** Why the own period cannot be shown (the server would refuse it too); null when fine. */
  problem: string | null;
};

/**
 * The report's period, kept in the address (so Back, a reload and a shared link show the same):
 * a preset around today (default this year) or an own range `van`–`tot`.
 */
export function useReportPeriod() {
  const [params, setParams] = useSearchParams();
  const choice = CHOICE_OF.get(params.get('periode') ?? '') ?? 'this_year';
  const today = todayCalendarDate();
  let period: ReportPeriod;
  if (choice === 'custom') {
    const fallback = reportPeriodOf('this_month', today);
    const from = params.get('van') ?? '';
    const until = params.get('tot') ?? '';
    const valid = isValidCalendarDate(from) && isValidCalendarDate(until);
    period = {
      choice,
      from: valid ? from : fallback.from,
      until: valid ? until : fallback.until,
      problem: !valid
        ? null
        : until < from
          ? REPORT_MESSAGES.untilBeforeFrom
          : isReportPeriodTooLong(from, until)
            ? REPORT_MESSAGES.tooLong
            : null,
    };
  } else {
    period = { choice, ...reportPeriodOf(choice, today), problem: null };
  }
  const choose = (next: PeriodChoice) =>
    setParams(
      next === 'custom'
        ? { periode: PARAM_OF.custom, van: period.from, tot: period.until }
        : { periode: PARAM_OF[next] },
      { replace: true },
    );
  const setRange = (from: string, until: string) =>
    setParams({ periode: PARAM_OF.custom, van: from, tot: until }, { replace: true });
  return { period, choose, setRange };
}
