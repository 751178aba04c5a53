import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkCocNumber,
  checkDutchPostalCode,
  checkIban,
  checkPostalCodeFor,
  checkVatId,
  normaliseDutchPostalCode,
  normalisePostalCodeFor,
} from '../src/index.ts';

const IBAN_WARNING = 'Dit IBAN-nummer lijkt niet te kloppen.';

describe('checkIban', () => {
  it.each([
    'NL91ABNA0417164300',
    'NL91 ABNA 0417 1643 00',
    'nl91abna0417164300',
    ' NL91ABNA0417164300 ',
    'NL02ABNA0123456789',
    'DE89370400440532013000',
    'BE68539007547034',
    'GB82WEST12345698765432',
  ])('accepts %j', (iban) => {
    expect(checkIban(iban)).toBeNull();
  });

  it.each([
    'NL91ABNA0417164301',
    'NL92ABNA0417164300',
    'NL91ABNA041716430',
    'NL91-ABNA-0417-1643-00',
    '91ABNA0417164300',
    'NLXXABNA0417164300',
    'hallo',
  ])('warns about %j', (iban) => {
    expect(checkIban(iban)).toBe(IBAN_WARNING);
  });

  it('ignores an empty field', () => {
    expect(checkIban('')).toBeNull();
    expect(checkIban('   ')).toBeNull();
  });

  it('catches every single-digit typo in a valid IBAN', () => {
    const valid = 'NL91ABNA0417164300';
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: valid.length - 1 }),
        fc.integer({ min: 1, max: 9 }),
        (position, shift) => {
          const char = valid[position]!;
          fc.pre(/\d/.test(char));
          const typo =
            valid.slice(0, position) + String((Number(char) + shift) % 10) + valid.slice(position + 1);
          expect(checkIban(typo)).toBe(IBAN_WARNING);
        },
      ),
    );
  });
});

describe('checkVatId', () => {
  it.each(['NL123456789B01', 'nl123456789b01', 'NL 1234.56.789.B01', ''])('accepts %j', (vatId) => {
    expect(checkVatId(vatId)).toBeNull();
  });

  it.each(['NL12345678B01', 'NL123456789B1', 'NL123456789X01', '123456789B01', 'BE0123456789'])(
    'warns about %j',
    (vatId) => {
      expect(checkVatId(vatId)).toBe('Een Nederlands btw-id ziet eruit als NL123456789B01.');
    },
  );
});

describe('checkCocNumber', () => {
  it.each(['12345678', ' 1234 5678 ', ''])('accepts %j', (coc) => {
    expect(checkCocNumber(coc)).toBeNull();
  });

  it.each(['1234567', '123456789', '1234567a', 'KvK'])('warns about %j', (coc) => {
    expect(checkCocNumber(coc)).toBe('Een KvK-nummer bestaat uit 8 cijfers.');
  });
});

describe('checkDutchPostalCode', () => {
  it.each(['1234 AB', '1234AB', '1234ab', ' 9999 zz ', ''])('accepts %j', (code) => {
    expect(checkDutchPostalCode(code)).toBeNull();
  });

  it.each(['0123 AB', '123 AB', '12345 AB', '1234 A', '1234 ABC', '1234-AB', 'AB 1234', '1234  AB'])(
    'warns about %j',
    (code) => {
      expect(checkDutchPostalCode(code)).toBe('Een postcode ziet eruit als 1234 AB.');
    },
  );
});

describe('normaliseDutchPostalCode', () => {
  it.each([
    ['1234ab', '1234 AB'],
    ['1234 ab', '1234 AB'],
    [' 1234AB ', '1234 AB'],
    ['1234 AB', '1234 AB'],
    ['B-1000', 'B-1000'],
    [' 10115 ', '10115'],
  ])('turns %j into %j', (input, output) => {
    expect(normaliseDutchPostalCode(input)).toBe(output);
  });
});

describe('the postcode rule per country', () => {
  const digits = fc.integer({ min: 1000, max: 9999 }).map(String);
  const letters = fc.stringMatching(/^[A-Za-z]{2}$/);
  const space = fc.constantFrom('', ' ');

  it('accepts every 1234 AB form in the Netherlands and stores it as "1234 AB"', () => {
    fc.assert(
      fc.property(
        digits,
        space,
        letters,
        fc.constantFrom('nl', 'NL', 'Nederland', '', null, undefined),
        (d, s, l, country) => {
          const typed = `${d}${s}${l}`;
          expect(checkPostalCodeFor(country, typed)).toBeNull();
          const stored = normalisePostalCodeFor(country, typed);
          expect(stored).toBe(`${d} ${l.toUpperCase()}`);
          // Normalising twice changes nothing, and what is stored passes the rule.
          expect(normalisePostalCodeFor(country, stored)).toBe(stored);
          expect(checkPostalCodeFor(country, stored)).toBeNull();
        },
      ),
    );
  });

  it('refuses anything else in the Netherlands with the Dutch message', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (typed) => {
        fc.pre(!/^\s*[1-9]\d{3}\s?[A-Za-z]{2}\s*$/.test(typed) && typed.trim() !== '');
        expect(checkPostalCodeFor('nl', typed)).toBe('Een postcode ziet eruit als 1234 AB.');
        // Refused input is never turned into something that would pass.
        expect(normalisePostalCodeFor('nl', typed)).toBe(typed.trim());
      }),
    );
  });

  it.each(['35I2 AB', '3512 A8', '0123 AB', '3512-AB', '3512 ABC'])('refuses the typo %j', (typed) => {
    expect(checkPostalCodeFor('nl', typed)).toBe('Een postcode ziet eruit als 1234 AB.');
  });

  it('leaves other countries free, only trimmed', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('be', 'de', 'Belgie', 'fr'),
        fc.string({ maxLength: 12 }),
        (country, typed) => {
          expect(checkPostalCodeFor(country, typed)).toBeNull();
          expect(normalisePostalCodeFor(country, typed)).toBe(typed.trim());
        },
      ),
    );
    expect(normalisePostalCodeFor('be', null)).toBeNull();
    expect(checkPostalCodeFor('nl', null)).toBeNull();
  });
});
