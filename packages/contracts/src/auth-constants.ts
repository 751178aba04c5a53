export const MIN_PASSWORD_LENGTH = 6;

/** argon2 takes any length; the cap keeps a hashing request cheap. */
export const MAX_PASSWORD_LENGTH = 200;

export const MAX_PASSWORD_LENGTH_MESSAGE = 'Het wachtwoord mag maximaal 200 karakters hebben.';

/** Dutch texts the server answers with, shared so the UI and tests quote the same words. */
export const AUTH_MESSAGES = {
  invalidCredentials: 'De combinatie van e-mailadres en wachtwoord is onjuist.',
  resetRequested:
    'De instructies voor het herstellen van je wachtwoord zijn per e-mail naar je verzonden. Ontvang je geen e-mail? Dan is er geen account bij ons bekend op je e-mailadres.',
  passwordChanged: 'Je wachtwoord is succesvol gewijzigd.',
  /** After an invitation: the first password is chosen. */
  passwordChosen: 'Je wachtwoord is ingesteld. Log nu in met je e-mailadres en wachtwoord.',
  tokenGone: 'Deze link om een nieuw wachtwoord aan te vragen, is niet (meer) geldig.',
  unauthenticated: 'Je bent niet (meer) ingelogd. Log opnieuw in.',
  refreshFailed: 'Je sessie is verlopen. Log opnieuw in.',
  tooManyRequests: 'Te veel pogingen. Probeer het over enkele minuten opnieuw.',
} as const;
