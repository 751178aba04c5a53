import { describe, expect, it } from 'vitest';
import {
  isReportPeriodTooLong,
  lastDayOfMonth,
  reportMonthLabel,
  reportMonthShortLabel,
  reportMonths,
  reportPeriodOf,
} from '../src/index.ts';

describe('report periods', () => {
  it('gives this month, last month, this quarter and this year', () => {
    expect(reportPeriodOf('this_month', '2026-02-14')).toEqual({ from: '2026-02-01', until: '2026-02-28' });
    expect(reportPeriodOf('last_month', '2026-01-14')).toEqual({ from: '2025-12-01', until: '2025-12-31' });
    expect(reportPeriodOf('this_quarter', '2026-05-31')).toEqual({ from: '2026-04-01', until: '2026-06-30' });
    expect(reportPeriodOf('this_quarter', '2026-12-01')).toEqual({ from: '2026-10-01', until: '2026-12-31' });
    expect(reportPeriodOf('this_year', '2028-02-29')).toEqual({ from: '2028-01-01', until: '2028-12-31' });
    expect(lastDayOfMonth('2028-02-10')).toBe('2028-02-29');
  });

  it('allows three whole years and no more', () => {
    expect(isReportPeriodTooLong('2024-01-01', '2026-12-31')).toBe(false);
    expect(isReportPeriodTooLong('2024-01-01', '2027-01-01')).toBe(true);
    expect(isReportPeriodTooLong('2024-03-15', '2027-03-14')).toBe(false);
    expect(isReportPeriodTooLong('2024-03-15', '2027-03-15')).toBe(true);
  });

  it('lists the months a period touches, with Dutch names', () => {
    expect(reportMonths('2025-11-20', '2026-02-01')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(reportMonths('2026-03-01', '2026-03-31')).toEqual(['2026-03']);
    expect(reportMonthLabel('2026-03')).toBe('maart 2026');
    expect(reportMonthShortLabel('2026-05')).toBe('mei 2026');
    expect(reportMonthShortLabel('2026-09')).toBe('sep. 2026');
    expect(reportMonthShortLabel('2026-06')).toBe('juni 2026');
  });
});
