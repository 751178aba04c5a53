/** Dutch texts of payments, reminders and the outstanding overview. */
export const PAYMENT_MESSAGES = {
  notFound: 'Deze betaling bestaat niet (meer).',
  amountPositive: 'Vul een bedrag groter dan € 0,00 in.',
  amountTooLarge: (open: string) => `Het bedrag is hoger dan wat nog openstaat (${open}).`,
  nothingOpen: 'Op deze factuur staat niets meer open.',
  onConcept: 'Een conceptfactuur kan nog niet worden betaald. Publiceer de factuur eerst.',
  onDeleted: 'Deze factuur is verwijderd.',
  onUncollectable: 'Deze factuur staat op Oninbaar. Zet haar eerst terug naar Concept en publiceer opnieuw.',
  onCreditNote: 'Op een creditfactuur wordt geen betaling geregistreerd.',
  dateInFuture: 'De betaaldatum kan niet in de toekomst liggen.',
  dateBeforeInvoice: 'De betaaldatum kan niet vóór de factuurdatum liggen.',
  method: 'Kies hoe er is betaald: overboeking, contant, pin of iDEAL.',
  deleteConfirm: (amount: string, day: string) =>
    `Weet je zeker dat je de betaling van ${amount} op ${day} wilt verwijderen? De factuur staat daarna weer open.`,
  created: 'De betaling is geregistreerd.',
  deleted: 'De betaling is verwijderd.',
} as const;

export const REMINDER_MESSAGES = {
  notDue: 'Deze factuur is nog niet vervallen; een herinnering kan pas na de vervaldatum.',
  onConcept: 'Een conceptfactuur krijgt geen herinnering.',
  onPaid: 'Deze factuur is betaald; er gaat geen herinnering meer uit.',
  onStatus: 'Voor deze factuur gaat geen herinnering uit (alleen voor openstaande facturen).',
  allSent: 'De herinnering en de aanmaning zijn al verstuurd.',
  alreadySent: 'Deze herinnering is al verstuurd.',
  secondTooSoon: (day: string, days: number) =>
    `De aanmaning kan pas vanaf ${day} worden verstuurd: ${days} dagen na de herinnering.`,
  noRecipient: 'Dit contact heeft geen e-mailadres. Vul het e-mailadres in bij het contact.',
  sent: 'De herinnering is verstuurd.',
} as const;

export const REMINDER_LEVEL_LABELS = { 1: 'Herinnering', 2: 'Aanmaning' } as const;

/**
 * What the iDEAL pages tell the customer, in the company's form of address (the setting
 * `customer_address_form`): the same form as the mail that brought them there.
 */
export const IDEAL_CUSTOMER_MESSAGES = {
  je: {
    alreadyPaid: 'Deze factuur is al betaald. Dank je wel!',
    thanks: 'Bedankt voor je betaling! We hebben je iDEAL-betaling ontvangen.',
    processing: 'Bedankt! Je betaling wordt nog verwerkt; je hoort van ons als er iets niet in orde is.',
    notPaid:
      'De betaling is niet gelukt of afgebroken. Je kunt het opnieuw proberen met de link in de e-mail.',
  },
  u: {
    alreadyPaid: 'Deze factuur is al betaald. Hartelijk dank!',
    thanks: 'Hartelijk dank voor uw betaling! We hebben uw iDEAL-betaling ontvangen.',
    processing:
      'Hartelijk dank! Uw betaling wordt nog verwerkt; u hoort van ons als er iets niet in orde is.',
    notPaid:
      'De betaling is niet gelukt of afgebroken. U kunt het opnieuw proberen met de link in de e-mail.',
  },
} as const;

/** iDEAL with Mollie: texts a customer or the office sees. */
export const IDEAL_MESSAGES = {
  unavailable: 'Betalen met iDEAL is niet beschikbaar.',
  unknownLink: 'Deze betaallink bestaat niet (meer).',
  alreadyPaid: IDEAL_CUSTOMER_MESSAGES.je.alreadyPaid,
  notPayable: 'Deze factuur kan niet online worden betaald. Neem contact met ons op.',
  providerDown: 'De betaalpagina kan nu niet worden geopend. Probeer het over een paar minuten opnieuw.',
  thanks: IDEAL_CUSTOMER_MESSAGES.je.thanks,
  processing: IDEAL_CUSTOMER_MESSAGES.je.processing,
  notPaid: IDEAL_CUSTOMER_MESSAGES.je.notPaid,
  payLabel: 'Betaal met iDEAL',
  depositPercent: 'Vul een heel percentage in van 0 tot 100.',
} as const;
