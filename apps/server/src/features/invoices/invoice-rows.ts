import type { Db } from '../../db/database.ts';
import type { DatabaseKind } from '../../db/dialect.ts';
import type { RecordRef } from '../../lib/ids.ts';
import { createInvoiceRepository, type InvoicePatch } from './invoices.repository.ts';

/**
 * An invoice's row for the features that work on invoices (payments, iDEAL, reminders, the
 * driver's check-off). The SQL stays in invoices.repository.ts.
 */
export const findInvoiceByRef = (db: Db, kind: DatabaseKind, ref: RecordRef) =>
  createInvoiceRepository(db, kind).findByRef(ref);

/** The invoice row, locked (PostgreSQL `for update`; SQLite's single writer) in the caller's transaction. */
export const lockInvoice = (db: Db, kind: DatabaseKind, id: number) =>
  createInvoiceRepository(db, kind).lockById(id);

/** What a payment moves on its invoice: status and payment day (and the write time). */
export type InvoicePaymentState = Pick<InvoicePatch, 'status' | 'paid_at' | 'updated_at'>;

/** Writes the payment state of a locked invoice (settling payments), in the caller's transaction. */
export const setInvoicePaymentState = (db: Db, kind: DatabaseKind, id: number, state: InvoicePaymentState) =>
  createInvoiceRepository(db, kind).update(id, state);

/** Keeps the sum of the invoice's payments on its row (its version stays), in the caller's transaction. */
export const setInvoicePaidCents = (db: Db, kind: DatabaseKind, id: number, paidCents: number) =>
  createInvoiceRepository(db, kind).setPaidCents(id, paidCents);

/** The live contact an invoice bills (for its e-mail address), or undefined. */
export const findInvoiceContact = (db: Db, kind: DatabaseKind, contactId: number) =>
  createInvoiceRepository(db, kind).findContact(contactId);

/** How the order an invoice bills is paid ('cash', 'bank', …), or undefined. */
export const orderPaymentMethodOf = (db: Db, kind: DatabaseKind, orderId: number) =>
  createInvoiceRepository(db, kind).orderPaymentMethod(orderId);
