/** Dutch texts of the discount and promotion rules (spec §5), shared by the server and the forms. */
export const DISCOUNT_MESSAGES = {
  discountNotFound: 'Deze kortingsactie bestaat niet (meer).',
  promotionNotFound: 'Deze promotie bestaat niet (meer).',
  valueHint: 'Korting in % (1–100)',
  valueRequired: 'Geef een kortingspercentage op',
  valueNotNumber: 'Waarde moet een getal zijn',
  valueRange: 'Waarde moet een getal tussen de 1 en 100 zijn',
  valueWhole: 'Waarde moet een heel getal zijn',
  codeRequired: 'Geef een unieke code voor de promotie op.',
  codeTaken: 'Deze code wordt al gebruikt door een andere promotie. Kies een unieke code.',
  codeTooLong: 'Een code heeft hoogstens 40 tekens.',
  codeControlChars: 'Een code mag geen tabs, regeleinden of andere onzichtbare tekens bevatten.',
  expiryInvalid: 'Geef een geldige datum op.',
  expiryTooEarly: 'De einddatum moet op zijn vroegst morgen zijn.',
  itemsRequired: 'Voeg minimaal één artikel toe aan de kortingsactie.',
  itemsTooMany: 'Een kortingsactie geldt voor hoogstens 500 artikelen.',
  itemNotFound: 'Een van de gekozen artikelen bestaat niet (meer).',
  discountInactive: 'Deze kortingsactie is gedeactiveerd en kan niet meer worden gewijzigd.',
  promotionInactive: 'Deze promotie is gedeactiveerd en kan niet meer worden gewijzigd.',
  statusInvalid: 'Alleen de status inactive kan worden gezet (Deactiveren).',
  mixedUpdate: 'Wijzig óf de gegevens, óf de status (Deactiveren); niet allebei tegelijk.',
  emptyUpdate: 'Er is niets om te wijzigen.',
  quoteItemsInvalid: 'Geef de artikelen op als id of id:aantal, gescheiden door komma’s (bijv. 12:3,14).',
  quoteItemNotFound: (id: number) => `Artikel ${id} bestaat niet (meer).`,
  promoUnknown: (code: string) => `Promotiecode "${code}" bestaat niet.`,
  promoInactive: (code: string) =>
    `Promotiecode "${code}" is gedeactiveerd en kan niet meer worden gebruikt.`,
  promoExpired: (code: string, lastDay: string) =>
    `Promotiecode "${code}" is verlopen: hij was geldig t/m ${lastDay}.`,
  emptyList: 'Er zijn geen actieve kortingsacties.',
} as const;

/** Longest promotion code (after trimming). */
export const PROMO_CODE_MAX_LENGTH = 40;

/** Most items one discount lists. */
export const DISCOUNT_MAX_ITEMS = 500;
