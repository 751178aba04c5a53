/** Quotes (offertes): their states, labels and Dutch texts, shared by the server and the screens. */

/**
 * Where a quote stands. `open` while it can be accepted; `expired` is an open quote past its
 * `valid_until` (derived, not stored); `accepted` (online by the customer) and `converted` (by
 * staff, "Omzetten naar order") made it a confirmed order; `declined` by the customer, `withdrawn`
 * by staff.
 */
export const QUOTE_STATES = ['open', 'expired', 'accepted', 'converted', 'declined', 'withdrawn'] as const;
export type QuoteState = (typeof QUOTE_STATES)[number];

export const QUOTE_STATE_LABELS: Record<QuoteState, string> = {
  open: 'Open',
  expired: 'Verlopen',
  accepted: 'Geaccepteerd',
  converted: 'Omgezet naar order',
  declined: 'Afgewezen',
  withdrawn: 'Ingetrokken',
};

/** Days a new quote stays valid when the setting is missing (`quote_valid_days`). */
export const DEFAULT_QUOTE_VALID_DAYS = 14;
/** The default number template of quotes (`numbering_quote_template`). */
export const DEFAULT_QUOTE_TEMPLATE = 'O{year}-{id}';
/** The longest a quote may be valid, in days from today. */
export const MAX_QUOTE_VALID_DAYS = 365;
export const MAX_DECLINE_REASON_LENGTH = 1000;
export const MAX_ACCEPT_NAME_LENGTH = 200;

/** The checkbox the customer ticks on /offerte/{token}. */
export const QUOTE_ACCEPT_LABEL = 'Ik ga akkoord met deze offerte en de huurvoorwaarden';

export const QUOTE_MESSAGES = {
  notFound: 'Deze offerte bestaat niet (meer).',
  /** A public link that names no quote: as little as possible about why. */
  linkNotFound:
    'Deze link naar een offerte klopt niet. Controleer of je de hele link uit de e-mail hebt gebruikt.',
  validUntilPast: 'De geldigheidsdatum kan niet in het verleden liggen. Kies vandaag of een latere dag.',
  validUntilTooFar: `Een offerte kan hoogstens ${MAX_QUOTE_VALID_DAYS} dagen geldig zijn.`,
  validUntilRequired: 'Vul de datum in tot en met wanneer de offerte geldig is.',
  validDays: `Vul een heel aantal dagen in (1 tot ${MAX_QUOTE_VALID_DAYS}).`,
  nameRequired: 'Vul je naam in.',
  nameTooLong: `Je naam mag hoogstens ${MAX_ACCEPT_NAME_LENGTH} tekens lang zijn.`,
  acceptTermsRequired: 'Vink aan dat je akkoord gaat met deze offerte en de huurvoorwaarden.',
  reasonTooLong: `De reden mag hoogstens ${MAX_DECLINE_REASON_LENGTH} tekens lang zijn.`,
  /** 409/410 on the public routes and staff actions. */
  expired: (day: string) => `Deze offerte was geldig tot en met ${day} en kan niet meer worden geaccepteerd.`,
  accepted: 'Deze offerte is al geaccepteerd.',
  converted: 'Deze offerte is al omgezet naar een order.',
  declined: 'Deze offerte is afgewezen en kan niet meer worden geaccepteerd.',
  withdrawn: 'Deze offerte is ingetrokken en kan niet meer worden geaccepteerd.',
  /** The customer accepts a version older than the one now standing. */
  revised:
    'Deze offerte is zojuist gewijzigd. Bekijk de nieuwe versie en accepteer die als je ermee akkoord bent.',
  /** Staff: changing or sending a quote that is no longer open. */
  notOpen: (state: string) =>
    `Deze offerte is ${state.toLowerCase()}: wijzigen, versturen, intrekken of omzetten kan niet meer.`,
  revisedWhileSending: 'De offerte werd net gewijzigd. Verstuur hem opnieuw.',
  noEmail: 'Dit contact heeft geen e-mailadres. Vul het aan bij het contact en verstuur de offerte dan.',
  /**
   * 409 to the customer when a unit is gone at acceptance: the quote stays open, staff see it.
   * `problem` names the article and days (the order rules' message).
   */
  unavailable: (problem: string, company: string, phone: string) =>
    `${problem} Daardoor kunnen we de offerte niet automatisch bevestigen. Bel ${company || 'ons'}${
      phone ? ` op ${phone}` : ''
    }, dan zoeken we samen een oplossing. De offerte blijft zolang open.`,
  /** Only after a template change that would give a number again. */
  numberTaken: (number: string) =>
    `Offertenummer ${number} is al gegeven. Pas bij Instellingen > Nummering het offertesjabloon aan.`,
  created: (number: string) => `Offerte ${number} is aangemaakt.`,
  changed: 'De offerte is gewijzigd. De link van de klant toont nu deze versie.',
  validUntilChanged: (day: string) =>
    `De offerte is nu geldig tot en met ${day}. De link van de klant toont deze versie.`,
  sent: (to: string) => `De offerte is verstuurd naar ${to}.`,
  withdrawnDone: 'De offerte is ingetrokken.',
  convertedDone: (orderId: number) => `De offerte is omgezet naar order #${orderId}.`,
  acceptedDone: 'Bedankt! Je hebt de offerte geaccepteerd. Je ontvangt de orderbevestiging per e-mail.',
  declinedDone: 'Je hebt de offerte afgewezen. Bedankt voor het laten weten.',
} as const;
