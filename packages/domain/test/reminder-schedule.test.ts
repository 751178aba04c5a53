import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addCalendarDays, diffCalendarDays, nextReminderOf } from '../src/index.ts';

const schedule = { firstAfterDays: 7, secondAfterDays: 21 };

describe('the next reminder', () => {
  it('is the herinnering: by hand the day after the due date, automatically first_after_days after it', () => {
    expect(nextReminderOf({ dueDate: '2026-03-01', sent: [], schedule, automatic: false })).toEqual({
      level: 1,
      from: '2026-03-02',
    });
    expect(nextReminderOf({ dueDate: '2026-03-01', sent: [], schedule, automatic: true })).toEqual({
      level: 1,
      from: '2026-03-08',
    });
  });

  it('is the aanmaning second_after_days after the due date when the herinnering went out in time', () => {
    const sent = [{ level: 1 as const, sentAt: '2026-03-08T09:00:00Z' }];
    expect(nextReminderOf({ dueDate: '2026-03-01', sent, schedule, automatic: true })).toEqual({
      level: 2,
      from: '2026-03-29',
    });
  });

  it('never puts the aanmaning within second_after_days of the herinnering, by hand or automatically', () => {
    // Switched on for an invoice long overdue: the herinnering goes out today, the aanmaning waits.
    const sent = [{ level: 1 as const, sentAt: '2026-06-10T08:00:00Z' }];
    for (const automatic of [true, false])
      expect(nextReminderOf({ dueDate: '2026-01-15', sent, schedule, automatic })).toEqual({
        level: 2,
        from: '2026-07-01',
      });
    // The herinnering's day is the Amsterdam day: 23:30 UTC on 9 June is 10 June there.
    expect(
      nextReminderOf({
        dueDate: '2026-01-15',
        sent: [{ level: 1, sentAt: '2026-06-09T23:30:00Z' }],
        schedule,
        automatic: true,
      })?.from,
    ).toBe('2026-07-01');
  });

  it('is none once the aanmaning went out', () => {
    const sent = [
      { level: 1 as const, sentAt: '2026-03-08T09:00:00Z' },
      { level: 2 as const, sentAt: '2026-03-29T09:00:00Z' },
    ];
    expect(nextReminderOf({ dueDate: '2026-03-01', sent, schedule, automatic: true })).toBeNull();
  });

  it('keeps at least second_after_days between herinnering and aanmaning for any days and dates', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 365 }),
        fc.integer({ min: 1, max: 365 }),
        fc.integer({ min: 0, max: 400 }),
        fc.boolean(),
        (first, second, late, automatic) => {
          const dueDate = '2026-01-10';
          const herinnering = addCalendarDays(dueDate, first + late);
          const next = nextReminderOf({
            dueDate,
            sent: [{ level: 1, sentAt: herinnering }],
            schedule: { firstAfterDays: first, secondAfterDays: second },
            automatic,
          });
          expect(next?.level).toBe(2);
          expect(diffCalendarDays(herinnering, next?.from ?? '')).toBeGreaterThanOrEqual(second);
          if (automatic) expect(diffCalendarDays(dueDate, next?.from ?? '')).toBeGreaterThanOrEqual(second);
        },
      ),
    );
  });
});
