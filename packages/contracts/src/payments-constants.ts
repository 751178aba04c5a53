/** Dutch texts of payments, reminders and the outstanding overview (issue 28). */
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
  noRecipient: 'Dit contact heeft geen e-mailadres. Vul het e-mailadres in bij het contact.',
  sent: 'De herinnering is verstuurd.',
} as const;

export const REMINDER_LEVEL_LABELS = { 1: 'Herinnering', 2: 'Aanmaning' } as const;
