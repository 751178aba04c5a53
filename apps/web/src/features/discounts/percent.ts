import { DISCOUNT_MESSAGES } from '@app/contracts';
import { parsePercentInput } from '@app/domain';

const NUMBER_TEXT = /^-?\d+(?:[.,]\d+)?$/;

/**
 * The message for a percentage as typed (spec §5, discount edit): empty → "Geef een
 * kortingspercentage op", not a number → "Waarde moet een getal zijn", outside 1–100 → "Waarde
 * moet een getal tussen de 1 en 100 zijn", a decimal → "Waarde moet een heel getal zijn".
 * Null when the value is whole digits from 1 to 100, the only values that enable saving.
 */
export function percentError(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return DISCOUNT_MESSAGES.valueRequired;
  if (parsePercentInput(trimmed) !== null) return null;
  if (!NUMBER_TEXT.test(trimmed)) return DISCOUNT_MESSAGES.valueNotNumber;
  const value = Number(trimmed.replace(',', '.'));
  if (value < 1 || value > 100) return DISCOUNT_MESSAGES.valueRange;
  return DISCOUNT_MESSAGES.valueWhole;
}
