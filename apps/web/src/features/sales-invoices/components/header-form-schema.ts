import { INVOICE_MESSAGES } from '@app/contracts';
import { z } from 'zod';
import type { PickedContact } from './contact-picker';

/** The invoice header's checks (see `useHeaderForm` in header-fields.tsx). */
const isoDay = /^\d{4}-\d{2}-\d{2}$/;

export const headerFormSchema = z
  .object({
    contact: z.custom<PickedContact | null>().refine((c) => c !== null, INVOICE_MESSAGES.contactRequired),
    person_id: z.number().nullable(),
    identifier: z.string().max(120, 'Hoogstens 120 tekens.'),
    invoice_date: z
      .string({ error: 'Kies een factuurdatum.' })
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Kies een factuurdatum.'),
    days_until_due: z
      .string()
      .regex(/^\d{1,3}$/, 'Vul een aantal dagen in (0–365).')
      .refine((v) => Number(v) <= 365, 'Vul een aantal dagen in (0–365).'),
    /** false: delivered on the invoice date (the default); true: a date or period of its own. */
    delivery_own: z.boolean(),
    delivery_from: z.string(),
    /** Empty: a single day. */
    delivery_until: z.string(),
  })
  .superRefine((values, ctx) => {
    if (!values.delivery_own) return;
    if (!isoDay.test(values.delivery_from))
      ctx.addIssue({ code: 'custom', path: ['delivery_from'], message: 'Kies een leverdatum.' });
    else if (values.delivery_until && !isoDay.test(values.delivery_until))
      ctx.addIssue({ code: 'custom', path: ['delivery_until'], message: 'Kies een geldige einddatum.' });
    else if (values.delivery_until && values.delivery_until < values.delivery_from)
      ctx.addIssue({
        code: 'custom',
        path: ['delivery_until'],
        message: INVOICE_MESSAGES.deliveryUntilBeforeFrom,
      });
  });
