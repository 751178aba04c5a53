import {
  ITEM_MESSAGES,
  MAX_INVOICE_AMOUNT_CENTS,
  ORDER_MESSAGES,
  type OrderCashCreateInput,
  type OrderListItem,
  type OrderModel,
  type OrderQuote,
  type OrderStatusValue,
  orderNewContactSchema,
  type orderQuoteRequestSchema,
} from '@app/contracts';
import {
  buildOrderInvoiceLines,
  type CalendarDate,
  eachCalendarDay,
  effectiveInvoiceStatus,
  formatDistance,
  incompleteContactMessage,
  missingOrderContactFields,
  normalizePromoCode,
  type OrderArticle,
  orderLineUnits,
  orderTotalCents,
  reservationPeriodText,
  todayCalendarDate,
  transportTrips,
} from '@app/domain';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { type Db, writeTransaction } from '../../db/database.ts';
import { writeBatcherOf } from '../../db/write-batch.ts';
import { AppError, conflict, notFound, validationFailed } from '../../lib/app-error.ts';
import { newUuid, parseRecordRef, type RecordRef } from '../../lib/ids.ts';
import { requireCurrentVersion } from '../../lib/record-version.ts';
import { normalizeSearchText } from '../../lib/search-text.ts';
import { nowIso } from '../../lib/time.ts';
import { toAssetModel } from '../assets/assets.service.ts';
import { type ContactRecord, createContactRepository } from '../contacts/contacts.repository.ts';
import { countryCodeOrThrow, insertContact } from '../contacts/contacts.service.ts';
import { countryNameOf } from '../contacts/countries.ts';
import { createInvoiceService, readCompanyDetails } from '../invoices/invoices.service.ts';
import { discardOrderInvoiceConcept, findOrderInvoice } from '../invoices/order-invoice.ts';
import { createItemRepository } from '../items/items.repository.ts';
import { createOutboxRepository } from '../outbox/outbox.repository.ts';
import { enqueueMail } from '../outbox/outbox.service.ts';
import { createReservationRepository } from '../reservations/reservations.repository.ts';
import { createReservationService, isReservationRace } from '../reservations/reservations.service.ts';
import { renderOrderConfirmation } from './order-mail.ts';
import { createOrderPricing, type DeliveryAddress, type TransportQuote } from './order-pricing.ts';
import {
  createOrderRepository,
  type OrderListRow,
  type OrderRow,
  type OrderUnitRow,
} from './orders.repository.ts';

type QuoteInput = z.output<typeof orderQuoteRequestSchema>;
type ReservationInput = OrderCashCreateInput['items'][number]['reservation'];

/** One line of the order as checked against the database: the unit, its item and the period. */
type CheckedArticle = OrderArticle & {
  index: number;
  unitId: number;
  itemId: number;
  unitPriceCents: number;
  deliveryTime: string;
  /** Null for sold goods (they stay with the customer) and when none was chosen. */
  pickupTime: string | null;
};

/** Seed-only knobs; the API never sets them. */
export type CashCreateOptions = {
  /** Allow a start day before today (demo orders that already ran this week). */
  allowPastDates?: boolean;
  /** Online booking (issue 30): the new order's status; default confirmed. */
  status?: 'pending' | 'confirmed';
  /** Online booking: more writes in the order's transaction, after the order and its invoice. */
  within?: (trx: Db, order: { id: number; contactId: number; totalCents: number }) => Promise<void>;
};

const BUSY_MESSAGE = 'Er werd tegelijk een andere order opgeslagen. Probeer het opnieuw.';

/** A reserve that failed, with the line it belonged to (the message is written after rollback). */
class ReserveFailure extends Error {
  readonly article: CheckedArticle;
  readonly reason: unknown;
  constructor(article: CheckedArticle, reason: unknown) {
    super('reservering mislukt');
    this.article = article;
    this.reason = reason;
  }
}

const itemField = (index: number, field: string) => `items.${index}.reservation.${field}`;

/** The spec's existing_contact: an id, a uuid or `{id}`. */
const existingRefOf = (value: unknown): RecordRef | null => {
  const raw =
    typeof value === 'object' && value !== null && 'id' in value ? (value as { id: unknown }).id : value;
  if (typeof raw === 'number') return Number.isSafeInteger(raw) && raw > 0 ? { id: raw } : null;
  return typeof raw === 'string' ? parseRecordRef(raw.trim()) : null;
};

/** Days as runs: "5 dec. 2026 t/m 6 dec. 2026 en 9 dec. 2026". */
const daysText = (days: readonly CalendarDate[]) => {
  const sorted = [...new Set(days)].sort();
  const runs: Array<[CalendarDate, CalendarDate]> = [];
  for (const day of sorted) {
    const last = runs.at(-1);
    if (last && eachCalendarDay(last[1], day).length === 2) last[1] = day;
    else runs.push([day, day]);
  }
  const parts = runs.map(([from, until]) => reservationPeriodText(from, until));
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} en ${parts.at(-1)}`;
};

const addressOf = (contact: DeliveryAddress): DeliveryAddress => ({
  address_line_1: contact.address_line_1 ?? null,
  postal_code: contact.postal_code ?? null,
  city: contact.city ?? null,
  country: contact.country ?? null,
});

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

/**
 * Orders: a contact rents (or buys) articles for a period. order.cashcreate writes the contact,
 * the reservations, the order, its concept invoice and the confirmation mail in one write
 * transaction; a refusal or failure anywhere leaves none of them. Reservations are taken first
 * (before the contact and order rows), so the common failure, a unit just taken by someone else,
 * does not even use up an id.
 */
export const createOrderService = (ctx: AppContext) => {
  const repoOn = (db: Db) => createOrderRepository(db, ctx.dbKind);
  const reservations = createReservationService(ctx);
  const pricing = createOrderPricing(ctx);
  const invoices = createInvoiceService(ctx);

  /** Every line's unit and item, checked: it exists, belongs to the named product, can be ordered. */
  const checkArticles = async (
    db: Db,
    items: ReadonlyArray<{ reservation: ReservationInput }>,
    options: { allowPastDates: boolean; today: CalendarDate },
  ): Promise<CheckedArticle[]> => {
    const units = new Map<number, OrderUnitRow>();
    for (const row of await repoOn(db).unitsWithItems([...new Set(items.map((i) => i.reservation.unit_id))]))
      units.set(row.id, row);
    const errors: Record<string, string[]> = {};
    const refuse = (index: number, field: string, message: string) => {
      errors[itemField(index, field)] = [message];
    };
    const articles: CheckedArticle[] = [];
    for (const [index, { reservation }] of items.entries()) {
      const unit = units.get(reservation.unit_id);
      const product = reservation.product_name;
      if (!unit) {
        refuse(index, 'unit_id', ORDER_MESSAGES.unitNotFound);
        continue;
      }
      if (normalizeSearchText(unit.item_name) !== normalizeSearchText(product)) {
        refuse(index, 'unit_id', ORDER_MESSAGES.unitNotOfProduct(product));
        continue;
      }
      if (unit.item_deleted_at) refuse(index, 'unit_id', ORDER_MESSAGES.itemDeleted(unit.item_name));
      else if (unit.item_status !== 'active')
        refuse(index, 'unit_id', ORDER_MESSAGES.itemNotActive(unit.item_name));
      else if (unit.item_price_cents === null)
        refuse(index, 'unit_id', ORDER_MESSAGES.noPrice(unit.item_name));
      if (unit.item_type === 'rentable' && reservation.quantity !== 1)
        refuse(index, 'quantity', ORDER_MESSAGES.quantityRentable);
      if (!options.allowPastDates && reservation.from < options.today)
        refuse(index, 'from', ORDER_MESSAGES.startInPast);
      articles.push({
        index,
        unitId: unit.id,
        itemId: unit.item_id,
        itemType: unit.item_type,
        name: unit.item_name,
        serialNumber: unit.serial_number,
        from: reservation.from,
        until: reservation.until,
        quantity: unit.item_type === 'rentable' ? 1 : reservation.quantity,
        unitPriceCents: unit.item_price_cents ?? 0,
        deliveryTime: reservation.delivery_time,
        pickupTime: unit.item_type === 'rentable' ? (reservation.pickup_time ?? null) : null,
      });
    }
    const first = Object.values(errors)[0]?.[0];
    if (first) throw validationFailed(first, errors);
    return articles;
  };

  /** The invoice lines and amounts of the checked articles (discounts, promotion, transport). */
  const price = async (
    db: Db,
    articles: readonly CheckedArticle[],
    promoCode: string | null,
    transport: TransportQuote | null,
    today: CalendarDate,
  ) => {
    const priced = await pricing.priceArticles(
      articles.map((a) => ({ itemId: a.itemId, unitPriceCents: a.unitPriceCents, units: orderLineUnits(a) })),
      { promoCode, on: today },
      db,
    );
    const trips = transportTrips(articles);
    const lines = buildOrderInvoiceLines({
      articles: articles.map((article, i) => {
        const line = priced.lines[i];
        if (!line) throw new Error('prijsregel ontbreekt');
        return { article, priced: line };
      }),
      promotion: priced.promotion
        ? { code: priced.promotion.promo_code, percent: priced.promotion.value }
        : null,
      transport: transport
        ? {
            deliveryCents: transport.deliveryCents,
            pickupCents: transport.pickupCents,
            ...trips,
            distanceText: transport.travel ? formatDistance(transport.travel.distance) : null,
          }
        : null,
    });
    const total = orderTotalCents(lines);
    if (
      lines.some((l) => Math.abs(l.unitCount * l.unitPriceCents) > MAX_INVOICE_AMOUNT_CENTS) ||
      total > MAX_INVOICE_AMOUNT_CENTS
    )
      throw validationFailed(ORDER_MESSAGES.totalTooLarge, { items: [ORDER_MESSAGES.totalTooLarge] });
    const sum = (pick: (l: (typeof priced.lines)[number]) => number) =>
      priced.lines.reduce((s, l) => s + pick(l), 0);
    const transportAmount =
      transport === null
        ? 0
        : transport.deliveryCents * (transport.deliveryCents > 0 ? trips.deliveryTrips : 0) +
          transport.pickupCents * (transport.pickupCents > 0 ? trips.pickupTrips : 0);
    return {
      lines,
      total,
      promotion: priced.promotion,
      gross: sum((l) => l.grossCents),
      discount: sum((l) => l.discountCents),
      promotionAmount: sum((l) => l.promotionCents),
      transportAmount,
    };
  };

  /** An existing contact that may order: active and complete (spec §5). */
  const requireOrderableContact = (contact: ContactRecord | undefined): ContactRecord => {
    if (!contact)
      throw validationFailed(ORDER_MESSAGES.contactNotFound, {
        existing_contact: [ORDER_MESSAGES.contactNotFound],
      });
    if (contact.deleted_at)
      throw validationFailed(ORDER_MESSAGES.contactArchived, {
        existing_contact: [ORDER_MESSAGES.contactArchived],
      });
    const missing = missingOrderContactFields(contact);
    if (missing.length > 0) {
      const message = incompleteContactMessage(missing);
      throw validationFailed(message, { existing_contact: [message] });
    }
    return contact;
  };

  /**
   * The write transaction of one cashcreate. On SQLite, orders arriving together share one
   * transaction and one fsync (group commit, see db/write-batch.ts), each in its own savepoint;
   * a caller is answered after the commit. PostgreSQL commits concurrent transactions in
   * parallel over its pool, so each order has its own; so does the seed, whose ctx.db joins
   * its one transaction.
   */
  const inOrderTransaction = <T>(work: (trx: Db) => Promise<T>): Promise<T> =>
    ctx.dbKind === 'sqlite' && !ctx.db.isTransaction
      ? writeBatcherOf(ctx.db).run(work)
      : writeTransaction(ctx.db).execute(work);

  const findExisting = async (db: Db, value: unknown) => {
    const ref = existingRefOf(value);
    return ref ? createContactRepository(db).findByRef(ref) : undefined;
  };

  /** The Dutch 409 (or other refusal) of a failed reserve, naming the product and the taken days. */
  const describeReserveFailure = async (failure: ReserveFailure): Promise<unknown> => {
    const { article, reason: cause } = failure;
    const field = { [itemField(article.index, 'unit_id')]: [] as string[] };
    const withField = (error: AppError) => {
      field[itemField(article.index, 'unit_id')] = [error.message];
      return new AppError(error.code, error.message, field);
    };
    const period = reservationPeriodText(article.from, article.until);
    if (cause instanceof AppError) {
      if (cause.message === ITEM_MESSAGES.insufficientQuantity)
        return withField(conflict(ORDER_MESSAGES.notEnoughStock(article.name, period)));
      if (cause.message === ITEM_MESSAGES.unitOutOfService)
        return withField(conflict(ORDER_MESSAGES.unitOutOfService(article.name)));
      if (cause.message === ITEM_MESSAGES.itemDeleted)
        return withField(conflict(ORDER_MESSAGES.itemDeleted(article.name)));
      if (cause.code !== 'conflict') return cause;
    } else if (!isReservationRace(cause)) {
      return cause;
    }
    // Which of the asked days are taken now (read after the rollback, so committed rows only).
    const taken = await createReservationRepository(ctx.db).activeOverlapping(
      article.unitId,
      article.from,
      article.until,
    );
    const days = eachCalendarDay(article.from, article.until).filter((day) =>
      taken.some((r) => r.reserved_from <= day && day <= r.reserved_until),
    );
    return withField(
      conflict(ORDER_MESSAGES.unitTaken(article.name, days.length > 0 ? daysText(days) : period)),
    );
  };

  const toModel = async (row: OrderRow): Promise<OrderModel> => {
    const db = ctx.db;
    const contact = await createContactRepository(db).findByRef({ id: row.contact_id });
    if (!contact) throw notFound(ORDER_MESSAGES.notFound);
    const reservationRows = await repoOn(db).reservationsOf(row.id);
    const images = await createItemRepository(db).firstImages([
      ...new Set(reservationRows.map((r) => r.item_id)),
    ]);
    const invoice = await findOrderInvoice(db, ctx.dbKind, row.id);
    const liveInvoice = invoice && !invoice.deleted_at ? invoice : null;
    const invoiceStatus = liveInvoice
      ? effectiveInvoiceStatus(liveInvoice.status, liveInvoice.due_date, todayCalendarDate())
      : null;
    // Through ctx.db (not ctx.outbox), so the seed's joined transaction reads its own rows.
    const mails = await createOutboxRepository(db).listForRef('order', row.id);
    const mail = mails.find((m) => m.kind === 'order_confirmation');
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
      contact: {
        id: contact.id,
        uuid: contact.uuid,
        contact_type: contact.contact_type,
        display_name: contact.display_name,
        email_address: contact.email_address,
        phone_number: contact.phone_number,
        address_line_1: contact.address_line_1,
        address_line_2: contact.address_line_2,
        postal_code: contact.postal_code,
        city: contact.city,
        country: countryNameOf(contact.country),
        country_code: contact.country,
        deleted_at: contact.deleted_at,
      },
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
          unit: {
            id: r.unit_id,
            uuid: r.unit_uuid,
            serial_number: r.serial_number,
            item: {
              id: r.item_id,
              uuid: r.item_uuid,
              name: r.item_name,
              type: r.item_type,
              price: r.item_price_cents,
              thumbnail_url: asset ? (asset.thumbnail_url ?? asset.url) : null,
            },
          },
        };
      }),
    };
  };

  const findRow = async (raw: string) => {
    const ref = parseRecordRef(raw);
    const row = ref ? await repoOn(ctx.db).findByRef(ref) : undefined;
    if (!row) throw notFound(ORDER_MESSAGES.notFound);
    return row;
  };

  const findById = async (id: number) => {
    const row = await repoOn(ctx.db).findByRef({ id });
    if (!row) throw notFound(ORDER_MESSAGES.notFound);
    return row;
  };

  return {
    list: async (filter: {
      statuses: readonly OrderStatusValue[] | undefined;
      q: string | undefined;
      contactId: number | undefined;
      page: number;
      perPage: number;
    }) => {
      const { rows, total } = await repoOn(ctx.db).list(filter);
      return { results: rows.map(toListItem), meta: { page: filter.page, per_page: filter.perPage, total } };
    },

    search: async (term: string, limit: number) => ({
      results: (await repoOn(ctx.db).search(term, limit)).map(toListItem),
    }),

    view: async (raw: string) => toModel(await findRow(raw)),

    /** The live total of the order form: priced like cashcreate, nothing reserved or written. */
    quote: async (input: QuoteInput): Promise<OrderQuote> => {
      const today = todayCalendarDate();
      let address: DeliveryAddress | null = null;
      if (input.contact_method === 'existing') {
        const contact =
          input.existing_contact === undefined
            ? undefined
            : await findExisting(ctx.db, input.existing_contact);
        if (contact) address = addressOf(contact);
      } else if (input.create_contact) {
        address = addressOf(input.create_contact);
      }
      const articles = await checkArticles(ctx.db, input.items, { allowPastDates: true, today });
      const transport = address && articles.length > 0 ? await pricing.transportFor(address) : null;
      const priced = await price(ctx.db, articles, input.promo_code, transport, today);
      return {
        lines: priced.lines.map((l) => ({
          description: l.description,
          unitCount: l.unitCount,
          unitPrice: l.unitPriceCents,
          taxRate: l.taxRate,
        })),
        gross_amount: priced.gross,
        discount_amount: priced.discount,
        promotion_amount: priced.promotionAmount,
        transport_amount: priced.transportAmount,
        total_amount: priced.total,
        promotion: priced.promotion,
        travel: transport?.travel ?? null,
      };
    },

    /**
     * Takes a cash order (spec §3): see the service comment. Throws a Dutch 422 for bad input, a
     * Dutch 409 naming the product and days when a unit is no longer free.
     */
    cashCreate: async (input: OrderCashCreateInput, options: CashCreateOptions = {}): Promise<OrderModel> => {
      const today = todayCalendarDate();
      const newContact =
        input.contact_method === 'create' ? orderNewContactSchema.parse(input.create_contact) : null;
      // The address decides the transport cost; asked before the transaction (it may go over the
      // network) and never holding a lock.
      let address: DeliveryAddress;
      if (newContact) {
        address = addressOf({ ...newContact, country: countryCodeOrThrow(newContact.country) });
      } else {
        address = addressOf(requireOrderableContact(await findExisting(ctx.db, input.existing_contact)));
      }
      const transport = await pricing.transportFor(address);

      let orderId: number;
      let mailQueued = false;
      try {
        orderId = await inOrderTransaction(async (trx) => {
          const existing = newContact
            ? null
            : requireOrderableContact(await findExisting(trx, input.existing_contact));
          const articles = await checkArticles(trx, input.items, {
            allowPastDates: options.allowPastDates ?? false,
            today,
          });
          // All units locked first, in id order (no deadlock between orders sharing units); then
          // reserved in the order the lines were entered, which is the order they are listed in.
          // Reserved before pricing: the common refusal, a unit just taken, costs the least.
          await reservations.lockUnits(
            articles.map((a) => a.unitId),
            trx,
          );
          const reserved: number[] = [];
          for (const article of [...articles].sort((a, b) => a.index - b.index)) {
            try {
              const row = await reservations.reserve(
                {
                  unitId: article.unitId,
                  from: article.from,
                  until: article.until,
                  quantity: article.quantity,
                  deliveryTime: article.deliveryTime,
                  pickupTime: article.pickupTime,
                },
                trx,
              );
              reserved.push(row.id);
            } catch (error) {
              throw new ReserveFailure(article, error);
            }
          }

          const priced = await price(trx, articles, input.promo_code, transport, today);
          const contactId = existing
            ? existing.id
            : await insertContact(trx, newContact as NonNullable<typeof newContact>);
          const contact = existing ?? (await createContactRepository(trx).findByRef({ id: contactId }));
          if (!contact) throw new Error('contact ontbreekt na invoegen');
          const now = nowIso();
          const id = await repoOn(trx).insert({
            uuid: newUuid(),
            status: options.status ?? 'confirmed',
            contact_id: contactId,
            payment_method: input.payment_method,
            // The code's key (as promotions.code_key holds it), so it names one promotion.
            promo_code: priced.promotion ? normalizePromoCode(priced.promotion.promo_code) : null,
            total_amount_cents: priced.total,
            notes: input.notes,
            created_at: now,
            updated_at: now,
            cancelled_at: null,
          });
          await repoOn(trx).linkReservations(reserved, id, contactId);
          const firstDay = articles.reduce(
            (day, a) => (a.from < day ? a.from : day),
            articles[0]?.from ?? today,
          );
          const lastDay = articles.reduce((day, a) => (a.until > day ? a.until : day), firstDay);
          await invoices.insertConceptIn(trx, {
            contactId,
            orderId: id,
            identifier: `Order #${id}`,
            invoiceDate: today,
            includeTax: true,
            // The rental period is the invoice's delivery period (art. 35a Wet OB).
            deliveryFrom: firstDay,
            deliveryUntil: lastDay === firstDay ? null : lastDay,
            lines: priced.lines.map((line) => ({
              description: line.description,
              unitCount: line.unitCount,
              unitPrice: line.unitPriceCents,
              taxRate: line.taxRate,
            })),
          });
          const email = contact.email_address?.trim();
          if (input.publish && email) {
            const mail = renderOrderConfirmation({
              orderId: id,
              company: await readCompanyDetails(trx),
              contact: {
                display_name: contact.display_name,
                email_address: email,
                address_line_1: contact.address_line_1,
                address_line_2: contact.address_line_2,
                postal_code: contact.postal_code,
                city: contact.city,
                country: countryNameOf(contact.country),
              },
              articles: articles.map((a) => ({
                name: a.name,
                serialNumber: a.serialNumber ?? null,
                itemType: a.itemType,
                quantity: a.quantity,
                from: a.from,
                until: a.until,
                deliveryTime: a.deliveryTime,
              })),
              lines: priced.lines,
              totalCents: priced.total,
              paymentMethod: input.payment_method,
            });
            await enqueueMail(trx, { ...mail, kind: 'order_confirmation', ref: { type: 'order', id } });
            mailQueued = true;
          }
          if (options.within) await options.within(trx, { id, contactId, totalCents: priced.total });
          return id;
        });
      } catch (error) {
        if (error instanceof ReserveFailure) throw await describeReserveFailure(error);
        // The write lock of another process held too long (SQLite), or a lost race outside reserve.
        if (isReservationRace(error)) throw conflict(BUSY_MESSAGE);
        throw error;
      }
      if (mailQueued) ctx.outbox.kick();
      return toModel(await findById(orderId));
    },

    /**
     * Cancels an order (irreversible): every reservation freed and a concept invoice deleted in
     * one transaction; a published invoice stays (a credit invoice is needed, the answer says so).
     */
    revert: async (raw: string, basedOn?: number) => {
      const found = await findRow(raw);
      const outcome = await writeTransaction(ctx.db).execute(async (trx) => {
        const repo = repoOn(trx);
        const row = await repo.lockById(found.id);
        // An order already cancelled says so (the clearer message), whatever the version.
        if (row.status === 'cancelled') throw conflict(ORDER_MESSAGES.alreadyCancelled);
        requireCurrentVersion(row.version, basedOn);
        const now = nowIso();
        await repo.update(row.id, { status: 'cancelled', cancelled_at: now, updated_at: now });
        for (const reservation of await repo.reservationsOf(row.id)) {
          if (reservation.status === 'active') await reservations.cancel(reservation.id, trx);
        }
        return discardOrderInvoiceConcept(trx, ctx.dbKind, row.id);
      });
      const model = await toModel(await findById(found.id));
      return {
        entry: { model },
        message:
          outcome === 'kept'
            ? `${ORDER_MESSAGES.cancelled} ${ORDER_MESSAGES.creditInvoiceNeeded}`
            : ORDER_MESSAGES.cancelled,
      };
    },
  };
};

export type OrderService = ReturnType<typeof createOrderService>;
