import { isDutchCountry } from './geo.ts';

/**
 * Gentle checks for the contact form: each returns null when the value looks right (or is empty,
 * as these fields are optional) and otherwise a Dutch hint. They warn, they do not block.
 */

export const VALIDATION_MESSAGES = {
  iban: 'Dit IBAN-nummer lijkt niet te kloppen.',
  vatId: 'Een Nederlands btw-id ziet eruit als NL123456789B01.',
  cocNumber: 'Een KvK-nummer bestaat uit 8 cijfers.',
  postalCode: 'Een postcode ziet eruit als 1234 AB.',
} as const;

const compact = (value: string): string => value.replace(/\s+/g, '').toUpperCase();

/** ISO 7064 mod 97-10 over the IBAN with its first four characters moved to the end. */
const ibanChecksumHolds = (iban: string): boolean => {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    // Letters count as 10 (A) to 35 (Z); folding digit by digit keeps the number small.
    const digits = String(Number.parseInt(char, 36));
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
};

/** ISO 13616: country code, two check digits, then up to 30 letters or digits; spaces allowed. */
export const checkIban = (value: string): string | null => {
  const iban = compact(value);
  if (iban === '') return null;
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return VALIDATION_MESSAGES.iban;
  return ibanChecksumHolds(iban) ? null : VALIDATION_MESSAGES.iban;
};

/** Dutch btw-id: NL, 9 digits, B, 2 digits; dots and spaces as people type them are fine. */
export const checkVatId = (value: string): string | null => {
  const vatId = compact(value).replace(/\./g, '');
  if (vatId === '') return null;
  return /^NL\d{9}B\d{2}$/.test(vatId) ? null : VALIDATION_MESSAGES.vatId;
};

/** KvK number: exactly 8 digits. */
export const checkCocNumber = (value: string): string | null => {
  const coc = compact(value);
  if (coc === '') return null;
  return /^\d{8}$/.test(coc) ? null : VALIDATION_MESSAGES.cocNumber;
};

// Dutch postal codes never start with 0.
const DUTCH_POSTAL_CODE = /^([1-9]\d{3})\s?([A-Za-z]{2})$/;

/** '1234 AB', also accepting '1234AB' and lower case. */
export const checkDutchPostalCode = (value: string): string | null => {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  return DUTCH_POSTAL_CODE.test(trimmed) ? null : VALIDATION_MESSAGES.postalCode;
};

/** '1234ab' → '1234 AB'; anything that is not a Dutch postal code comes back trimmed but unchanged. */
export const normaliseDutchPostalCode = (value: string): string => {
  const trimmed = value.trim();
  const match = DUTCH_POSTAL_CODE.exec(trimmed);
  return match ? `${match[1]} ${match[2]?.toUpperCase()}` : trimmed;
};

/**
 * A postcode in the Netherlands (country nl, a Dutch name of it, or no country) must be
 * `1234 AB` (the space optional, any case); other countries' postcodes are free. Null when it is
 * fine or empty, else the Dutch message. The one rule of the contact forms, the contact routes,
 * an order's new or completed contact and the import.
 */
export const checkPostalCodeFor = (
  country: string | null | undefined,
  value: string | null | undefined,
): string | null => (isDutchCountry(country) ? checkDutchPostalCode(value ?? '') : null);

/** As stored: a Dutch postcode as `1234 AB`, any other trimmed and otherwise as typed. */
export const normalisePostalCodeFor = <T extends string | null | undefined>(
  country: string | null | undefined,
  value: T,
): T => {
  if (typeof value !== 'string') return value;
  return (isDutchCountry(country) ? normaliseDutchPostalCode(value) : value.trim()) as T;
};
