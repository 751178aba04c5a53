import {
  type AddressForm,
  BUSINESS_COMPENSATION_CENTS,
  collectionCostsWithVatCents,
  commercialInterestCents,
  formatInvoiceDate,
  formatMoney,
  inForm,
  salutationOf,
} from '@app/domain';

export type ReminderLevel = 1 | 2;

export type ReminderInput = {
  level: ReminderLevel;
  contactType: 'individual' | 'business';
  /** Who the mail opens with: the invoice's contact person, else a consumer's own name; null: none. */
  addresseeName: string | null;
  companyName: string;
  invoiceNumber: string;
  invoiceDate: string;
  dueDate: string;
  openCents: number;
  today: string;
  /** The company cannot deduct VAT: VAT goes on top of the collection costs (a setting). */
  costsAddVat: boolean;
  bankAccount: string;
  /** "Betaal met iDEAL": the invoice's payment link while iDEAL is on. */
  payUrl?: string | null;
  /** The company's form of address for customers (a setting): one form through the whole letter. */
  form: AddressForm;
};

/** The term courts accept for the 14-day letter of art. 6:96 lid 6 BW, in the letter's form of address. */
export const fourteenDayTerm = (form: AddressForm) =>
  `binnen veertien dagen vanaf de dag nadat deze brief bij ${form === 'u' ? 'u' : 'je'} is bezorgd`;

/**
 * The reminder's subject, text and amounts. Level 1 (herinnering) asks kindly; level 2 (aanmaning)
 * is, for a consumer, the letter of art. 6:96 lid 6 BW naming the collection costs of the Besluit's
 * scale and the 14-day term; for a business it names the statutory commercial interest so far
 * (art. 6:119a BW) and the fixed € 40 compensation. Written throughout in the company's form of
 * address ("je" or "u").
 */
export const reminderContent = (input: ReminderInput) => {
  const say = inForm(input.form);
  const open = formatMoney(input.openCents);
  const pay = `${say('Maak het bedrag over', 'U kunt het bedrag overmaken')} naar ${input.bankAccount || 'ons rekeningnummer'} onder vermelding van ${input.invoiceNumber}.${input.payUrl ? `\n\nBetaal met iDEAL: ${input.payUrl}` : ''}`;
  const greeting = salutationOf(input.form, input.addresseeName);
  const sign = `Met vriendelijke groet,\n${input.companyName}`;
  const attached = 'De factuur zit als PDF bij deze e-mail.';
  const stillOpen = (start: string) =>
    `${start} staat van factuur ${input.invoiceNumber} van ${formatInvoiceDate(input.invoiceDate)} nog ${open} open. De vervaldatum was ${formatInvoiceDate(input.dueDate)}.`;
  if (input.level === 1) {
    return {
      subject: `Herinnering: factuur ${input.invoiceNumber}`,
      costsCents: 0,
      interestCents: 0,
      text: [
        greeting,
        stillOpen('Volgens onze administratie'),
        `${say('Wil je', 'Wilt u')} dit bedrag zo snel mogelijk betalen? ${pay} ${say(
          'Heb je al betaald, dan kun je',
          'Heeft u al betaald, dan kunt u',
        )} deze herinnering als niet verzonden beschouwen.`,
        attached,
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
        stillOpen('Ondanks onze herinnering'),
        `${say('Wij vragen je', 'Wij vragen u')} dit bedrag te betalen ${fourteenDayTerm(input.form)}. ${pay}`,
        `Als ${say('je', 'u')} niet binnen deze termijn betaalt, brengen wij incassokosten in rekening van ${formatMoney(costs)}${input.costsAddVat ? ' (inclusief btw)' : ''}, berekend volgens het Besluit vergoeding voor buitengerechtelijke incassokosten.`,
        attached,
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
      stillOpen('Ondanks onze herinnering'),
      `${say('Wij vragen je', 'Wij verzoeken u')} dit bedrag per omgaande te ${say('betalen', 'voldoen')}. ${pay}`,
      `Vanaf de dag na de vervaldatum ${say('ben je', 'bent u')} de wettelijke handelsrente verschuldigd (art. 6:119a BW); tot en met ${formatInvoiceDate(input.today)} is dat ${formatMoney(interest)}. Daarnaast ${say('ben je', 'bent u')} een vaste vergoeding voor incassokosten verschuldigd van ${formatMoney(BUSINESS_COMPENSATION_CENTS)} (art. 6:96 lid 4 BW).`,
      attached,
      sign,
    ].join('\n\n'),
  };
};
