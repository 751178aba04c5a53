/** Texts of credit notes (creditfacturen) and the quarter's export. */
export const CREDIT_NOTE_MESSAGES = {
  notPublished: 'Alleen een gepubliceerde factuur kan worden gecrediteerd.',
  isCreditNote: 'Een creditfactuur kan zelf niet worden gecrediteerd.',
  deleted: 'Deze factuur is verwijderd en kan niet worden gecrediteerd.',
  nothingLeft: 'Deze factuur is al volledig gecrediteerd.',
  unknownLine: 'Deze regel hoort niet bij deze factuur.',
  duplicateLine: 'Elke regel kan maar één keer in een creditering staan.',
  notPositive: 'Geef een aantal groter dan 0.',
  tooMany: (left: string) => `Van deze regel is nog ${left} over om te crediteren.`,
  belowZero: (rate: number) =>
    `Deze creditering maakt het bedrag bij ${rate}% btw negatief; crediteer ook de kortingsregel.`,
  linesFixed:
    'De regels van een creditfactuur volgen uit de gecrediteerde factuur. Verwijder het concept en crediteer opnieuw om ze te wijzigen.',
  hasCreditNotes: 'Deze factuur heeft creditfacturen en kan niet meer worden gewijzigd.',
  created: 'Creditfactuur (concept) aangemaakt.',
  title: 'Creditfactuur',
} as const;

export const INVOICE_EXPORT_MESSAGES = {
  invalidDay: 'Kies een geldige datum (jjjj-mm-dd).',
  untilBeforeFrom: 'De einddatum ligt voor de begindatum.',
  tooLong: 'Kies een periode van hoogstens 400 dagen.',
} as const;

/** The longest period one export covers (a quarter, a year and a bit). */
export const MAX_EXPORT_DAYS = 400;
