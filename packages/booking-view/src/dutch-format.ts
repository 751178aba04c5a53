/**
 * Dutch money and day texts for the booking page without `Intl`. The first Intl formatter a page
 * builds loads ICU's locale and time-zone data: 110–200 ms of main-thread work on Lighthouse's
 * phone, the largest part of the page's blocking time (bench/web). The texts are exactly what
 * `Intl` gives for nl-NL (apps/web/test/booking-dutch-format.test.ts compares them day by day).
 */
const WEEKDAYS_SHORT = ['zo', 'ma', 'di', 'wo', 'do', 'vr', 'za'];
const WEEKDAYS_LONG = ['zondag', 'maandag', 'dinsdag', 'woensdag', 'donderdag', 'vrijdag', 'zaterdag'];
const MONTHS_SHORT = ['jan', 'feb', 'mrt', 'apr', 'mei', 'jun', 'jul', 'aug', 'sep', 'okt', 'nov', 'dec'];
const MONTHS_LONG = [
  'januari',
  'februari',
  'maart',
  'april',
  'mei',
  'juni',
  'juli',
  'augustus',
  'september',
  'oktober',
  'november',
  'december',
];

const partsOf = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  return {
    weekday: date.getUTCDay(),
    day: date.getUTCDate(),
    month: date.getUTCMonth(),
    year: date.getUTCFullYear(),
  };
};

/** "€ 1.234,56" and "€ -0,05", as nl-NL's currency format (a no-break space after the sign). */
export const formatMoney = (cents: number) => {
  const whole = Math.round(Math.abs(cents));
  const euros = String(Math.floor(whole / 100)).replace(/\B(?=(\d{3})+$)/g, '.');
  const rest = String(whole % 100).padStart(2, '0');
  return `€\u00a0${cents < 0 && whole > 0 ? '-' : ''}${euros},${rest}`;
};

/** yyyy-MM-dd → "za 28 nov 2026". */
export const formatDay = (day: string) => {
  const p = partsOf(day);
  return `${WEEKDAYS_SHORT[p.weekday]} ${p.day} ${MONTHS_SHORT[p.month]} ${p.year}`;
};

/** yyyy-MM-dd → "zaterdag 28 november 2026". */
export const formatDayFull = (day: string) => {
  const p = partsOf(day);
  return `${WEEKDAYS_LONG[p.weekday]} ${p.day} ${MONTHS_LONG[p.month]} ${p.year}`;
};

/** yyyy-MM-dd → "november 2026". */
export const formatMonth = (day: string) => {
  const p = partsOf(day);
  return `${MONTHS_LONG[p.month]} ${p.year}`;
};

/** The last Sunday of a month (0-based), at 01:00 UTC: when EU summer time starts or ends. */
const lastSundayAtOneUtc = (year: number, month: number) => {
  const last = new Date(Date.UTC(year, month + 1, 0, 1));
  last.setUTCDate(last.getUTCDate() - last.getUTCDay());
  return last.getTime();
};

/**
 * The calendar day in the Netherlands at `now`: CET (+1), and CEST (+2) from the last Sunday of
 * March to the last Sunday of October at 01:00 UTC, the EU rule since 1996. Should the EU drop
 * summer time, this and its test change together.
 */
export const dayInAmsterdam = (now: Date) => {
  const year = now.getUTCFullYear();
  const t = now.getTime();
  const summer = t >= lastSundayAtOneUtc(year, 2) && t < lastSundayAtOneUtc(year, 9);
  return new Date(t + (summer ? 2 : 1) * 3_600_000).toISOString().slice(0, 10);
};
