import { diffCalendarDays } from './dates.ts';

export const INVOICE_PAYMENT_METHODS = ['bank', 'cash', 'pin', 'ideal'] as const;
export type InvoicePaymentMethod = (typeof INVOICE_PAYMENT_METHODS)[number];

export const INVOICE_PAYMENT_METHOD_LABELS: Readonly<Record<InvoicePaymentMethod, string>> = {
  bank: 'Overboeking',
  cash: 'Contant',
  pin: 'Pin',
  ideal: 'iDEAL',
};

export type OpenAmountInput = {
  /** The invoice total in cents, VAT included. */
  totalCents: number;
  /** What credit notes on this invoice take off (positive cents); 0 without one. */
  creditedCents: number;
  /** The sum of the registered payments (cents). */
  paidCents: number;
};

/**
 * What the customer still owes: the total less what credit notes took off and what was paid.
 * The one place this is computed (invoice model, payment checks, reminders, the outstanding
 * overview), so a credit note lowers what is open everywhere at once. Never below zero: an invoice
 * credited in full and paid before has nothing open (the refund is outside this app).
 */
export const openAmountOf = ({ totalCents, creditedCents, paidCents }: OpenAmountInput): number =>
  Math.max(0, totalCents - creditedCents - paidCents);

/** Paid once something was due and nothing is open any more. */
export const isPaidInFull = (input: OpenAmountInput): boolean =>
  input.totalCents - input.creditedCents > 0 && openAmountOf(input) === 0;

export const AGING_BUCKETS = ['0-14', '15-30', '31-60', '60+'] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];

export const AGING_BUCKET_LABELS: Readonly<Record<AgingBucket, string>> = {
  '0-14': '0–14 dagen',
  '15-30': '15–30 dagen',
  '31-60': '31–60 dagen',
  '60+': 'Meer dan 60 dagen',
};

/**
 * The aging bucket of an overdue invoice by the days past its due date (1 = the day after it);
 * null while it is not yet due.
 */
export const agingBucketOf = (dueDate: string, today: string): AgingBucket | null => {
  const days = diffCalendarDays(dueDate, today);
  if (days <= 0) return null;
  if (days <= 14) return '0-14';
  if (days <= 30) return '15-30';
  if (days <= 60) return '31-60';
  return '60+';
};

/** The first and last day past due of a bucket (the last null for the open-ended one). */
export const AGING_BUCKET_DAYS: Readonly<Record<AgingBucket, { from: number; until: number | null }>> = {
  '0-14': { from: 1, until: 14 },
  '15-30': { from: 15, until: 30 },
  '31-60': { from: 31, until: 60 },
  '60+': { from: 61, until: null },
};
