import { diffCalendarDays, formatInvoiceDate } from './dates.ts';

export const INVOICE_STATUSES = ['concept', 'outstanding', 'overdue', 'paid', 'uncollectable'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const INVOICE_STATUS_LABELS: Readonly<Record<InvoiceStatus, string>> = {
  concept: 'Concept',
  outstanding: 'Openstaand',
  overdue: 'Verlopen',
  paid: 'Betaald',
  uncollectable: 'Oninbaar',
};

/**
 * A credit note is never "betaald": its amount is settled against the invoice (verrekend) or paid
 * back, so its statuses read differently.
 */
export const CREDIT_NOTE_STATUS_LABELS: Readonly<Record<InvoiceStatus, string>> = {
  concept: 'Concept',
  outstanding: 'Te verrekenen',
  overdue: 'Te verrekenen',
  paid: 'Verrekend',
  uncollectable: 'Afgeboekt',
};

/** The status as shown for an invoice or a credit note. */
export const invoiceStatusLabel = (status: InvoiceStatus, kind: 'invoice' | 'credit_note' = 'invoice') =>
  (kind === 'credit_note' ? CREDIT_NOTE_STATUS_LABELS : INVOICE_STATUS_LABELS)[status];

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

type InvoiceNaming = { status: InvoiceStatus; invoice_id: string | null; concept_id: number };

/**
 * The payment reference: the invoice number once one was given (also while a published invoice
 * is back in concept, since it keeps its number), else CONCEPT plus the concept id.
 */
export const invoicePaymentReference = (invoice: Omit<InvoiceNaming, 'status'>): string =>
  invoice.invoice_id ?? `CONCEPT ${invoice.concept_id}`;

/**
 * The title of an invoice page: "Factuur F2026-0051"; a concept "Concept #61", or, when it kept
 * its number after Wijzig factuur, "Concept F2026-0051", so title, reference and closing text all
 * name the same number.
 */
export const invoiceTitle = (invoice: InvoiceNaming): string => {
  if (invoice.status === 'concept')
    return invoice.invoice_id ? `Concept ${invoice.invoice_id}` : `Concept #${invoice.concept_id}`;
  return invoice.invoice_id ? `Factuur ${invoice.invoice_id}` : `Concept #${invoice.concept_id}`;
};

/** A delivery date, or a period "12-12-2026 t/m 14-12-2026" (t/m: up to and including). */
export const formatDeliveryPeriod = (from: string, until: string | null | undefined): string =>
  until && until !== from
    ? `${formatInvoiceDate(from)} t/m ${formatInvoiceDate(until)}`
    : formatInvoiceDate(from);

/** Days in a rental period, both ends counted: 12-12 t/m 14-12 is 3 days. */
export const rentalDayCount = (from: string, until: string | null | undefined): number =>
  until ? diffCalendarDays(from, until) + 1 : 1;
