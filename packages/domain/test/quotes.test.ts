import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  defaultQuoteValidUntil,
  quoteStandingOf,
  quoteValidUntilProblem,
  type StoredQuoteState,
} from '../src/index.ts';

const days = fc.integer({ min: -400, max: 400 });
const baseDay = fc.integer({ min: 0, max: 365 * 50 }).map((offset) => addCalendarDays('2000-01-01', offset));
const states = fc.constantFrom<StoredQuoteState>('open', 'accepted', 'converted', 'declined', 'withdrawn');

describe('where a quote stands', () => {
  it('is valid through its last day and expired from the day after', () => {
    expect(quoteStandingOf('open', '2026-12-14', '2026-12-14')).toBe('open');
    expect(quoteStandingOf('open', '2026-12-14', '2026-12-15')).toBe('expired');
    // Across a month and a year.
    expect(quoteStandingOf('open', '2026-12-31', '2027-01-01')).toBe('expired');
  });

  it('only an open quote expires; any other state stands whatever the day', () => {
    fc.assert(
      fc.property(states, baseDay, days, (state, validUntil, offset) => {
        const today = addCalendarDays(validUntil, offset);
        const standing = quoteStandingOf(state, validUntil, today);
        if (state !== 'open') expect(standing).toBe(state);
        else expect(standing).toBe(offset > 0 ? 'expired' : 'open');
      }),
    );
  });
});

describe("a quote's last valid day", () => {
  it('defaults to today plus the company days, always a later day', () => {
    expect(defaultQuoteValidUntil('2026-12-20', 14)).toBe('2027-01-03');
    fc.assert(
      fc.property(baseDay, fc.integer({ min: 1, max: 365 }), (today, n) => {
        const until = defaultQuoteValidUntil(today, n);
        expect(until > today).toBe(true);
        expect(quoteValidUntilProblem(until, today, 365)).toBeNull();
      }),
    );
  });

  it('is refused in the past and more than the maximum ahead; today and the maximum itself pass', () => {
    fc.assert(
      fc.property(baseDay, days, (today, offset) => {
        const problem = quoteValidUntilProblem(addCalendarDays(today, offset), today, 365);
        expect(problem).toBe(offset < 0 ? 'past' : offset > 365 ? 'too_far' : null);
      }),
    );
  });
});
