import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocateStock, piecesLeftPerRow, type StockRow, stockLeft } from '../src/index.ts';

describe('sellable stock (sold goods go out of stock when the order is taken)', () => {
  const rows: StockRow[] = [
    { id: 2, available: true, quantity: 3 },
    { id: 1, available: true, quantity: 2 },
    { id: 3, available: false, quantity: 10 },
  ];

  it('counts every row in service minus what is sold, whatever the day', () => {
    expect(stockLeft(rows, [])).toBe(5);
    expect(stockLeft(rows, [{ unitId: 2, quantity: 3 }])).toBe(2);
    expect(piecesLeftPerRow(rows, [{ unitId: 1, quantity: 5 }])).toEqual([
      { id: 2, left: 3 },
      { id: 1, left: 0 },
      { id: 3, left: 0 },
    ]);
  });

  it('sells 3 of 5, leaves 2, and refuses 3 more naming the 2 left', () => {
    const first = allocateStock({ rows, sold: [], quantity: 3 });
    expect(first).toEqual({
      ok: true,
      parts: [
        { unitId: 1, quantity: 2 },
        { unitId: 2, quantity: 1 },
      ],
      left: 5,
    });
    const sold = first.ok ? first.parts : [];
    expect(stockLeft(rows, sold)).toBe(2);
    expect(allocateStock({ rows, sold, quantity: 3 })).toEqual({ ok: false, left: 2 });
    expect(allocateStock({ rows, sold, quantity: 2 })).toEqual({
      ok: true,
      parts: [{ unitId: 2, quantity: 2 }],
      left: 2,
    });
  });

  it('refuses a quantity that is not a whole number of at least 1', () => {
    for (const quantity of [0, -1, 1.5, Number.NaN])
      expect(allocateStock({ rows, sold: [], quantity }).ok).toBe(false);
  });

  it('never sells more than is left, takes exactly what is asked, and is refused only when too few are left', () => {
    const row = fc.record({ available: fc.boolean(), quantity: fc.integer({ min: 0, max: 20 }) });
    fc.assert(
      fc.property(
        fc.array(row, { maxLength: 5 }),
        fc.array(fc.record({ unit: fc.nat(6), quantity: fc.integer({ min: 1, max: 8 }) }), { maxLength: 6 }),
        fc.integer({ min: 1, max: 40 }),
        (raw, rawSold, quantity) => {
          const stock = raw.map((r, i) => ({ id: i + 1, ...r }));
          const sold = rawSold.map((s) => ({ unitId: s.unit, quantity: s.quantity }));
          const before = piecesLeftPerRow(stock, sold);
          const result = allocateStock({ rows: stock, sold, quantity });
          const left = stockLeft(stock, sold);
          expect(result.left).toBe(left);
          expect(result.ok).toBe(quantity <= left);
          if (!result.ok) return;
          expect(result.parts.reduce((sum, p) => sum + p.quantity, 0)).toBe(quantity);
          for (const part of result.parts) {
            expect(part.quantity).toBeGreaterThan(0);
            expect(part.quantity).toBeLessThanOrEqual(before.find((r) => r.id === part.unitId)?.left ?? 0);
          }
          expect(stockLeft(stock, [...sold, ...result.parts])).toBe(left - quantity);
        },
      ),
    );
  });
});
