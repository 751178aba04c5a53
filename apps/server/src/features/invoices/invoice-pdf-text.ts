import { withoutInvalidTextCharacters } from '@app/domain';

/**
 * The data for the invoice PDF with every string stripped of what no export writes (controls,
 * noncharacters, lone surrogates; see text-characters.ts in @app/domain): invoices made before the
 * input refused them still print, without stray boxes.
 */
export const withPrintableText = <T>(value: T): T => {
  if (typeof value === 'string') return withoutInvalidTextCharacters(value) as T;
  if (Array.isArray(value)) return value.map(withPrintableText) as T;
  // Only plain objects are walked: bytes (the logo), dates and the like pass as they are.
  if (value === null || typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) {
    return value;
  }
  return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, withPrintableText(v)])) as T;
};
