import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildOrderInvoiceLines,
  type HeldLine,
  orderPricingDay,
  orderTotalCents,
  planOrderChange,
  type WantedLine,
} from '../src/index.ts';

const held = (id: number, unitId: number, from: string, until: string, quantity = 1): HeldLine => ({
  id,
  unitId,
  from,
  until,
  quantity,
});

describe('planOrderChange', () => {
  it('keeps an unchanged line, releases a moved one and reserves the new days and the added line', () => {
    const plan = planOrderChange(
      [held(10, 1, '2026-12-05', '2026-12-06'), held(11, 2, '2026-12-05', '2026-12-06')],
      [
        { unitId: 1, from: '2026-12-05', until: '2026-12-06', quantity: 1 },
        { unitId: 2, from: '2026-12-07', until: '2026-12-08', quantity: 1 },
        { unitId: 3, from: '2026-12-07', until: '2026-12-07', quantity: 1 },
      ],
    );
    expect([...plan.keep]).toEqual([[0, 10]]);
    expect(plan.release).toEqual([11]);
    expect(plan.reserve).toEqual([1, 2]);
  });

  it('a changed quantity of a stock row is a new reservation', () => {
    const plan = planOrderChange(
      [held(20, 9, '2026-12-05', '2026-12-05', 3)],
      [{ unitId: 9, from: '2026-12-05', until: '2026-12-05', quantity: 4 }],
    );
    expect(plan).toEqual({ keep: new Map(), release: [20], reserve: [0] });
  });

  const day = fc.constantFrom('2026-12-05', '2026-12-06', '2026-12-07');
  const line = fc.record({
    unitId: fc.integer({ min: 1, max: 3 }),
    from: day,
    until: day,
    quantity: fc.integer({ min: 1, max: 2 }),
  });

  it('property: every held reservation is kept once or released, every wanted line kept or reserved, kept ones match', () => {
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 6 }),
        fc.array(line, { maxLength: 6 }),
        (heldLines, wanted: WantedLine[]) => {
          const heldRows = heldLines.map((l, i) => ({ ...l, id: 100 + i }));
          const plan = planOrderChange(heldRows, wanted);
          const keptIds = [...plan.keep.values()];
          expect(new Set(keptIds).size).toBe(keptIds.length);
          expect([...keptIds, ...plan.release].sort()).toEqual(heldRows.map((h) => h.id).sort());
          expect([...plan.keep.keys(), ...plan.reserve].sort()).toEqual(wanted.map((_, i) => i).sort());
          for (const [position, id] of plan.keep) {
            const { id: _id, ...kept } = heldRows.find((h) => h.id === id) ?? { id: 0 };
            expect(kept).toEqual(wanted[position]);
          }
          // Nothing released that a not-kept wanted line asks for identically.
          for (const position of plan.reserve) {
            const w = wanted[position];
            expect(
              plan.release.some((id) => {
                const h = heldRows.find((r) => r.id === id);
                return (
                  h &&
                  h.unitId === w?.unitId &&
                  h.from === w.from &&
                  h.until === w.until &&
                  h.quantity === w.quantity
                );
              }),
            ).toBe(false);
          }
        },
      ),
    );
  });
});

describe('changed-order pricing', () => {
  it('prices on the day the order was taken, in Amsterdam (a booking late in the evening UTC counts for the next day)', () => {
    expect(orderPricingDay('2026-12-01T10:00:00.000Z')).toBe('2026-12-01');
    expect(orderPricingDay('2026-12-01T23:30:00.000Z')).toBe('2026-12-02');
  });

  it('a changed order is priced as a new order with the same lines: moving a castle two days later keeps the amount of an equal period', () => {
    const priced = {
      unitPriceCents: 10_000,
      units: 2,
      grossCents: 20_000,
      discountPercent: 0,
      discountCents: 0,
      promotionPercent: 0,
      promotionCents: 0,
      netCents: 20_000,
    };
    const before = buildOrderInvoiceLines({
      articles: [
        {
          article: {
            itemType: 'rentable',
            name: 'Kasteel',
            from: '2026-12-05',
            until: '2026-12-06',
            quantity: 1,
          },
          priced,
        },
      ],
      promotion: null,
      transport: null,
    });
    const after = buildOrderInvoiceLines({
      articles: [
        {
          article: {
            itemType: 'rentable',
            name: 'Kasteel',
            from: '2026-12-07',
            until: '2026-12-08',
            quantity: 1,
          },
          priced,
        },
      ],
      promotion: null,
      transport: null,
    });
    expect(orderTotalCents(after)).toBe(orderTotalCents(before));
    expect(after[0]?.description).toContain('ma 7 dec t/m di 8 dec 2026');
  });
});
