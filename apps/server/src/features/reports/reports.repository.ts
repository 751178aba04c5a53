import type { Db } from '../../db/database.ts';

/**
 * The SQL of the reports: read-only queries over other features' tables (invoices, orders,
 * reservations, units, items, the safety register). Nothing here writes.
 */
export const createReportsRepository = (db: Db) => ({
  /**
   * The published invoices and credit notes dated from..until (concepts, also a "Wijzig factuur"
   * one, and deleted ones left out): the range of invoices_invoice_date_idx.
   */
  revenueDocuments: (from: string, until: string) =>
    db
      .selectFrom('invoices')
      .select(['id', 'invoice_date', 'include_tax', 'vat_treatment', 'contact_id'])
      .where('invoice_date', '>=', from)
      .where('invoice_date', '<=', until)
      .where('status', '!=', 'concept')
      .where('deleted_at', 'is', null)
      .orderBy('id')
      .execute(),

  /**
   * The lines of those documents, by document and position: what revenue needs of them, with
   * what each line is for and its article. Borg lines (kind 'deposit') are no revenue: not read.
   */
  revenueLines: (from: string, until: string) =>
    db
      .selectFrom('invoice_lines as l')
      .innerJoin('invoices as i', 'i.id', 'l.invoice_id')
      .select(['l.invoice_id', 'l.unit_count', 'l.unit_price_cents', 'l.tax_rate', 'l.kind', 'l.item_id'])
      .where('i.invoice_date', '>=', from)
      .where('i.invoice_date', '<=', until)
      .where('i.status', '!=', 'concept')
      .where('i.deleted_at', 'is', null)
      .where('l.kind', '!=', 'deposit')
      .orderBy('l.invoice_id')
      .orderBy('l.position')
      .execute(),

  /**
   * Per document and VAT rate, the exact sum of its lines (unit count × price), borg lines (kind
   * 'deposit') left out. A document's totals need no more than this.
   */
  revenueRateSums: (from: string, until: string) =>
    db
      .selectFrom('invoice_lines as l')
      .innerJoin('invoices as i', 'i.id', 'l.invoice_id')
      .select((eb) => [
        'l.invoice_id',
        'l.tax_rate',
        eb.fn.sum<number | string>(eb('l.unit_count', '*', eb.ref('l.unit_price_cents'))).as('amount'),
      ])
      .where('i.invoice_date', '>=', from)
      .where('i.invoice_date', '<=', until)
      .where('i.status', '!=', 'concept')
      .where('i.deleted_at', 'is', null)
      .where('l.kind', '!=', 'deposit')
      .groupBy(['l.invoice_id', 'l.tax_rate'])
      .execute(),

  /** The names of the contacts of the period's documents. */
  contactNames: (from: string, until: string) =>
    db
      .selectFrom('contacts')
      .select(['id', 'display_name'])
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('invoices')
          .select('contact_id')
          .where('invoice_date', '>=', from)
          .where('invoice_date', '<=', until)
          .where('contact_id', 'is not', null)
          .$narrowType<{ contact_id: number }>(),
      )
      .execute(),

  /** Every article (also deleted ones: old invoices name them) with its category. */
  items: () =>
    db
      .selectFrom('items')
      .leftJoin('categories', 'categories.id', 'items.category_id')
      .select([
        'items.id',
        'items.name',
        'items.type',
        'items.deleted_at',
        'items.category_id',
        'categories.name as category_name',
      ])
      .orderBy('items.id')
      .execute(),

  /** The units of rentable articles that are not deleted, with the day they were added. */
  rentableUnits: () =>
    db
      .selectFrom('units')
      .innerJoin('items', 'items.id', 'units.item_id')
      .select(['units.id', 'units.item_id', 'units.available', 'units.created_at', 'items.safety_kind'])
      .where('items.type', '=', 'rentable')
      .where('items.deleted_at', 'is', null)
      .orderBy('units.id')
      .execute(),

  /**
   * Reserved days of live orders overlapping from..until: active reservations of rentable units on
   * orders that are not cancelled, leaving out a booking request whose hold ran out (pending past
   * `hold_until`, before the expiry job ended it). Reservations without an order are not bookings.
   */
  bookedRanges: (from: string, until: string, nowIso: string) =>
    db
      .selectFrom('reservations as r')
      .innerJoin('orders as o', 'o.id', 'r.order_id')
      .innerJoin('units as u', 'u.id', 'r.unit_id')
      .innerJoin('items as it', 'it.id', 'u.item_id')
      .leftJoin('booking_requests as b', 'b.order_id', 'o.id')
      .select(['r.unit_id', 'r.reserved_from', 'r.reserved_until'])
      .where('r.status', '=', 'active')
      .where('r.reserved_from', '<=', until)
      .where('r.reserved_until', '>=', from)
      .where('o.status', '!=', 'cancelled')
      .where('it.type', '=', 'rentable')
      .where((eb) =>
        eb.or([
          eb('o.status', '!=', 'pending'),
          eb('b.hold_until', 'is', null),
          eb('b.hold_until', '>=', nowIso),
        ]),
      )
      .execute(),

  /** Blocks (by hand or from a failed inspection, also lifted ones) overlapping from..until. */
  blocksOverlapping: (from: string, until: string) =>
    db
      .selectFrom('unit_blocks')
      .select(['unit_id', 'blocked_from', 'blocked_until', 'lifted_at'])
      .where('blocked_from', '<=', until)
      .where((eb) => eb.or([eb('blocked_until', 'is', null), eb('blocked_until', '>=', from)]))
      .execute(),

  /** The safety log of these units (the next inspection's due day is computed from it). */
  logOfUnits: (unitIds: readonly number[]) =>
    unitIds.length === 0
      ? Promise.resolve([])
      : db.selectFrom('unit_log_entries').selectAll().where('unit_id', 'in', unitIds).execute(),

  /** The certificates of these articles (a unit's own and the article's type certificates). */
  certificatesOfItems: (itemIds: readonly number[]) =>
    itemIds.length === 0
      ? Promise.resolve([])
      : db.selectFrom('unit_certificates').selectAll().where('item_id', 'in', itemIds).execute(),
});

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
export type RevenueLineRow = Awaited<ReturnType<ReportsRepository['revenueLines']>>[number];
export type RevenueDocumentRow = Awaited<ReturnType<ReportsRepository['revenueDocuments']>>[number];
export type ReportItemRow = Awaited<ReturnType<ReportsRepository['items']>>[number];
