/** Dutch texts of the price rules (staffel, weekend rate), shared by the server and the forms. */
export const PRICING_MESSAGES = {
  factorsInvalid: 'Geef de staffel als een lijst van regels met dagen en factor.',
  days: 'Het aantal dagen moet een heel getal van 1 tot 366 zijn.',
  factor: 'De factor moet een getal groter dan 0 zijn (ten hoogste 1000, 4 decimalen).',
  extraDayFactor: 'De factor per extra dag moet een getal van 0 tot 1000 zijn (ten hoogste 4 decimalen).',
  weekendFactor:
    'De weekendfactor moet een getal groter dan 0 zijn (ten hoogste 1000, 4 decimalen), of leeg voor geen weekendtarief.',
  weekendSpan: "Kies 'za-zo' of 'vr-ma'.",
} as const;

/** The settings keys of the price rules (Instellingen → Prijzen). */
export const PRICING_SETTINGS_KEYS = [
  'pricing_day_factors',
  'pricing_extra_day_factor',
  'pricing_weekend_factor',
  'pricing_weekend_span',
] as const;
