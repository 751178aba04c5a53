/**
 * Gapless numbers: invoices (given at publish, inside the publishing transaction) and quotes
 * (given when made), one counter per scope (the year when the template uses {year}, else 'all'),
 * so they are unique and gapless; the user may move the next invoice number forward but never
 * onto one already given, neither a sequence the scope gave nor a number another template gave
 * that this one would give again. The template is the caller's to read (a setting): numbering
 * knows no settings.
 */
export { allocateInvoiceNumber } from './allocate-invoice-number.ts';
export { allocateQuoteNumber } from './allocate-quote-number.ts';
export { checkTemplateSwitch } from './check-template-switch.ts';
export { nextInvoiceSeq } from './next-invoice-seq.ts';
export { NUMBERING_MESSAGES } from './numbering-messages.ts';
export { setNextInvoiceSeq } from './set-next-invoice-seq.ts';
