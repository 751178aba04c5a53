/** Dutch texts of the settings rules, shared by the server and the forms. */
export const SETTINGS_MESSAGES = {
  unknownKeys: (keys: readonly string[]) =>
    keys.length === 1 ? `Onbekende instelling: ${keys[0]}` : `Onbekende instellingen: ${keys.join(', ')}`,
  notAnObject: 'Stuur de instellingen als een object van sleutels en waarden.',
  text: 'Vul tekst in.',
  tooLong: (max: number) => `Maximaal ${max} tekens.`,
  email: 'Vul een geldig e-mailadres in.',
  country: 'Kies een land uit de lijst.',
  logo: 'Het logo moet een geüpload bestand zijn (/storage/logos/…).',
  logoNotFound: 'Het logo is niet gevonden. Upload het opnieuw.',
  boolean: 'Kies ja of nee (true of false).',
  addressForm: 'Kies je of u.',
  reminderDaysOrder: 'De aanmaning gaat later uit dan de herinnering: kies meer dagen.',
  companyNameRequired: 'Vul de bedrijfsnaam in om de installatie af te ronden.',
  template: 'Vul een sjabloon in, bijvoorbeeld F{year}-{id}.',
  incrementalId: 'Het volgende nummer moet een heel getal van 1 of hoger zijn.',
  cents: 'Vul een bedrag in hele centen in (0 of hoger, maximaal € 1.000,00).',
  kilometers: 'Vul een heel aantal kilometers in (0 tot 10.000).',
  saved: 'De instellingen zijn opgeslagen.',
} as const;

export const SETTINGS_TEXT_MAX_LENGTH = 200;

/** The company identity settings (Instellingen → Bedrijfsgegevens), in the form's order. */
export const IDENTITY_KEYS = [
  'identity_company_logo',
  'identity_company_name',
  'identity_address_line_1',
  'identity_address_line_2',
  'identity_postal_code',
  'identity_city',
  'identity_country',
  'identity_email_address',
  'identity_phone_number',
  'identity_coc_id',
  'identity_vat_id',
  'identity_bank_account_id',
  'identity_bank_account_holder',
  'identity_bank_swift_bic',
] as const;
export type IdentityKey = (typeof IDENTITY_KEYS)[number];
