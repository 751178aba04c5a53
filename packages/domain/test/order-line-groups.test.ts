import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  groupOrderLines,
  type OrderLinePart,
  orderLineKeyOf,
  orderLineQuantity,
  orderLineTitle,
} from '../src/index.ts';

type Part = OrderLinePart & { unitId: number; quantity: number };

const table = (unitId: number, patch: Partial<Part> = {}): Part => ({
  itemId: 7,
  itemType: 'rentable',
  unitId,
  from: '2026-12-05',
  until: '2026-12-06',
  deliveryTime: '10:00-12:00',
  pickupTime: '16:00-18:00',
  quantity: 1,
  ...patch,
});

describe('order lines as a person sees them', () => {
  it('five units of one article on the same days and windows are one line "5 × …"', () => {
    const groups = groupOrderLines(
      [1, 2, 3, 4, 5].map((id) => table(id)),
      orderLineKeyOf,
    );
    expect(groups).toHaveLength(1);
    expect(orderLineQuantity(groups[0] ?? [])).toBe(5);
    expect(orderLineTitle('Statafel met hoes', 5)).toBe('5 × Statafel met hoes');
    expect(orderLineTitle('Statafel met hoes', 1)).toBe('Statafel met hoes');
  });

  it('other days, another window or another article make another line, in the order of first appearance', () => {
    const parts = [
      table(1),
      table(2, { from: '2026-12-07', until: '2026-12-07' }),
      table(3),
      table(4, { deliveryTime: '08:00-10:00' }),
      table(5, { itemId: 8 }),
      table(6, { pickupTime: '14:00-16:00' }),
    ];
    const groups = groupOrderLines(parts, orderLineKeyOf);
    expect(groups.map((g) => g.map((p) => p.unitId))).toEqual([[1, 3], [2], [4], [5], [6]]);
  });

  it('a rental without a pickup window has the default one; a sale has no pickup and no end day', () => {
    expect(orderLineKeyOf(table(1, { pickupTime: null }))).toBe(orderLineKeyOf(table(2)));
    const sale = (unitId: number, until: string, quantity: number): Part =>
      table(unitId, { itemType: 'sellable', until, pickupTime: null, quantity });
    const groups = groupOrderLines([sale(1, '2026-12-05', 3), sale(2, '2026-12-09', 2)], orderLineKeyOf);
    expect(groups).toHaveLength(1);
    expect(orderLineQuantity(groups[0] ?? [])).toBe(5);
  });

  it('grouping keeps every part exactly once and the quantities add up', () => {
    const part = fc.record({
      itemId: fc.integer({ min: 1, max: 3 }),
      unitId: fc.integer({ min: 1, max: 50 }),
      day: fc.integer({ min: 1, max: 3 }),
      quantity: fc.integer({ min: 1, max: 5 }),
    });
    fc.assert(
      fc.property(fc.array(part, { maxLength: 30 }), (raw) => {
        const parts = raw.map((p) =>
          table(p.unitId, { itemId: p.itemId, from: `2026-12-0${p.day}`, quantity: p.quantity }),
        );
        const groups = groupOrderLines(parts, orderLineKeyOf);
        expect(groups.flat()).toHaveLength(parts.length);
        expect(groups.reduce((sum, g) => sum + orderLineQuantity(g), 0)).toBe(orderLineQuantity(parts));
        for (const group of groups) expect(new Set(group.map(orderLineKeyOf)).size).toBe(1);
        expect(new Set(groups.map((g) => orderLineKeyOf(g[0] as Part))).size).toBe(groups.length);
      }),
    );
  });
});
