import { describe, expect, it } from 'vitest';
import { parseItemListFilter } from '../../src/features/items/item-list-filter.ts';
import { unitStateOf } from '../../src/features/items/item-model.ts';

describe('parseItemListFilter', () => {
  it('lists every type and every item by default', () => {
    expect(parseItemListFilter(undefined, undefined)).toEqual({
      types: ['rentable', 'sellable', 'bundle'],
      stockedOnly: false,
    });
    expect(parseItemListFilter('all', undefined)).toEqual({
      types: ['rentable', 'sellable', 'bundle'],
      stockedOnly: false,
    });
  });

  it('reads the spec filter and the type multi-select together; a package goes with Huur', () => {
    expect(parseItemListFilter('rentable,stocked', undefined)).toEqual({
      types: ['rentable', 'bundle'],
      stockedOnly: true,
    });
    expect(parseItemListFilter(undefined, 'sellable')).toEqual({ types: ['sellable'], stockedOnly: false });
    expect(parseItemListFilter(' Rentable , ', 'rentable,sellable')).toEqual({
      types: ['rentable', 'bundle'],
      stockedOnly: false,
    });
    expect(parseItemListFilter(undefined, 'bundle')).toEqual({ types: ['bundle'], stockedOnly: false });
    expect(parseItemListFilter('rentable', 'sellable').types).toEqual([]);
    expect(parseItemListFilter(undefined, '').types).toEqual([]);
  });

  it('refuses unknown words in Dutch', () => {
    expect(() => parseItemListFilter('gratis', undefined)).toThrow(/Onbekend filter/);
    expect(() => parseItemListFilter(undefined, 'huur')).toThrow(/Onbekend type/);
  });
});

describe('unitStateOf', () => {
  const idle = { reservedToday: false, piecesLeft: 0 };
  it('gives the four badges and out of service', () => {
    expect(unitStateOf({ available: 1 }, 'rentable', idle)).toBe('available');
    expect(unitStateOf({ available: 1 }, 'rentable', { ...idle, reservedToday: true })).toBe('in_use');
    expect(unitStateOf({ available: 1 }, 'sellable', { ...idle, piecesLeft: 4 })).toBe('in_stock');
    expect(unitStateOf({ available: 1 }, 'sellable', idle)).toBe('sold_out');
    expect(unitStateOf({ available: 0 }, 'sellable', { ...idle, piecesLeft: 4 })).toBe('out_of_service');
    expect(unitStateOf({ available: 0 }, 'rentable', { ...idle, reservedToday: true })).toBe(
      'out_of_service',
    );
  });

  it('a sellable stock row follows the pieces left after sales, not the pieces received', () => {
    expect(unitStateOf({ available: 1 }, 'sellable', { reservedToday: false, piecesLeft: 1 })).toBe(
      'in_stock',
    );
    expect(unitStateOf({ available: 1 }, 'sellable', { reservedToday: false, piecesLeft: 0 })).toBe(
      'sold_out',
    );
  });
});
