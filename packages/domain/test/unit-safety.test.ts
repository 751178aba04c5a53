import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  addCalendarMonths,
  blockOverlaps,
  computeAvailability,
  dueStateOf,
  eachCalendarDay,
  freeQuantityOn,
  inspectionBlockPeriods,
  isOverdueDuring,
  type LogEntryForRules,
  nextInspectionDue,
} from '../src/index.ts';

const entry = (
  id: number,
  date: string,
  result: LogEntryForRules['result'],
  kind: LogEntryForRules['kind'] = 'keuring',
  nextDue: string | null = null,
): LogEntryForRules => ({ id, kind, date, result, nextDue });

describe('blocked periods in the availability rule', () => {
  const units = [
    { id: 1, available: true, quantity: 1 },
    { id: 2, available: true, quantity: 1 },
  ];

  it('hides the blocked days of that unit only, both ends included', () => {
    const days = computeAvailability({
      units,
      reservations: [],
      from: '2030-06-01',
      until: '2030-06-05',
      blocked: [{ unitId: 1, from: '2030-06-02', until: '2030-06-03' }],
    });
    expect(days['2030-06-01']).toEqual([1, 2]);
    expect(days['2030-06-02']).toEqual([2]);
    expect(days['2030-06-03']).toEqual([2]);
    expect(days['2030-06-04']).toEqual([1, 2]);
  });

  it('runs an open-ended block through the end of the window', () => {
    const days = computeAvailability({
      units,
      reservations: [],
      from: '2030-06-01',
      until: '2030-06-30',
      blocked: [{ unitId: 2, from: '2030-06-10', until: null }],
    });
    expect(days['2030-06-09']).toEqual([1, 2]);
    expect(days['2030-06-10']).toEqual([1]);
    expect(days['2030-06-30']).toEqual([1]);
  });

  it('takes a stock row whole, also next to reservations', () => {
    const stock = { id: 9, available: true, quantity: 10 };
    const reservations = [
      { unitId: 9, reservedFrom: '2030-06-01', reservedUntil: '2030-06-05', quantity: 4 },
    ];
    expect(freeQuantityOn({ unit: stock, reservations, from: '2030-06-01' })).toBe(6);
    const blocked = [{ unitId: 9, from: '2030-06-03', until: '2030-06-03' }];
    expect(
      freeQuantityOn({ unit: stock, reservations, from: '2030-06-01', until: '2030-06-02', blocked }),
    ).toBe(6);
    expect(
      freeQuantityOn({ unit: stock, reservations, from: '2030-06-01', until: '2030-06-05', blocked }),
    ).toBe(0);
  });

  it('a unit is free on a day exactly when no reservation and no block covers it (property)', () => {
    const dayArb = fc.integer({ min: 0, max: 20 }).map((n) => addCalendarDays('2030-01-01', n));
    const rangeArb = fc.tuple(dayArb, dayArb).map(([a, b]) => (a <= b ? [a, b] : [b, a]) as [string, string]);
    fc.assert(
      fc.property(
        fc.array(rangeArb, { maxLength: 4 }),
        fc.array(fc.tuple(rangeArb, fc.boolean()), { maxLength: 3 }),
        (reserved, blocks) => {
          const blocked = blocks.map(([[from, until], open]) => ({
            unitId: 1,
            from,
            until: open ? null : until,
          }));
          const days = computeAvailability({
            units: [{ id: 1, available: true, quantity: 1 }],
            reservations: reserved.map(([from, until]) => ({
              unitId: 1,
              reservedFrom: from,
              reservedUntil: until,
            })),
            from: '2030-01-01',
            until: '2030-01-21',
            blocked,
          });
          for (const day of eachCalendarDay('2030-01-01', '2030-01-21')) {
            const busy =
              reserved.some(([from, until]) => from <= day && day <= until) ||
              blocked.some((period) => blockOverlaps(period, day, day));
            expect(days[day]).toEqual(busy ? [] : [1]);
          }
        },
      ),
    );
  });
});

describe('inspectionBlockPeriods', () => {
  it('blocks from a failed inspection until the day before a later pass', () => {
    expect(
      inspectionBlockPeriods([entry(1, '2030-03-01', 'afgekeurd'), entry(2, '2030-03-10', 'goedgekeurd')]),
    ).toEqual([{ from: '2030-03-01', until: '2030-03-09', entryId: 1 }]);
  });

  it('stays open without a pass; remarks, maintenance and repairs do not lift it', () => {
    expect(
      inspectionBlockPeriods([
        entry(1, '2030-03-01', 'afgekeurd', 'inspectie'),
        entry(2, '2030-03-05', 'met_opmerkingen'),
        entry(3, '2030-03-06', 'goedgekeurd', 'reparatie'),
      ]),
    ).toEqual([{ from: '2030-03-01', until: null, entryId: 1 }]);
  });

  it('orders by date, not by entry order, and a pass on the same day clears the failure', () => {
    expect(
      inspectionBlockPeriods([entry(5, '2030-03-10', 'goedgekeurd'), entry(4, '2030-03-01', 'afgekeurd')]),
    ).toEqual([{ from: '2030-03-01', until: '2030-03-09', entryId: 4 }]);
    expect(
      inspectionBlockPeriods([entry(1, '2030-03-01', 'afgekeurd'), entry(2, '2030-03-01', 'goedgekeurd')]),
    ).toEqual([]);
  });

  it('a pass before the failure does not lift it; a second failure while blocked adds nothing', () => {
    expect(
      inspectionBlockPeriods([
        entry(1, '2030-02-01', 'goedgekeurd'),
        entry(2, '2030-03-01', 'afgekeurd'),
        entry(3, '2030-03-02', 'afgekeurd'),
      ]),
    ).toEqual([{ from: '2030-03-01', until: null, entryId: 2 }]);
  });
});

describe('due dates', () => {
  it('adds months clamped to the month end', () => {
    expect(addCalendarMonths('2030-01-31', 1)).toBe('2030-02-28');
    expect(addCalendarMonths('2028-02-29', 12)).toBe('2029-02-28');
    expect(addCalendarMonths('2030-11-15', 3)).toBe('2031-02-15');
  });

  it('uses the next due date the latest inspection wrote down, else its day plus the interval', () => {
    expect(
      nextInspectionDue({
        entries: [entry(1, '2030-01-10', 'goedgekeurd', 'keuring', '2030-06-01')],
        intervalMonths: 12,
      }),
    ).toBe('2030-06-01');
    expect(nextInspectionDue({ entries: [entry(1, '2030-01-10', 'goedgekeurd')], intervalMonths: 12 })).toBe(
      '2031-01-10',
    );
    expect(
      nextInspectionDue({ entries: [entry(1, '2030-01-10', 'goedgekeurd')], intervalMonths: null }),
    ).toBeNull();
    expect(nextInspectionDue({ entries: [], intervalMonths: 12, certificateDate: '2030-02-01' })).toBe(
      '2031-02-01',
    );
    // Maintenance does not restart the interval.
    expect(
      nextInspectionDue({
        entries: [entry(1, '2030-01-10', 'goedgekeurd'), entry(2, '2030-05-01', null, 'onderhoud')],
        intervalMonths: 12,
      }),
    ).toBe('2031-01-10');
  });

  it('says overdue from the day after the due day and due soon within the window', () => {
    expect(dueStateOf('2030-06-10', '2030-06-10', 30)).toBe('due_soon');
    expect(dueStateOf('2030-06-09', '2030-06-10', 30)).toBe('overdue');
    expect(dueStateOf('2030-07-10', '2030-06-10', 30)).toBe('due_soon');
    expect(dueStateOf('2030-07-11', '2030-06-10', 30)).toBe('ok');
    expect(dueStateOf(null, '2030-06-10', 30)).toBe('ok');
    expect(isOverdueDuring('2030-06-10', '2030-06-10')).toBe(false);
    expect(isOverdueDuring('2030-06-10', '2030-06-11')).toBe(true);
  });
});
