/**
 * Gapless numbers: invoices (given at publish) and quotes (given when made), each from its own
 * template and counters, the counter row locked in the caller's transaction.
 */
export { allocateQuoteNumber } from './allocate-quote-number.ts';
export { createNumberingService } from './numbering.service.ts';
