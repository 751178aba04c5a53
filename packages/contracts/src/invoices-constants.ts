/** Dutch texts of the invoice rules (spec §4, §5), shared by the server and the screens. */
export const INVOICE_MESSAGES = {
  notFound: 'Deze factuur bestaat niet (meer).',
  contactRequired: 'Contact mag niet leeg zijn!',
  contactNotFound: 'Dit contact bestaat niet (meer).',
  contactArchived: 'Dit contact is gedeactiveerd. Kies een actief contact.',
  personNotOfContact: 'Deze contactpersoon hoort niet bij het gekozen contact.',
  linesRequired: 'Voeg minimaal één factuurregel toe voordat je de factuur publiceert.',
  mixedUpdate:
    'Wijzig óf de contact- en datumgegevens, óf de factuurregels, óf de status; niet meerdere tegelijk.',
  emptyUpdate: 'Er is niets om te wijzigen.',
  notEditable: 'Alleen een conceptfactuur kan worden gewijzigd. Kies eerst Wijzig factuur.',
  deleted: 'Deze factuur is verwijderd.',
  deleteNumbered: 'Een factuur met een factuurnummer kan niet worden verwijderd.',
  deleteConfirm: 'Weet je zeker dat je deze factuur wilt verwijderen? Dit kan niet ongedaan worden gemaakt.',
  overdueIsAutomatic: 'De status Verlopen wordt automatisch gezet zodra de vervaldatum is verstreken.',
  renderFailed: 'De PDF van de factuur kon niet worden gemaakt.',
  lineTooLarge: 'Een regelbedrag mag hoogstens € 10.000.000,00 zijn.',
  totalTooLarge: 'Het totaal van een factuur mag hoogstens € 10.000.000,00 zijn.',
  lineKindInvalid: 'Kies wat deze regel is: verhuur, verkoop, pakket, borg, transport, korting of overig.',
  lineItemNotFound: 'Dit artikel bestaat niet. Kies het artikel opnieuw.',
  lineNeedsItem: 'Een regel voor verhuur, verkoop of een pakket hoort bij een artikel. Kies het artikel.',
  lineDepositNotOutsideScope: 'Een borgregel heeft 0% btw met als reden "buiten de btw".',
  invalidDate: 'Ongeldige datum',
  paidAtInFuture: 'De betaaldatum kan niet in de toekomst liggen.',
  paidAtOnlyWithPaid: 'Een betaaldatum hoort alleen bij de status Betaald.',
  deliveryUntilNeedsFrom: 'Kies eerst de leverdatum (de eerste dag van de periode).',
  deliveryUntilBeforeFrom: 'De leverperiode kan niet eindigen vóór de leverdatum.',
  mailToRequired: 'Vul het e-mailadres van de ontvanger in.',
  mailToInvalid: 'Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.nl.',
  mailSubjectRequired: 'Vul een onderwerp in.',
  mailMessageRequired: 'Vul een bericht in.',
  mailTextInvalid: 'Deze tekst bevat tekens die niet in een e-mail kunnen.',
  zeroRateReasonsOnlyOnPublish: 'Redenen voor 0%-regels gaan alleen mee met Publiceren (status Openstaand).',
  zeroRateReasonUnknownLine: 'Deze regel hoort niet bij deze factuur. Laad de factuur opnieuw.',
  zeroRateReasonNotZero: (description: string) =>
    `Regel "${description || 'zonder omschrijving'}" heeft geen 0% btw; alleen een 0%-regel krijgt een reden.`,
  dateOutsideNumberYear: (invoiceId: string, year: string) =>
    `Deze factuur houdt factuurnummer ${invoiceId}, een nummer uit ${year}. Kies een factuurdatum in ${year}, of maak een nieuwe factuur (Dupliceren).`,
} as const;

/**
 * The largest line amount (count × unit price) and invoice total, either sign: € 10.000.000,00.
 * Far above any rental invoice, and it keeps every amount exact in JavaScript numbers and the
 * stored total inside PostgreSQL's 32-bit integer column.
 */
export const MAX_INVOICE_AMOUNT_CENTS = 1_000_000_000;

export const INVOICE_SORTS = ['id', 'invoice_id', 'invoice_date', 'contact', 'total', 'status'] as const;

/** Header fields: the contact and date block. */
export const INVOICE_HEADER_FIELDS = [
  'contact_id',
  'person_id',
  'identifier',
  'invoice_date',
  'days_until_due',
  'delivery_from',
  'delivery_until',
] as const;

export const INVOICE_LINE_FIELDS = ['include_tax', 'items', 'vat_treatment'] as const;

export const INVOICE_STATUS_FIELDS = ['status', 'paid_at', 'zero_rate_reasons'] as const;
