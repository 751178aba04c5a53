/** Dutch texts of the contact rules (spec §5), shared by the server and the forms. */
export const CONTACT_MESSAGES = {
  companyNameRequired: 'Bedrijfsnaam is verplicht',
  /** "UBL meesturen" for a Dutch business: SI-UBL (BR-NL-10) needs the buyer's KvK number. */
  ublNeedsCoc:
    'Een e-factuur (UBL) aan een Nederlands bedrijf heeft het KvK-nummer nodig: vul het KvK-nummer in.',
  firstNameRequired: 'Voornaam mag niet leeg zijn',
  lastNameRequired: 'Achternaam mag niet leeg zijn',
  unknownCountry: 'Onbekend land. Kies een land uit de lijst.',
  notFound: 'Dit contact bestaat niet (meer).',
  personNotFound: 'Deze contactpersoon bestaat niet (meer).',
  deleted: 'Het contact is verwijderd.',
  archived: 'Het contact heeft facturen en is daarom gearchiveerd in plaats van verwijderd.',
  archivedReservations: 'Het contact heeft reserveringen en is daarom gearchiveerd in plaats van verwijderd.',
  archivedInvoicesAndReservations:
    'Het contact heeft facturen en reserveringen en is daarom gearchiveerd in plaats van verwijderd.',
  restored: 'Het contact is weer actief.',
} as const;

export const CONTACT_SEARCH_DEFAULT_LIMIT = 50;

export const CONTACT_IMPORT_LIMITS = { maxBytes: 5 * 1024 * 1024, maxRows: 10_000 } as const;

/** What the import does with a row that matches a contact (same KvK number, or same e-mail for a person). */
export const CONTACT_IMPORT_DUPLICATE_MODES = ['skip', 'merge'] as const;
export type ContactImportDuplicateMode = (typeof CONTACT_IMPORT_DUPLICATE_MODES)[number];

/** Each row's fate in the import report. */
export const CONTACT_IMPORT_FATES = ['created', 'merged', 'skipped', 'refused'] as const;
export type ContactImportFate = (typeof CONTACT_IMPORT_FATES)[number];
