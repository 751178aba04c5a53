import { addCalendarDays, diffCalendarDays } from './dates.ts';
import { roundHalfAwayFromZero } from './money.ts';

/**
 * The wettelijke handelsrente (art. 6:119a BW) per half year: the ECB's main refinancing rate on
 * the first day of the half year plus 8 percentage points (art. 6:120 lid 2 BW), published by the
 * Dutch government each January and July. Source: rijksoverheid.nl "Wettelijke rente
 * handelstransacties" / De Nederlandsche Bank, table "Wettelijke rente".
 *
 *   2020-01-01 … 2022-12-31   8,00 %  (ECB rate 0,00 %)
 *   2023-01-01               10,50 %
 *   2023-07-01               12,00 %
 *   2024-01-01               12,50 %
 *   2024-07-01               12,25 %
 *   2025-01-01               11,15 %
 *   2025-07-01               10,15 %
 *   2026-01-01               10,15 %
 *
 * The last row holds until a newer one is added here: add each new half year when it is published.
 */
export const COMMERCIAL_INTEREST_RATES: ReadonlyArray<{ from: string; percent: number }> = [
  { from: '2020-01-01', percent: 8 },
  { from: '2023-01-01', percent: 10.5 },
  { from: '2023-07-01', percent: 12 },
  { from: '2024-01-01', percent: 12.5 },
  { from: '2024-07-01', percent: 12.25 },
  { from: '2025-01-01', percent: 11.15 },
  { from: '2025-07-01', percent: 10.15 },
  { from: '2026-01-01', percent: 10.15 },
];

/** The rate (percent a year) that applies on a day; the oldest row before the table starts. */
export const commercialInterestRateOn = (day: string): number => {
  let percent = COMMERCIAL_INTEREST_RATES[0]?.percent ?? 0;
  for (const row of COMMERCIAL_INTEREST_RATES) if (row.from <= day) percent = row.percent;
  return percent;
};

/**
 * The commercial interest (cents) on a principal from the day after the due date up to and
 * including `until`: each day at the rate of its half year (1/365 of the yearly rate), and, as
 * art. 6:119a lid 4 with 6:119 lid 2 BW says, after every full year the interest of that year is
 * added to the amount interest runs on. 0 when nothing is overdue yet.
 */
export const commercialInterestCents = (principalCents: number, dueDate: string, until: string): number => {
  const days = diffCalendarDays(dueDate, until);
  if (principalCents <= 0 || days <= 0) return 0;
  let base = principalCents;
  let total = 0;
  let thisYear = 0;
  for (let i = 1; i <= days; i++) {
    thisYear += (base * commercialInterestRateOn(addCalendarDays(dueDate, i))) / 100 / 365;
    if (i % 365 === 0) {
      base += thisYear;
      total += thisYear;
      thisYear = 0;
    }
  }
  return roundHalfAwayFromZero(total + thisYear);
};
