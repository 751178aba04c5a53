import { z } from 'zod';
import { invoiceModelSchema } from './invoices.ts';
import { paymentModelSchema } from './payments.ts';

/** payment.create / payment.delete answer the payment and the invoice as it now stands. */
export const paymentEntrySchema = z.object({
  entry: z.object({ model: paymentModelSchema, invoice: invoiceModelSchema }),
});
