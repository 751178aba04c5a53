/** Money is always an integer number of euro cents; these helpers convert at the edges only. */

const euroFormatter = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' });

/**
 * Commercial rounding: halves go away from zero (2.5 → 3, -2.5 → -3), unlike Math.round.
 * The value is first trimmed to 15 significant digits so binary noise such as
 * 1.005 * 100 = 100.49999999999999 still rounds as the decimal 100.5 it stands for.
 */
export const roundHalfAwayFromZero = (x: number): number => {
  if (!Number.isFinite(x)) return x;
  const magnitude = Math.round(Number(Math.abs(x).toPrecision(15)));
  // `|| 0` turns -0 into 0 so callers never see a negative zero.
  return (x < 0 ? -magnitude : magnitude) || 0;
};

/** 123456 → "€ 1.234,56", -500 → "€ -5,00"; ordinary spaces so the text is predictable. */
export const formatMoney = (cents: number): string => {
  if (!Number.isFinite(cents)) throw new RangeError(`Geen geldig bedrag: ${cents}`);
  const whole = roundHalfAwayFromZero(cents);
  const digits = String(Math.abs(whole)).padStart(3, '0');
  // A decimal string keeps large amounts exact; dividing by 100 would go through binary floats.
  const decimal = `${whole < 0 ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
  return euroFormatter
    .format(decimal as Intl.StringNumericLiteral)
    .replace(/[\u00A0\u202F]/g, ' ')
    .replace(/\u2212/g, '-');
};

/**
 * Cents as the text of an amount field ("1234,56", "-5,00"): no euro sign and no thousands dots, so
 * the person edits a plain number, and `parseMoneyInput` reads it back to the same cents.
 */
export const formatMoneyInput = (cents: number): string => {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Geen geldig bedrag: ${cents}`);
  const digits = String(Math.abs(cents)).padStart(3, '0');
  return `${cents < 0 ? '-' : ''}${digits.slice(0, -2)},${digits.slice(-2)}`;
};

type ParsedNumber = { negative: boolean; integer: string; fraction: string };

// A leading zero group ("0.455") is no thousands grouping, so it is rejected rather than read as 455.
const DUTCH_GROUPED = /^([1-9]\d{0,2}(?:\.\d{3})+)(?:,(\d*))?$/;
const DUTCH_PLAIN = /^(\d*)(?:,(\d*))?$/;
// One dot followed by one or two digits cannot be a Dutch thousands separator, so it is a decimal point.
const DOT_DECIMAL = /^(\d+)\.(\d{1,2})$/;

/** Splits Dutch-style numeric text into sign, integer digits and fraction digits, or null. */
const parseDutchNumber = (text: string): ParsedNumber | null => {
  let rest = text.replace(/[\s\u00A0\u202F]/g, '').replace(/\u2212/g, '-');
  let negative = false;
  if (rest.startsWith('-')) {
    negative = true;
    rest = rest.slice(1);
  }
  // Both "€ 12,50" and "12,50 €" occur, and the sign may sit on either side of a leading euro sign.
  if (rest.startsWith('€')) rest = rest.slice(1);
  else if (rest.endsWith('€')) rest = rest.slice(0, -1);
  if (rest.startsWith('-')) {
    if (negative) return null;
    negative = true;
    rest = rest.slice(1);
  }
  // "12,-" is the Dutch way of writing a round amount.
  if (rest.endsWith(',-')) rest = `${rest.slice(0, -2)},`;

  const match = DUTCH_GROUPED.exec(rest) ?? DOT_DECIMAL.exec(rest) ?? DUTCH_PLAIN.exec(rest);
  if (!match) return null;
  const integer = (match[1] ?? '').replace(/\./g, '');
  const fraction = match[2] ?? '';
  if (integer === '' && fraction === '') return null;
  return { negative, integer: integer || '0', fraction };
};

/**
 * Reads an amount as a user types it ("0,45", "1.234,56", "€ 12,50", "12.50") into cents.
 * Returns null for anything that is not a clear amount, including more than two decimals.
 */
export const parseMoneyInput = (text: string): number | null => {
  const parsed = parseDutchNumber(text);
  if (!parsed || parsed.fraction.length > 2) return null;
  const cents = Number(parsed.integer) * 100 + Number(parsed.fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return null;
  return parsed.negative ? -cents || 0 : cents;
};

/** Reads a Dutch decimal ("0,45" → 0.45, "1.234,5" → 1234.5) into a number, or null. */
export const parseDecimalInput = (text: string): number | null => {
  const parsed = parseDutchNumber(text);
  if (!parsed) return null;
  const value = Number(`${parsed.integer}.${parsed.fraction || '0'}`);
  if (!Number.isFinite(value)) return null;
  return parsed.negative ? -value || 0 : value;
};

// Plain digits, or Dutch thousands groups of exactly three digits after a first group of 1–3
// ("1.000", "12.345.678"); a leading zero group ("0.500") is no grouping.
const WHOLE_NUMBER = /^(?:\d+|[1-9]\d{0,2}(?:\.\d{3})+)$/;

/**
 * Reads a whole number as a Dutch user types it: "1000", "1.000", "1 000", "12.345.678".
 * Null for decimals ("1,5", "1.5"), dots that are no thousands grouping ("1.00", "10.0000"),
 * and anything else. A leading minus is kept; the caller checks the range.
 */
export const parseWholeNumberInput = (text: string): number | null => {
  let rest = text.replace(/[\s\u00A0\u202F]/g, '').replace(/\u2212/g, '-');
  const negative = rest.startsWith('-');
  if (negative) rest = rest.slice(1);
  if (!WHOLE_NUMBER.test(rest)) return null;
  const value = Number(rest.replace(/\./g, ''));
  if (!Number.isSafeInteger(value)) return null;
  return negative ? -value || 0 : value;
};
