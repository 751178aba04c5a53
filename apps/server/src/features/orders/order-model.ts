import { ORDER_MESSAGES, type OrderListItem, type OrderModel } from '@app/contracts';
import { effectiveInvoiceStatus, todayCalendarDate } from '@app/domain';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/app-error.ts';
import { parseRecordRef } from '../../lib/ids.ts';
import { toAssetModel } from '../assets/index.ts';
import { findContactByRef, toContactSummary } from '../contacts/index.ts';
import { findOrderInvoice } from '../invoices/index.ts';
import { firstImagesOfItems } from '../items/index.ts';
import { listMailsAbout } from '../outbox/index.ts';
import { listOrderSignatures } from '../signatures/index.ts';
import { readOrderAcceptance } from './order-acceptance.ts';
import { orderBundlesOf } from './order-bundles.ts';
import { orderDepositOf } from './order-deposit.ts';
import { readOrderQuote } from './order-quote.ts';
import { createOrderRepository, type OrderListRow, type OrderRow } from './orders.repository.ts';

export const toListItem = (row: OrderListRow): OrderListItem => ({
  id: row.id,
  uuid: row.uuid,
  status: row.status,
  created_at: row.created_at,
  total_amount: row.total_amount_cents,
  payment_method: row.payment_method,
  contact: { id: row.contact_id, uuid: row.contact_uuid, display_name: row.contact_display_name },
  rental_period:
    row.period_from !== null && row.period_until !== null
      ? { from: row.period_from, until: row.period_until }
      : null,
  delivery_city: row.contact_city,
});

/** An order by id or uuid (as the path gives it), or a Dutch 404. */
export const findOrderRow = async (options: { ctx: AppContext; ref: string | number }): Promise<OrderRow> => {
  const { ctx, ref: raw } = options;
  const ref = typeof raw === 'number' ? { id: raw } : parseRecordRef(raw);
  const row = ref ? await createOrderRepository(ctx.db, ctx.dbKind).findByRef(ref) : undefined;
  if (!row) throw notFound(ORDER_MESSAGES.notFound);
  return row;
};

/** The API's order model: contact, reservations with unit and item, invoice and confirmation. */
export const toOrderModel = async (options: { ctx: AppContext; row: OrderRow }): Promise<OrderModel> => {
  const { ctx, row } = options;
  const db = ctx.db;
  const contact = await findContactByRef(db, { id: row.contact_id });
  if (!contact) throw notFound(ORDER_MESSAGES.notFound);
  const reservationRows = await createOrderRepository(db, ctx.dbKind).reservationsOf(row.id);
  const images = await firstImagesOfItems(db, [...new Set(reservationRows.map((r) => r.item_id))]);
  const invoice = await findOrderInvoice(db, ctx.dbKind, row.id);
  const liveInvoice = invoice && !invoice.deleted_at ? invoice : null;
  const invoiceStatus = liveInvoice
    ? effectiveInvoiceStatus(liveInvoice.status, liveInvoice.due_date, todayCalendarDate())
    : null;
  // Through ctx.db (not ctx.outbox), so the seed's joined transaction reads its own rows.
  const mails = await listMailsAbout(db, 'order', row.id);
  const mail = mails.find((m) => m.kind === 'order_confirmation');
  const lastPickupDay = reservationRows
    .filter((r) => r.status === 'active')
    .reduce<string | null>(
      (last, r) => (last === null || r.reserved_until > last ? r.reserved_until : last),
      null,
    );
  const deposit = await orderDepositOf({ db, order: row, invoice: liveInvoice ?? undefined, lastPickupDay });
  const signatures = await listOrderSignatures({ db, orderId: row.id });
  return {
    id: row.id,
    uuid: row.uuid,
    status: row.status,
    created_at: row.created_at,
    cancelled_at: row.cancelled_at,
    version: row.version,
    total_amount: row.total_amount_cents,
    payment_method: row.payment_method,
    promo_code: row.promo_code,
    notes: row.notes,
    transport: {
      distance: row.transport_distance_m,
      amount: row.transport_amount_cents,
      manual: row.transport_manual === 1,
    },
    contact: { ...toContactSummary(contact), country_code: contact.country, deleted_at: contact.deleted_at },
    invoice:
      liveInvoice && invoiceStatus
        ? {
            id: liveInvoice.id,
            uuid: liveInvoice.uuid,
            invoice_id: liveInvoice.invoice_id,
            status: invoiceStatus,
            total_amount: liveInvoice.total_amount_cents,
          }
        : null,
    is_paid: row.status === 'paid' || invoiceStatus === 'paid',
    needs_credit_invoice: row.status === 'cancelled' && liveInvoice !== null,
    confirmation: mail ? { to: mail.to_address, status: mail.status, sent_at: mail.sent_at } : null,
    deposit,
    bundles: await orderBundlesOf(db, row.id),
    signatures,
    acceptance: await readOrderAcceptance({ db, orderId: row.id }),
    quote: await readOrderQuote({ db, orderId: row.id }),
    reservations: reservationRows.map((r) => {
      const image = images.get(r.item_id);
      const asset = image ? toAssetModel(image) : null;
      return {
        id: r.id,
        uuid: r.uuid,
        unit_id: r.unit_id,
        reserved_from: r.reserved_from,
        reserved_until: r.reserved_until,
        delivery_time: r.delivery_time,
        pickup_time: r.pickup_time,
        quantity: r.quantity,
        status: r.status,
        bundle_id: r.order_bundle_id,
        unit: {
          id: r.unit_id,
          uuid: r.unit_uuid,
          serial_number: r.serial_number,
          item: {
            id: r.item_id,
            uuid: r.item_uuid,
            name: r.item_name,
            // Units belong to rentable or sellable articles only (a package has none).
            type: r.item_type === 'sellable' ? 'sellable' : 'rentable',
            price: r.item_price_cents,
            thumbnail_url: asset ? (asset.thumbnail_url ?? asset.url) : null,
          },
        },
      };
    }),
  };
};
