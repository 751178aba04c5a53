import { z } from 'zod';

const nl = z.locales.nl().localeError;

/** What a field should have been, in words a person reads (zod's own locale says "number", "NaN"). */
const EXPECTED: Record<string, string> = {
  number: 'een getal',
  int: 'een geheel getal',
  bigint: 'een geheel getal',
  string: 'een tekst',
  boolean: 'true of false',
  object: 'een object',
  array: 'een lijst',
  date: 'een datum',
};

const isNumeric = (origin: string | undefined) =>
  origin === 'number' || origin === 'int' || origin === 'bigint';
const isList = (origin: string | undefined) => origin === 'array' || origin === 'set';

/**
 * zod's checks without a message of their own, in plain Dutch: "Te groot: hoogstens 200." rather
 * than zod's locale "Te groot: verwacht dat number <=200 is". Anything else keeps zod's Dutch locale;
 * schemas with their own texts keep them.
 */
export const dutchValidationLocale: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type': {
      const expected = EXPECTED[issue.expected];
      if (expected) return `Ongeldige invoer: verwacht ${expected}.`;
      break;
    }
    case 'too_big': {
      const max = issue.maximum.toString();
      if (isNumeric(issue.origin))
        return issue.inclusive ? `Te groot: hoogstens ${max}.` : `Te groot: kleiner dan ${max}.`;
      if (issue.origin === 'string') return `Te lang: hoogstens ${max} tekens.`;
      if (isList(issue.origin)) return `Te veel: hoogstens ${max}.`;
      break;
    }
    case 'too_small': {
      const min = issue.minimum.toString();
      if (isNumeric(issue.origin))
        return issue.inclusive ? `Te klein: minimaal ${min}.` : `Te klein: groter dan ${min}.`;
      if (issue.origin === 'string')
        return min === '1' ? 'Mag niet leeg zijn.' : `Te kort: minimaal ${min} tekens.`;
      if (isList(issue.origin)) return min === '1' ? 'Kies er minimaal één.' : `Te weinig: minimaal ${min}.`;
      break;
    }
  }
  return nl(issue);
};
