import { DISCOUNT_MESSAGES } from '@app/contracts';
import { parsePercentInput } from '@app/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { percentError } from '../src/features/discounts/percent';

describe('percentError (the discount and promotion forms’ percentage)', () => {
  it('gives the spec’s message for each kind of wrong text', () => {
    expect(percentError('')).toBe(DISCOUNT_MESSAGES.valueRequired);
    expect(percentError('   ')).toBe(DISCOUNT_MESSAGES.valueRequired);
    for (const text of ['abc', '12a', '1e2', '+5', '12.', '.5', '٣']) {
      expect(percentError(text), text).toBe(DISCOUNT_MESSAGES.valueNotNumber);
    }
    for (const text of ['0', '101', '-5', '0,5', '100.5', '250']) {
      expect(percentError(text), text).toBe(DISCOUNT_MESSAGES.valueRange);
    }
    for (const text of ['12.5', '12,5', '99,9', '1.0']) {
      expect(percentError(text), text).toBe(DISCOUNT_MESSAGES.valueWhole);
    }
  });

  it('has no message for whole digits from 1 to 100', () => {
    for (const text of ['1', '7', '007', ' 25 ', '100']) expect(percentError(text), text).toBeNull();
  });

  it('has no message exactly when the text parses, so a silent field always saves', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.integer({ min: -200, max: 200 }).map(String)), (text) => {
        expect(percentError(text) === null).toBe(parsePercentInput(text) !== null);
      }),
    );
  });
});
