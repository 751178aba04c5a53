import {
  BUSINESS_COMPENSATION_CENTS,
  collectionCostsWithVatCents,
  commercialInterestCents,
  formatInvoiceDate,
  formatMoney,
} from '@app/domain';

export type ReminderLevel = 1 | 2;

export type ReminderInput = {
  level: ReminderLevel;
  contactType: 'individual' | 'business';
  contactName: string;
  companyName: string;
  invoiceNumber: string;
  invoiceDate: string;
  dueDate: string;
  openCents: number;
  today: string;
  /** The company cannot deduct VAT: VAT goes on top of the collection costs (a setting). */
  costsAddVat: boolean;
  bankAccount: string;
  /** "Betaal met iDEAL" (issue 28): the invoice's payment link while iDEAL is on. */
  payUrl?: string | null;
};

/** The term courts accept for the 14-day letter of art. 6:96 lid 6 BW. */
export const FOURTEEN_DAY_TERM = 'binnen veertien dagen vanaf de dag nadat deze brief bij u is bezorgd';

/**
 * The reminder's subject, text and amounts. Level 1 (herinnering) asks kindly; level 2 (aanmaning)
 * is, for a consumer, the letter of art. 6:96 lid 6 BW naming the collection costs of the Besluit's
 * scale and the 14-day term; for a business it names the statutory commercial interest so far
 * (art. 6:119a BW) and the fixed € 40 compensation.
 */
export const reminderContent = (input: ReminderInput) => {
  const open = formatMoney(input.openCents);
  const pay = `Maak het bedrag over naar ${input.bankAccount || 'ons rekeningnummer'} onder vermelding van ${input.invoiceNumber}.${input.payUrl ? `\n\nBetaal met iDEAL: ${input.payUrl}` : ''}`;
  const greeting = `Beste ${input.contactName},`;
  const sign = `Met vriendelijke groet,\n${input.companyName}`;
  if (input.level === 1) {
    return {
      subject: `Herinnering: factuur ${input.invoiceNumber}`,
      costsCents: 0,
      interestCents: 0,
      text: [
        greeting,
        `Volgens onze administratie staat van factuur ${input.invoiceNumber} van ${formatInvoiceDate(input.invoiceDate)} nog ${open} open. De vervaldatum was ${formatInvoiceDate(input.dueDate)}.`,
        `Wil je dit bedrag zo snel mogelijk betalen? ${pay} Heb je al betaald, dan kun je deze herinnering als niet verzonden beschouwen.`,
        'De factuur zit als PDF bij deze e-mail.',
        sign,
      ].join('\n\n'),
    };
  }
  if (input.contactType === 'individual') {
    const costs = collectionCostsWithVatCents(input.openCents, input.costsAddVat);
    return {
      subject: `Aanmaning: factuur ${input.invoiceNumber}`,
      costsCents: costs,
      interestCents: 0,
      text: [
        greeting,
        `Ondanks onze herinnering staat van factuur ${input.invoiceNumber} van ${formatInvoiceDate(input.invoiceDate)} nog ${open} open. De vervaldatum was ${formatInvoiceDate(input.dueDate)}.`,
        `Wij vragen je dit bedrag te betalen ${FOURTEEN_DAY_TERM}. ${pay}`,
        `Als je niet binnen deze termijn betaalt, brengen wij incassokosten in rekening van ${formatMoney(costs)}${input.costsAddVat ? ' (inclusief btw)' : ''}, berekend volgens het Besluit vergoeding voor buitengerechtelijke incassokosten.`,
        'De factuur zit als PDF bij deze e-mail.',
        sign,
      ].join('\n\n'),
    };
  }
  const interest = commercialInterestCents(input.openCents, input.dueDate, input.today);
  return {
    subject: `Aanmaning: factuur ${input.invoiceNumber}`,
    costsCents: BUSINESS_COMPENSATION_CENTS,
    interestCents: interest,
    text: [
      greeting,
      `Ondanks onze herinnering staat van factuur ${input.invoiceNumber} van ${formatInvoiceDate(input.invoiceDate)} nog ${open} open. De vervaldatum was ${formatInvoiceDate(input.dueDate)}.`,
      `Wij verzoeken u dit bedrag per omgaande te voldoen. ${pay}`,
      `Vanaf de dag na de vervaldatum bent u de wettelijke handelsrente verschuldigd (art. 6:119a BW); tot en met ${formatInvoiceDate(input.today)} is dat ${formatMoney(interest)}. Daarnaast bent u een vaste vergoeding voor incassokosten verschuldigd van ${formatMoney(BUSINESS_COMPENSATION_CENTS)} (art. 6:96 lid 4 BW).`,
      'De factuur zit als PDF bij deze e-mail.',
      sign,
    ].join('\n\n'),
  };
};
