import { addCalendarDays, type CalendarDate } from './dates.ts';

/** What a quote row keeps; `expired` is never stored (it follows from the day). */
export type StoredQuoteState = 'open' | 'accepted' | 'converted' | 'declined' | 'withdrawn';
export type QuoteStanding = StoredQuoteState | 'expired';

/**
 * Where a quote stands on `today` (Amsterdam): an open quote is expired from the day after its
 * `validUntil` (it is valid through that day); every other state stands whatever the day.
 */
export const quoteStandingOf = (
  stored: StoredQuoteState,
  validUntil: CalendarDate,
  today: CalendarDate,
): QuoteStanding => (stored === 'open' && validUntil < today ? 'expired' : stored);

/** A new quote's last valid day when none is given: today plus the company's number of days. */
export const defaultQuoteValidUntil = (today: CalendarDate, validDays: number): CalendarDate =>
  addCalendarDays(today, validDays);

/** Why a chosen last valid day cannot be used: in the past, or more than `maxDays` ahead. */
export const quoteValidUntilProblem = (
  validUntil: CalendarDate,
  today: CalendarDate,
  maxDays: number,
): 'past' | 'too_far' | null =>
  validUntil < today ? 'past' : validUntil > addCalendarDays(today, maxDays) ? 'too_far' : null;
