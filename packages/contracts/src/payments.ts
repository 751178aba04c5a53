import { z } from 'zod';
import { isoDateResponseSchema, isoDateSchema, recordIdSchema } from './common.ts';
import { contactNameSchema } from './contacts.ts';
import { MAX_INVOICE_AMOUNT_CENTS } from './invoices-constants.ts';
import { PAYMENT_MESSAGES } from './payments-constants.ts';

export const invoicePaymentMethodSchema = z.enum(['bank', 'cash', 'pin', 'ideal'], {
  error: PAYMENT_MESSAGES.method,
});
export type InvoicePaymentMethodValue = z.infer<typeof invoicePaymentMethodSchema>;

export const paymentModelSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  /** Cents. */
  amount: z.number().int(),
  paid_on: isoDateResponseSchema,
  method: invoicePaymentMethodSchema,
  created_at: z.string(),
});
export type PaymentModel = z.infer<typeof paymentModelSchema>;

export const reminderModelSchema = z.object({
  id: z.number().int(),
  /** 1 herinnering, 2 aanmaning. */
  level: z.union([z.literal(1), z.literal(2)]),
  sent_at: z.string(),
  to: z.string(),
  /** What was open when it was sent (cents). */
  open_amount: z.number().int(),
  /** Collection costs (consumer) or the fixed compensation (business) the letter names (cents). */
  costs: z.number().int(),
  /** Commercial interest up to the day it was sent (business; cents). */
  interest: z.number().int(),
  automatic: z.boolean(),
});
export type ReminderModel = z.infer<typeof reminderModelSchema>;

/**
 * The next reminder an invoice can get and the first (Amsterdam) day it may be sent by hand: the
 * herinnering once the invoice is overdue, the aanmaning not within `reminders_second_after_days`
 * of the herinnering. Null when none can follow (both sent, paid, a concept, a credit note).
 */
export const nextReminderSchema = z
  .object({ level: z.union([z.literal(1), z.literal(2)]), from: isoDateResponseSchema })
  .nullable();
export type NextReminder = z.infer<typeof nextReminderSchema>;

export const paymentCreateRequestSchema = z.object({
  invoice_id: recordIdSchema,
  amount: z
    .number({ error: PAYMENT_MESSAGES.amountPositive })
    .int(PAYMENT_MESSAGES.amountPositive)
    .positive(PAYMENT_MESSAGES.amountPositive)
    .max(MAX_INVOICE_AMOUNT_CENTS, PAYMENT_MESSAGES.amountPositive),
  paid_on: isoDateSchema,
  method: invoicePaymentMethodSchema,
});
export type PaymentCreateRequest = z.infer<typeof paymentCreateRequestSchema>;

/** The reminder that "Stuur herinnering" would send now: the next level, its text and amounts. */
export const reminderPreviewSchema = z.object({
  level: z.union([z.literal(1), z.literal(2)]),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  open_amount: z.number().int(),
  costs: z.number().int(),
  interest: z.number().int(),
});
export type ReminderPreview = z.infer<typeof reminderPreviewSchema>;
export const reminderPreviewEntrySchema = z.object({ entry: z.object({ model: reminderPreviewSchema }) });

export const agingBucketSchema = z.enum(['0-14', '15-30', '31-60', '60+']);

const outstandingFigureSchema = z.object({ amount: z.number().int(), count: z.number().int() });

export const outstandingSummarySchema = z.object({
  /** The Amsterdam day the figures are for. */
  today: isoDateResponseSchema,
  total_open: outstandingFigureSchema,
  total_overdue: outstandingFigureSchema,
  aging: z.array(outstandingFigureSchema.extend({ bucket: agingBucketSchema })),
  per_contact: z.array(
    outstandingFigureSchema.extend({
      contact: contactNameSchema,
      overdue: z.number().int(),
    }),
  ),
  /** The invoices behind the figures, by due date: each figure on the screen filters these. */
  invoices: z.array(
    z.object({
      id: z.number().int(),
      uuid: z.string(),
      invoice_id: z.string().nullable(),
      status: z.enum(['outstanding', 'overdue', 'paid', 'concept', 'uncollectable']),
      due_date: isoDateResponseSchema,
      open_amount: z.number().int(),
      /** null while not yet due. */
      bucket: agingBucketSchema.nullable(),
      /** "Herinnering sturen" on the row: the next reminder and from which day. */
      next_reminder: nextReminderSchema,
      contact: contactNameSchema.nullable(),
    }),
  ),
  /**
   * Borg received on orders and not yet returned or kept (it is no turnover and not open: money the
   * business holds for its customers), and over how many orders.
   */
  deposit_held: outstandingFigureSchema,
  /** The last 12 months, oldest first: invoiced (published totals by invoice date) and received. */
  months: z.array(z.object({ month: z.string(), invoiced: z.number().int(), received: z.number().int() })),
});
export type OutstandingSummary = z.infer<typeof outstandingSummarySchema>;
export const outstandingEntrySchema = z.object({ entry: z.object({ model: outstandingSummarySchema }) });

/** GET /api/ideal.status: whether iDEAL can be offered (MOLLIE_API_KEY set) and the deposit for new orders. */
export const idealStatusSchema = z.object({
  available: z.boolean(),
  deposit_percent: z.number().int(),
});
export type IdealStatus = z.infer<typeof idealStatusSchema>;
export const idealStatusEntrySchema = z.object({ entry: z.object({ model: idealStatusSchema }) });

/** GET /api/invoice.payment_link/{id}: the invoice's "Betaal met iDEAL" link and what it asks now. */
export const invoicePaymentLinkSchema = z.object({
  url: z.string().nullable(),
  amount: z.number().int(),
  deposit: z.boolean(),
});
export type InvoicePaymentLink = z.infer<typeof invoicePaymentLinkSchema>;
export const invoicePaymentLinkEntrySchema = z.object({
  entry: z.object({ model: invoicePaymentLinkSchema }),
});

/** The webhook's body: Mollie posts `id=tr_…` form-encoded; anything else is ignored. */
export const idealWebhookBodySchema = z.object({ id: z.unknown().optional() }).passthrough();
