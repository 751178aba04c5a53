/** The renter's signature at handover: limits and Dutch texts, shared by server and screens. */

/** The largest signature image accepted: 200 KB of PNG. */
export const MAX_SIGNATURE_PNG_BYTES = 200 * 1024;
/** Widest and highest signature image accepted, in pixels (the pad draws 800 × 300). */
export const MAX_SIGNATURE_PNG_SIDE = 2000;
export const MAX_SIGNER_NAME_LENGTH = 120;
export const SIGNATURE_DATA_URL_PREFIX = 'data:image/png;base64,';

export const SIGNATURE_MESSAGES = {
  nameRequired: 'Vul de naam van de huurder in.',
  nameTooLong: `De naam mag hoogstens ${MAX_SIGNER_NAME_LENGTH} tekens hebben.`,
  instructionsRequired: 'Vink aan dat de veiligheidsinstructies zijn uitgelegd.',
  pngRequired: 'Laat de huurder eerst tekenen.',
  pngNotDataUrl: 'De handtekening moet een PNG-afbeelding zijn (data:image/png;base64,…).',
  pngInvalid: 'De handtekening is geen geldige PNG-afbeelding.',
  pngTooLarge: 'De handtekening is te groot: hoogstens 200 KB.',
  pngTooManyPixels: `De handtekening is te groot: hoogstens ${MAX_SIGNATURE_PNG_SIDE} × ${MAX_SIGNATURE_PNG_SIDE} pixels.`,
  pngEmpty: 'De handtekening is leeg: laat de huurder eerst tekenen.',
  otherDay: 'Als chauffeur laat je alleen tekenen voor ritten van vandaag.',
  orderCancelled: 'Deze order is geannuleerd: er kan niet meer voor worden getekend.',
  notFound: 'Deze handtekening bestaat niet.',
  termsOutdated:
    'De huurvoorwaarden zijn intussen gewijzigd. Laat de huurder de nieuwe versie lezen en opnieuw tekenen.',
} as const;

/** The kind of job a signature was given at, as the screens and the handover PDF name it. */
export const SIGNATURE_JOB_LABELS = { delivery: 'Bezorging', pickup: 'Ophaling' } as const;
