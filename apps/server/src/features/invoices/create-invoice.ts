import type { InvoiceModel, invoiceCreateRequestSchema } from '@app/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { writeTransaction } from '../../db/database.ts';
import { createInvoiceConcept } from './create-invoice-concept.ts';
import { invoiceModelIn } from './view-invoice.ts';

type CreateInput = z.output<typeof invoiceCreateRequestSchema>;

/** invoice.create: an empty concept for a contact, answered with its model. */
export const createInvoice = ({
  ctx,
  input,
}: {
  ctx: AppContext;
  input: CreateInput;
}): Promise<InvoiceModel> =>
  writeTransaction(ctx.db).execute(async (trx) => {
    const id = await createInvoiceConcept({
      trx,
      kind: ctx.dbKind,
      input: {
        contactId: input.contact_id,
        personId: input.person_id ?? null,
        identifier: input.identifier,
        ...(input.invoice_date !== undefined ? { invoiceDate: input.invoice_date } : {}),
        daysUntilDue: input.days_until_due,
        deliveryFrom: input.delivery_from ?? null,
        deliveryUntil: input.delivery_until ?? null,
        lines: [],
      },
    });
    return invoiceModelIn({ db: trx, kind: ctx.dbKind, id });
  });
