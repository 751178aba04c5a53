import type { Contact, ContactDetail } from '@app/contracts';
import { effectiveInvoiceStatus, toCalendarDate, todayCalendarDate } from '@app/domain';
import type { AppContext } from '../../context.ts';
import { archiveMessageOf, contactLinksOf } from './contact-links.ts';
import { findContactOrThrow, withPeople } from './contact-model.ts';
import { mergeTimeline } from './contact-timeline.ts';
import { createContactRepository } from './contacts.repository.ts';

/** The contact with its people, counts and the timeline of its invoices and orders. */
export const viewContact = async (options: { ctx: AppContext; ref: string }): Promise<ContactDetail> => {
  const { ctx } = options;
  const repo = createContactRepository(ctx.db);
  const row = await findContactOrThrow(ctx.db, options.ref);
  const [contact] = await withPeople(ctx.db, [row]);
  const invoices = await repo.invoicesOf(row.id);
  const orders = await repo.ordersOf(row.id);
  const links = await contactLinksOf(ctx.db, row.id);
  const today = todayCalendarDate();
  return {
    ...(contact as Contact),
    invoice_count: links.invoices,
    reservation_count: links.reservations,
    archive_only: archiveMessageOf(links) !== null,
    timeline: mergeTimeline(
      invoices.map((inv) => ({
        type: 'invoice' as const,
        uuid: inv.uuid,
        kind: inv.kind,
        invoice_id: inv.invoice_id || null,
        concept_id: inv.id,
        // Stored status is never overdue; like the invoice list, read it from the due date.
        status: effectiveInvoiceStatus(inv.status, inv.due_date, today),
        invoice_date: inv.invoice_date,
        total_amount: inv.total_amount_cents,
      })),
      orders.map((order) => ({
        type: 'order' as const,
        uuid: order.uuid,
        order_id: order.id,
        status: order.status,
        order_date: toCalendarDate(order.created_at),
        total_amount: order.total_amount_cents,
      })),
    ),
  };
};
