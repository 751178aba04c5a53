import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isoDateSchema, optionalTextSchema, recordIdQuerySchema, recordIdSchema } from '../src/common.ts';
import { hasControlCharacters, isCalendarDateInRange, MAX_RECORD_ID } from '../src/common-constants.ts';

describe('isoDateSchema', () => {
  it.each(['1900-01-01', '2028-02-29', '2026-12-31', '2100-12-31'])('takes %s', (date) => {
    expect(isoDateSchema.safeParse(date).success).toBe(true);
  });

  it.each([
    '2026-02-30',
    '2027-02-29',
    '2100-02-29',
    '2026-04-31',
    '2026-13-01',
    '2026-00-10',
    '9999-12-31',
    '0000-01-01',
    '1899-12-31',
    '2101-01-01',
    '2026-1-01',
    ' 2026-01-01',
  ])('refuses %s', (date) => {
    expect(isoDateSchema.safeParse(date).success).toBe(false);
  });

  it('agrees with the calendar for every yyyy-MM-dd text', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1800, max: 2200 }),
        fc.integer({ min: 0, max: 13 }),
        fc.integer({ min: 0, max: 32 }),
        (y, m, d) => {
          const text = `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
          const real = new Date(Date.UTC(y, m - 1, d));
          const exists = m >= 1 && m <= 12 && real.getUTCMonth() === m - 1 && real.getUTCDate() === d;
          expect(isCalendarDateInRange(text)).toBe(exists && y >= 1900 && y <= 2100);
        },
      ),
    );
  });
});

describe('record ids', () => {
  it('stop at the integer columns', () => {
    expect(recordIdSchema.safeParse(MAX_RECORD_ID).success).toBe(true);
    expect(recordIdSchema.safeParse(MAX_RECORD_ID + 1).success).toBe(false);
    expect(recordIdQuerySchema.safeParse('2147483648').success).toBe(false);
    expect(recordIdQuerySchema.parse('12')).toBe(12);
  });
});

describe('control characters', () => {
  it('refuses C0 controls and DEL, keeps tab and line ends', () => {
    expect(hasControlCharacters('a\u0000b')).toBe(true);
    expect(hasControlCharacters('\u001f')).toBe(true);
    expect(hasControlCharacters('\u007f')).toBe(true);
    expect(hasControlCharacters('regel 1\nregel 2\r\n\tmet tab')).toBe(false);
    expect(optionalTextSchema().safeParse('Jan\u0000').success).toBe(false);
    expect(optionalTextSchema().parse('  ')).toBeNull();
  });
});
