import { diffCalendarDays } from './dates.ts';

export const INVOICE_STATUSES = ['concept', 'outstanding', 'overdue', 'paid', 'uncollectable'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const INVOICE_STATUS_LABELS: Readonly<Record<InvoiceStatus, string>> = {
  concept: 'Concept',
  outstanding: 'Openstaand',
  overdue: 'Verlopen',
  paid: 'Betaald',
  uncollectable: 'Oninbaar',
};

export const DEFAULT_PAYMENT_TERM_DAYS = 14;

/**
 * Every status can go back to concept so a mistake can be corrected; a concept only moves on by
 * being published (→ outstanding), which assigns the invoice number.
 */
const TRANSITIONS: Readonly<Record<InvoiceStatus, readonly InvoiceStatus[]>> = {
  concept: ['outstanding'],
  outstanding: ['paid', 'uncollectable', 'concept'],
  overdue: ['paid', 'uncollectable', 'concept'],
  paid: ['concept'],
  uncollectable: ['concept'],
};

export const allowedInvoiceTransitions = (status: InvoiceStatus): readonly InvoiceStatus[] =>
  TRANSITIONS[status];

export const canTransitionInvoice = (from: InvoiceStatus, to: InvoiceStatus): boolean =>
  TRANSITIONS[from].includes(to);

/** An outstanding invoice becomes overdue the day after its due date; other statuses stay as they are. */
export const effectiveInvoiceStatus = (
  status: InvoiceStatus,
  dueDate: string,
  today: string,
): InvoiceStatus => (status === 'outstanding' && dueDate < today ? 'overdue' : status);

/** Days since the invoice date at which the age bar reaches 0, 25, 50, 75 and 100%. */
export const INVOICE_AGE_MILESTONES = [0, 15, 26, 32, 38] as const;

export type InvoiceAgeTone = 'amber' | 'red';
export type InvoiceAgeProgress = { days: number; percent: number; tone: InvoiceAgeTone };

const percentForDays = (days: number): number => {
  const step = 100 / (INVOICE_AGE_MILESTONES.length - 1);
  for (let i = 1; i < INVOICE_AGE_MILESTONES.length; i++) {
    const start = INVOICE_AGE_MILESTONES[i - 1]!;
    const end = INVOICE_AGE_MILESTONES[i]!;
    if (days <= end) return (i - 1 + (days - start) / (end - start)) * step;
  }
  return 100;
};

/**
 * How far an unpaid invoice has aged, for the progress bar: the milestones are spread evenly
 * over the bar, linear in between; the bar turns red once the payment term is clearly over.
 */
export const invoiceAgeProgress = (invoiceDate: string, today: string): InvoiceAgeProgress => {
  const days = diffCalendarDays(invoiceDate, today);
  const percent = days <= 0 ? 0 : percentForDays(days);
  return { days, percent, tone: days < INVOICE_AGE_MILESTONES[1] ? 'amber' : 'red' };
};
