import { addCalendarDays, type CalendarDate, diffCalendarDays } from './dates.ts';

/**
 * What renting an article for a period costs (the one rule for staff orders, /boeken and quotes).
 *
 * 1. The day-count factor F(N) of an N-day rental comes from a table of `{days, factor}` rows
 *    (days strictly increasing, factors non-decreasing; default `[{days: 1, factor: 1}]`): a row's
 *    factor where a row has N days, linear between two rows, linear from (0 days, factor 0) up to
 *    the first row, and past the last row the last factor + (N − last days) × the extra-day
 *    factor. With the default table and extra-day factor 1, F(N) = N: days × day price.
 * 2. The weekend rule (a weekend factor, null = off): a period that is a weekend costs day price
 *    × weekend factor instead. Span 'za-zo': exactly Saturday and Sunday. Span 'vr-ma': any period
 *    within Friday–Monday that holds that Saturday and Sunday.
 * 3. A period never costs more than a longer period that holds it (the customer could book that
 *    one): the price is the lowest of the period's own price and the prices of the weekends that
 *    hold it and, for a weekend, of the shortest longer period that is no weekend. This keeps the
 *    price non-decreasing in the number of days whatever the tables say: a Friday–Saturday in a
 *    'vr-ma' weekend of factor 1.5 costs 1.5, not F(2) = 2.
 * 4. Rounding: factors have at most 4 decimals, the price of one piece for the whole period is
 *    day price × factor computed exactly (integers) and rounded once to whole cents, half up
 *    (the amounts are never negative); a line of several pieces is that × the quantity, so a cart
 *    of 3 (booking: three lines of one) and a staff line of 3 cost the same.
 */

export type DayFactorRow = { days: number; factor: number };
export type WeekendSpan = 'za-zo' | 'vr-ma';

export type RentalPricingRules = {
  dayFactors: readonly DayFactorRow[];
  extraDayFactor: number;
  /** Null: no weekend rate. */
  weekendFactor: number | null;
  weekendSpan: WeekendSpan;
};

export const WEEKEND_SPANS: readonly WeekendSpan[] = ['za-zo', 'vr-ma'];
export const DEFAULT_DAY_FACTORS: readonly DayFactorRow[] = [{ days: 1, factor: 1 }];

export const DEFAULT_RENTAL_PRICING_RULES: RentalPricingRules = {
  dayFactors: DEFAULT_DAY_FACTORS,
  extraDayFactor: 1,
  weekendFactor: null,
  weekendSpan: 'za-zo',
};

/** Factors are kept to 4 decimals, so day price × factor is exact in integers. */
export const FACTOR_DECIMALS = 4;
const SCALE = 10_000n;
export const MAX_FACTOR = 1000;
export const MAX_FACTOR_ROWS = 30;
export const MAX_FACTOR_DAYS = 366;

/** How a line was priced: plain days × day price, by the staffel, or at the weekend rate. */
export type RentalPriceRule = 'days' | 'staffel' | 'weekend';

export type RentalLinePrice = {
  rule: RentalPriceRule;
  /** Rental days of the period (both ends included). */
  days: number;
  quantity: number;
  /** The factor the price was taken with (rounded to 4 decimals, for display). */
  factor: number;
  /** One piece for the whole period, whole cents. */
  pieceCents: number;
  /** pieceCents × quantity. */
  totalCents: number;
  /**
   * The invoice line: `days` rule: days × quantity at the day price (the line reads as before);
   * otherwise quantity pieces at the price of the period. unitCount × unitPriceCents = totalCents.
   */
  unitCount: number;
  unitPriceCents: number;
};

/** A factor as a fraction of ten-thousandths: value = num / (den × 10 000). */
type Fraction = { num: bigint; den: bigint };

const scaled = (factor: number): bigint => BigInt(Math.round(factor * Number(SCALE)));

/** True when the number has at most FACTOR_DECIMALS decimals (1.5, 1.25, 0.3333). */
export const hasFactorPrecision = (value: number): boolean =>
  Number.isFinite(value) && Math.abs(Math.round(value * 10_000) - value * 10_000) < 1e-6;

/** F(days) as an exact fraction; the table must be valid (see dayFactorTableProblems). */
const factorFraction = (rows: readonly DayFactorRow[], extra: number, days: number): Fraction => {
  const table = rows.length > 0 ? rows : DEFAULT_DAY_FACTORS;
  const n = BigInt(days);
  let previous = { days: 0n, factor: 0n };
  for (const row of table) {
    const current = { days: BigInt(row.days), factor: scaled(row.factor) };
    if (n === current.days) return { num: current.factor, den: 1n };
    if (n < current.days) {
      const span = current.days - previous.days;
      return {
        num: previous.factor * span + (n - previous.days) * (current.factor - previous.factor),
        den: span,
      };
    }
    previous = current;
  }
  return { num: previous.factor + (n - previous.days) * scaled(extra), den: 1n };
};

/** day price × fraction, rounded half up to whole cents (both non-negative). */
const centsOf = (dayPriceCents: number, fraction: Fraction): number => {
  const exact = BigInt(dayPriceCents) * fraction.num;
  const den = fraction.den * SCALE;
  return Number((2n * exact + den) / (2n * den));
};

const toNumber = (fraction: Fraction) => Number((fraction.num * 10_000n) / fraction.den) / 100_000_000;

/** The day-count factor F(days) of a table (for previews); see the rule at the top. */
export const dayCountFactor = (
  rules: Pick<RentalPricingRules, 'dayFactors' | 'extraDayFactor'>,
  days: number,
) => toNumber(factorFraction(rules.dayFactors, rules.extraDayFactor, days));

/** The price of one piece for `days` days by the table alone (no weekend), e.g. for a preview. */
export const priceForDayCount = (
  dayPriceCents: number,
  days: number,
  rules: Pick<RentalPricingRules, 'dayFactors' | 'extraDayFactor'>,
): number => centsOf(dayPriceCents, factorFraction(rules.dayFactors, rules.extraDayFactor, days));

/** 0 = Sunday … 6 = Saturday, of a calendar day. */
export const weekdayOf = (day: CalendarDate): number => new Date(`${day}T00:00:00Z`).getUTCDay();

/** Whether from..until counts as a weekend under the span (see the rule at the top). */
export const isWeekendPeriod = (from: CalendarDate, until: CalendarDate, span: WeekendSpan): boolean => {
  const length = diffCalendarDays(from, until);
  const start = weekdayOf(from);
  if (span === 'za-zo') return start === 6 && length === 1;
  // Friday or Saturday to Sunday or Monday of the same weekend.
  if (start === 5) return length === 2 || length === 3;
  if (start === 6) return length === 1 || length === 2;
  return false;
};

type Candidate = { fraction: Fraction; weekend: boolean; cents: number };

/**
 * Prices one article line for a period: `dayPriceCents` per day, `from`..`until` (calendar days,
 * both included), `quantity` pieces, under `rules` (the article's table or the company's). See the
 * rule at the top of this file.
 */
export const priceRentalLine = (input: {
  dayPriceCents: number;
  from: CalendarDate;
  until: CalendarDate;
  quantity: number;
  rules: RentalPricingRules;
}): RentalLinePrice => {
  const { dayPriceCents, from, until, quantity, rules } = input;
  if (!Number.isSafeInteger(dayPriceCents) || dayPriceCents < 0)
    throw new RangeError(`Een dagprijs moet een geheel aantal centen van 0 of meer zijn: ${dayPriceCents}`);
  if (!Number.isSafeInteger(quantity) || quantity < 0)
    throw new RangeError(`Het aantal moet een geheel getal van 0 of meer zijn: ${quantity}`);
  const days = diffCalendarDays(from, until) + 1;
  if (days < 1) throw new RangeError(`De periode eindigt voor ze begint: ${from} – ${until}`);

  const byDays = (n: number): Fraction => factorFraction(rules.dayFactors, rules.extraDayFactor, n);
  const candidate = (fraction: Fraction, weekend: boolean): Candidate => ({
    fraction,
    weekend,
    cents: centsOf(dayPriceCents, fraction),
  });
  const weekendFraction = rules.weekendFactor === null ? null : { num: scaled(rules.weekendFactor), den: 1n };
  const span = rules.weekendSpan;
  const ownIsWeekend = weekendFraction !== null && isWeekendPeriod(from, until, span);
  const candidates: Candidate[] = [
    ownIsWeekend && weekendFraction ? candidate(weekendFraction, true) : candidate(byDays(days), false),
  ];
  if (weekendFraction) {
    // A weekend is at most 4 days long, so 3 days either way reach every weekend holding the period.
    for (let before = 0; before <= 3; before++)
      for (let after = 0; after <= 3; after++) {
        if (before + after === 0) continue;
        if (isWeekendPeriod(addCalendarDays(from, -before), addCalendarDays(until, after), span))
          candidates.push(candidate(weekendFraction, true));
      }
    if (ownIsWeekend) {
      // The shortest longer period that is no weekend (a step outside the weekend's days).
      search: for (let extra = 1; extra <= 5; extra++)
        for (let before = 0; before <= extra; before++)
          if (
            !isWeekendPeriod(addCalendarDays(from, -before), addCalendarDays(until, extra - before), span)
          ) {
            candidates.push(candidate(byDays(days + extra), false));
            break search;
          }
    }
  }
  // The lowest price; on a tie the period's own (first) price.
  const best = candidates.reduce((low, next) => (next.cents < low.cents ? next : low));
  const pieceCents = best.cents;
  const totalCents = pieceCents * quantity;
  const plain = !best.weekend && pieceCents === dayPriceCents * days;
  const rule: RentalPriceRule = best.weekend ? 'weekend' : plain ? 'days' : 'staffel';
  return {
    rule,
    days,
    quantity,
    factor: toNumber(best.fraction),
    pieceCents,
    totalCents,
    unitCount: rule === 'days' ? days * quantity : quantity,
    unitPriceCents: rule === 'days' ? dayPriceCents : pieceCents,
  };
};

const dayWord = (days: number) => `${days} ${days === 1 ? 'dag' : 'dagen'}`;

/** How the line says it was priced: "weekendtarief", "3 dagen, staffel" or "2 dagen". */
export const rentalRuleText = (price: Pick<RentalLinePrice, 'rule' | 'days'>): string =>
  price.rule === 'weekend'
    ? 'weekendtarief'
    : price.rule === 'staffel'
      ? `${dayWord(price.days)}, staffel`
      : dayWord(price.days);

const WEEKDAYS = ['zo', 'ma', 'di', 'wo', 'do', 'vr', 'za'] as const;
const MONTHS = ['jan', 'feb', 'mrt', 'apr', 'mei', 'jun', 'jul', 'aug', 'sep', 'okt', 'nov', 'dec'] as const;

const dayText = (day: CalendarDate) =>
  `${WEEKDAYS[weekdayOf(day)]} ${Number(day.slice(8, 10))} ${MONTHS[Number(day.slice(5, 7)) - 1]}`;

/**
 * A rental period with its weekdays, as a line names it: "za 12 dec t/m zo 13 dec 2026", one day
 * "za 12 dec 2026", across a year "do 31 dec 2026 t/m vr 1 jan 2027".
 */
export const rentalPeriodText = (from: CalendarDate, until: CalendarDate): string => {
  const year = (day: CalendarDate) => day.slice(0, 4);
  if (from === until) return `${dayText(from)} ${year(from)}`;
  const first = year(from) === year(until) ? dayText(from) : `${dayText(from)} ${year(from)}`;
  return `${first} t/m ${dayText(until)} ${year(until)}`;
};

/**
 * Problems of a factor table, keyed by the row's field ("1.factor"), in Dutch; empty when valid:
 * at least one and at most MAX_FACTOR_ROWS rows, whole days 1–366 strictly increasing, factors
 * above 0 (at most 1000, 4 decimals) and non-decreasing.
 */
export const dayFactorTableProblems = (rows: readonly DayFactorRow[]): Record<string, string> => {
  const problems: Record<string, string> = {};
  if (rows.length === 0) problems[''] = 'Geef ten minste één regel (1 dag).';
  if (rows.length > MAX_FACTOR_ROWS) problems[''] = `Ten hoogste ${MAX_FACTOR_ROWS} regels.`;
  rows.forEach((row, index) => {
    const previous = index > 0 ? rows[index - 1] : undefined;
    if (!Number.isInteger(row.days) || row.days < 1 || row.days > MAX_FACTOR_DAYS)
      problems[`${index}.days`] = `Het aantal dagen moet een heel getal van 1 tot ${MAX_FACTOR_DAYS} zijn.`;
    else if (previous && row.days <= previous.days)
      problems[`${index}.days`] = 'Het aantal dagen moet per regel oplopen.';
    if (!Number.isFinite(row.factor) || row.factor <= 0)
      problems[`${index}.factor`] = 'De factor moet groter dan 0 zijn.';
    else if (row.factor > MAX_FACTOR)
      problems[`${index}.factor`] = `De factor mag ten hoogste ${MAX_FACTOR} zijn.`;
    else if (!hasFactorPrecision(row.factor))
      problems[`${index}.factor`] = 'Gebruik ten hoogste 4 decimalen.';
    else if (previous && row.factor < previous.factor)
      problems[`${index}.factor`] = 'De factor mag niet lager zijn dan die van de regel erboven.';
  });
  return problems;
};
