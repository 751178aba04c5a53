import type { ContactCreateRequest } from '@app/contracts';
import { cancelReservation } from '../../src/features/reservations/cancel-reservation.ts';
import { reserveUnit } from '../../src/features/reservations/reserve-unit.ts';
import { newUuid } from '../../src/lib/ids.ts';
import { nowIso } from '../../src/lib/time.ts';
import { createItem, createUnit } from './items-factories.ts';
import type { TestApp } from './test-app.ts';

/** Creates a contact through the API and answers its model. */
export const createContactViaApi = async (t: TestApp, input: ContactCreateRequest) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/contact.create',
    headers: await t.authHeaders(),
    payload: input,
  });
  if (res.statusCode !== 200) throw new Error(`contact.create ${res.statusCode}: ${res.body}`);
  return res.json().entry.model as {
    id: number;
    uuid: string;
    display_name: string;
    people: Array<{ id: number }>;
  };
};

/** An invoice row straight in the table (the invoices feature is not needed to test delete vs archive). */
export const insertInvoiceFor = async (
  t: TestApp,
  contactId: number,
  overrides: {
    invoice_id?: string | null;
    invoice_date?: string;
    due_date?: string;
    status?: 'concept' | 'outstanding' | 'paid' | 'uncollectable';
    total_amount_cents?: number;
  } = {},
) => {
  const uuid = newUuid();
  await t.ctx.db
    .insertInto('invoices')
    .values({
      uuid,
      invoice_id: overrides.invoice_id ?? null,
      number_scope: null,
      number_seq: null,
      status: overrides.status ?? (overrides.invoice_id ? 'outstanding' : 'concept'),
      contact_id: contactId,
      person_id: null,
      identifier: null,
      invoice_date: overrides.invoice_date ?? '2026-03-01',
      days_until_due: 14,
      due_date: overrides.due_date ?? '2026-03-15',
      include_tax: 1,
      total_amount_cents: overrides.total_amount_cents ?? 12100,
      company_details: null,
      contact_details: null,
      published_at: null,
      created_at: nowIso(),
      updated_at: nowIso(),
      deleted_at: null,
    })
    .execute();
  return uuid;
};

/**
 * Rents a fresh unit to the contact through the reservations feature (a new item and unit per
 * call, so calls never overlap); `cancelled` cancels it again afterwards.
 */
export const reserveFor = async (t: TestApp, contactId: number, opts: { cancelled?: boolean } = {}) => {
  const item = await createItem(t, { name: `Springkussen ${newUuid().slice(0, 8)}`, type: 'rentable' });
  const unit = await createUnit(t, { item_id: item.id, serial_number: `SN-${newUuid().slice(0, 8)}` });
  const reservation = await reserveUnit({
    ctx: t.ctx,
    input: {
      unitId: unit.id,
      from: '2030-06-01',
      until: '2030-06-03',
      contactId,
    },
  });
  if (opts.cancelled) await cancelReservation({ ctx: t.ctx, reservationId: reservation.id });
  return reservation;
};

/** A multipart body with one file field, for app.inject. */
export const multipartFile = (bytes: Uint8Array, fileName = 'contacten.csv', contentType = 'text/csv') => {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, Buffer.from(bytes), tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
};
