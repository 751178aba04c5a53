import { startOfWeekMonday, todayCalendarDate } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { FIRST_MONDAY, LAST_MONDAY, mondayFromParam, weekDays } from '../src/features/schedule/week';

describe('the week in ?week=', () => {
  const thisMonday = startOfWeekMonday(todayCalendarDate());

  it('reads any day (or date-time) of a week as its Monday', () => {
    expect(mondayFromParam('2026-12-10')).toEqual({ monday: '2026-12-07', invalid: false });
    expect(mondayFromParam('2026-12-07')).toEqual({ monday: '2026-12-07', invalid: false });
    expect(mondayFromParam('2026-12-13T23:30:00Z')).toEqual({ monday: '2026-12-14', invalid: false });
  });

  it('shows this week without a parameter, and for a bad or out-of-range one (flagged)', () => {
    expect(mondayFromParam(null)).toEqual({ monday: thisMonday, invalid: false });
    expect(mondayFromParam('morgen')).toEqual({ monday: thisMonday, invalid: true });
    expect(mondayFromParam('2101-01-01')).toEqual({ monday: thisMonday, invalid: true });
  });

  it('keeps the days within the agenda limits', () => {
    expect(FIRST_MONDAY).toBe('1900-01-01');
    expect(LAST_MONDAY).toBe('2100-12-27');
    expect(weekDays(LAST_MONDAY)).toEqual([
      '2100-12-27',
      '2100-12-28',
      '2100-12-29',
      '2100-12-30',
      '2100-12-31',
    ]);
    expect(weekDays('2026-12-07')).toHaveLength(7);
  });
});
