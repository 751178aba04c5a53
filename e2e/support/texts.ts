/** Dutch texts from the spec that the tests look for (quoted, so a change in the UI is noticed). */
export const TEXT = {
  usernameRequired: 'Voer je gebruikersnaam in.',
  passwordMin: 'Het wachtwoord dient minimaal 6 karakters te hebben.',
  passwordMax: 'Het wachtwoord mag maximaal 200 karakters hebben.',
  emailRequired: 'Geef een e-mailadres op',
  passwordsMismatch: 'De wachtwoorden komen niet overeen.',
  invalidCredentials: 'De combinatie van e-mailadres en wachtwoord is onjuist.',
  resetRequested:
    'De instructies voor het herstellen van je wachtwoord zijn per e-mail naar je verzonden. Ontvang je geen e-mail? Dan is er geen account bij ons bekend op je e-mailadres.',
  passwordChanged: 'Je wachtwoord is succesvol gewijzigd.',
  tokenChecking: 'Geldigheid van de token valideren…',
  tokenGone: 'Deze link om een nieuw wachtwoord aan te vragen, is niet (meer) geldig.',
  ordersEmpty: 'Je hebt geen orders.',
  noContactSelected: 'Je hebt nog geen contact geselecteerd.',
  orderCancelConfirm:
    'Weet je zeker dat je deze order wilt annuleren? Dit kan niet ongedaan worden gemaakt. Alle reserveringen en afspraken van deze order worden uit de agenda verwijderd.',
  orderCancelled: 'De order is geannuleerd.',
  agendaInvalidDate: 'Dit is geen geldige datum.',
  agendaOutOfRange: 'Kies een datum tussen 1 januari 1900 en 31 december 2100.',
} as const;

/** Discounts and promotions (spec §5, §8). */
export const DISCOUNT_TEXT = {
  empty: 'Er zijn geen actieve kortingsacties.',
  valueHint: 'Korting in % (1–100)',
  valueRequired: 'Geef een kortingspercentage op',
  valueNotNumber: 'Waarde moet een getal zijn',
  valueRange: 'Waarde moet een getal tussen de 1 en 100 zijn',
  codeRequired: 'Geef een unieke code voor de promotie op.',
  codeTaken: 'Deze code wordt al gebruikt door een andere promotie. Kies een unieke code.',
  discountInactive: 'Deze kortingsactie is gedeactiveerd en kan niet meer worden gewijzigd.',
  promotionInactive: 'Deze promotie is gedeactiveerd en kan niet meer worden gewijzigd.',
} as const;
