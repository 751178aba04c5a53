import { addCalendarDays, type CalendarDate, formatDisplayDate, todayCalendarDate } from './dates.ts';
import { MAX_DISCOUNT_PERCENT, MIN_DISCOUNT_PERCENT } from './pricing.ts';

/**
 * Discounts (kortingsacties) and promotion codes share these rules:
 * - the percentage is a whole number from 1 to 100;
 * - the expiry date (expires_on) is the last day on which the record still counts; it is optional,
 *   and when set or changed it must be tomorrow or later (Europe/Amsterdam);
 * - "Verlopen" means deactivated, or past its expiry day.
 */

export type DiscountLifecycle = { active: boolean; expires_on: CalendarDate | null };

/** True while a record counts on `day`: active, and `day` is not past its expiry day. */
export const isDiscountValidOn = (record: DiscountLifecycle, day: CalendarDate): boolean =>
  record.active && (record.expires_on === null || record.expires_on >= day);

/** "Verlopen" in the lists: deactivated, or past its expiry day (Amsterdam `today`). */
export const isDiscountExpired = (record: DiscountLifecycle, today: CalendarDate = todayCalendarDate()) =>
  !isDiscountValidOn(record, today);

/** The first day an expiry date may be set to: tomorrow in Amsterdam. */
export const earliestExpiryDate = (now: Date = new Date()): CalendarDate =>
  addCalendarDays(todayCalendarDate(now), 1);

/**
 * The text under the Actief / Verlopen badge: "Geldig t/m 31 dec. 2026", "Geen einddatum",
 * "Verlopen na 31 dec. 2026" or "Gedeactiveerd".
 */
export const discountExpiryText = (record: DiscountLifecycle, today: CalendarDate = todayCalendarDate()) => {
  if (!record.active) return 'Gedeactiveerd';
  if (record.expires_on === null) return 'Geen einddatum';
  const day = formatDisplayDate(record.expires_on);
  return record.expires_on >= today ? `Geldig t/m ${day}` : `Verlopen na ${day}`;
};

const WHOLE_DIGITS = /^\d+$/;

/**
 * Reads a percentage as typed: whole digits from 1 to 100 ("7", "100", also "007"), or null.
 * Spec §5: only such a value enables saving a discount or promotion.
 */
export const parsePercentInput = (text: string): number | null => {
  const trimmed = text.trim();
  if (!WHOLE_DIGITS.test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= MIN_DISCOUNT_PERCENT && value <= MAX_DISCOUNT_PERCENT ? value : null;
};

/**
 * The key a promotion code is known by: surrounding spaces dropped and case folded, so
 * " Zomer2026 " and "ZOMER2026" are one code. Stored in promotions.code_key (unique) and used to
 * look a code up; orders store this form too.
 */
export const normalizePromoCode = (code: string): string => code.normalize('NFC').trim().toLowerCase();
