import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { createSignedInClient, type Entry, type Results } from './api-client.ts';
import { insertReturningId } from './db.ts';

export type ContactModel = {
  id: number;
  uuid: string;
  display_name: string;
  deleted_at: string | null;
  people: Array<{ id: number; first_name: string; last_name: string }>;
};

/** Contacts calls with the demo account's token, for setting up what a test needs. */
export async function contactsApi(page: Page) {
  const api = await createSignedInClient(page.request);
  return {
    create: (body: Record<string, unknown>) =>
      api.post<Entry<ContactModel>>('/api/contact.create', body).then((r) => r.entry.model),
    update: (id: number | string, body: Record<string, unknown>) =>
      api.patch<Entry<ContactModel>>(`/api/contact.update/${id}`, body).then((r) => r.entry.model),
    view: (id: number | string) =>
      api.get<Entry<ContactModel>>(`/api/contact.view/${id}`).then((r) => r.entry.model),
    remove: (id: number | string) => api.delete<{ archived: boolean }>(`/api/contact.delete/${id}`),
    /** A fresh rentable item with one unit (for giving a contact a rental). */
    rentableUnit: async (name: string) => {
      const item = await api.post<Entry<{ id: number }>>('/api/item.create', { name, type: 'rentable' });
      const unit = await api.post<Entry<{ id: number }>>('/api/unit.create', {
        item_id: item.entry.model.id,
        serial_number: `SN-${randomUUID().slice(0, 8)}`,
      });
      return unit.entry.model.id;
    },
    search: (q: string) =>
      api.get<Results<ContactModel>>(`/api/contact.search/${encodeURIComponent(q)}`).then((r) => r.results),
  };
}

/** A calendar day `days` from now ('yyyy-MM-dd', UTC; callers keep a margin of days). */
export const daysFromNow = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Gives a contact an invoice by writing the row straight into the e2e server's database, so the
 * archive path can be tested without depending on the invoices screens (and with an invoice date
 * and number in the past, which the API does not hand out). By default outstanding, dated
 * 2026-05-04 and due 30 days from now (so it reads Openstaand, not Verlopen).
 */
export async function insertInvoiceRow(
  contactId: number,
  invoiceNumber = `E2E-${Date.now()}`,
  options: { status?: 'concept' | 'outstanding' | 'paid'; dueDate?: string } = {},
): Promise<{ uuid: string; conceptId: number }> {
  const uuid = randomUUID();
  const now = new Date().toISOString();
  const conceptId = await insertReturningId(
    `insert into invoices (uuid, invoice_id, status, contact_id, invoice_date, days_until_due, due_date,
      include_tax, total_amount_cents, created_at, updated_at)
     values (?, ?, ?, ?, '2026-05-04', 14, ?, 1, 24200, ?, ?) returning id`,
    [
      uuid,
      invoiceNumber,
      options.status ?? 'outstanding',
      contactId,
      options.dueDate ?? daysFromNow(30),
      now,
      now,
    ],
  );
  return { uuid, conceptId };
}

/**
 * Rents a unit to a contact by writing a reservation row straight into the e2e server's database
 * (the reservations feature has no screen yet); the days lie far ahead so no test's availability
 * is touched.
 */
export async function insertReservationRow(unitId: number, contactId: number): Promise<string> {
  const uuid = randomUUID();
  await insertReturningId(
    `insert into reservations (uuid, unit_id, contact_id, reserved_from, reserved_until, quantity,
      exclusive, status, created_at)
     values (?, ?, ?, '2030-07-01', '2030-07-03', 1, 1, 'active', ?) returning id`,
    [uuid, unitId, contactId, new Date().toISOString()],
  );
  return uuid;
}

/** A CSV file for the import's file picker. */
export const csvFile = (name: string, text: string) => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from(text, 'utf8'),
});
