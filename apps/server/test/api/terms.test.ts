import { promises as fs, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addCalendarDays, todayCalendarDate } from '@app/domain';
import { FileMigrationProvider, Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../../src/db/database.ts';
import { migrateToLatest, migrationFolder } from '../../src/db/migrate.ts';
import { readCurrentTerms, readTermsVersion } from '../../src/features/terms/index.ts';
import { writeIdentity } from '../support/invoices-factories.ts';
import { createCatalog, newContactOrder, orderApi, reservationOf } from '../support/orders-factories.ts';
import { pngDataUrl, signaturePng } from '../support/signature-factories.ts';
import { createPostgresDatabase, createTestApp, type TestApp } from '../support/test-app.ts';

const day = (offset: number) => addCalendarDays(todayCalendarDate(), offset);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await writeIdentity(t.ctx.db);
  await createCatalog(t, 2);
});
afterAll(() => t.close());

const staff = async (method: 'GET' | 'PATCH' | 'POST', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: await t.authHeaders(),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
const versions = () => t.ctx.db.selectFrom('terms_versions').selectAll().orderBy('number').execute();
const booking = (termsVersion: string, email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/booking.create',
    remoteAddress: '10.0.0.9',
    payload: {
      items: [
        {
          slug: 'springkasteel-jungle',
          from: day(10),
          until: day(10),
          quantity: 1,
          delivery_time: '10:00-12:00',
        },
      ],
      customer: {
        contact_type: 'individual',
        first_name: 'Eva',
        last_name: 'Bakker',
        email_address: email,
        phone_number: '06-11112222',
        address_line_1: 'Dorpsstraat 1',
        postal_code: '3511 AA',
        city: 'Utrecht',
      },
      payment_method: 'cash',
      terms_accepted: true,
      terms_version: termsVersion,
    },
  });

describe('the rental terms in versions', () => {
  it('saving a changed text makes the next version; the booking page, bookings and signatures name it', async () => {
    const first = (await staff('GET', '/booking.settings')).json();
    expect(first).toMatchObject({ booking_terms_version: '1' });
    expect(first.booking_terms_text).toContain('veiligheidsinstructies');

    // The same text again (with other settings): no new version.
    const same = await staff('PATCH', '/booking.settings', {
      booking_terms_text: first.booking_terms_text,
      booking_hold_hours: 12,
    });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json()).toMatchObject({ booking_terms_version: '1', booking_hold_hours: 12 });
    expect(await versions()).toHaveLength(1);

    // The shop's terms (cached per change) are version 1 until the text changes.
    expect((await t.app.inject({ method: 'GET', url: '/api/booking.items' })).json().shop.terms_version).toBe(
      '1',
    );
    const changed = await staff('PATCH', '/booking.settings', {
      booking_terms_text: 'Artikel 1. Nieuwe huurvoorwaarden.',
      // A version label from an older client is not taken: the number is the server's.
      booking_terms_version: '99',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      booking_terms_text: 'Artikel 1. Nieuwe huurvoorwaarden.',
      booking_terms_version: '2',
    });
    const rows = await versions();
    expect(rows.map((r) => r.number)).toEqual([1, 2]);
    expect(rows[0]?.created_by).toBeNull();
    expect(rows[1]?.created_by).toEqual(expect.any(Number));
    expect(await readCurrentTerms({ db: t.ctx.db })).toMatchObject({
      number: 2,
      text: 'Artikel 1. Nieuwe huurvoorwaarden.',
      created_by: 'Test Gebruiker',
    });
    expect((await readTermsVersion({ db: t.ctx.db, number: 1 }))?.text).toBe(first.booking_terms_text);
    expect(await readTermsVersion({ db: t.ctx.db, number: 3 })).toBeUndefined();
    const shop = (await t.app.inject({ method: 'GET', url: '/api/booking.items' })).json().shop;
    expect(shop).toMatchObject({ terms_version: '2', terms_text: 'Artikel 1. Nieuwe huurvoorwaarden.' });

    // The settings history names the change and the version.
    const audit = await t.ctx.db
      .selectFrom('audit_events')
      .select('changes')
      .where('entity', '=', 'settings')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.changes ?? '{}')).toMatchObject({
      booking_terms_version: { from: '1', to: '2' },
    });

    // A booking page still showing version 1 is refused; one accepting version 2 records it.
    const old = await booking('1', 'oud@example.nl');
    expect(old.statusCode).toBe(422);
    expect(old.json().errors?.terms_version).toBeDefined();
    const accepted = await booking('2', 'nieuw@example.nl');
    expect(accepted.statusCode, accepted.body).toBe(200);
    const request = await t.ctx.db
      .selectFrom('booking_requests')
      .select('terms_version')
      .executeTakeFirstOrThrow();
    expect(request.terms_version).toBe('2');

    // A signature records the version in force.
    const order = await orderApi(t).createOk(
      newContactOrder([
        reservationOf(
          (await t.ctx.db.selectFrom('units').select('id').orderBy('id').executeTakeFirstOrThrow()).id,
          day(0),
          day(0),
        ),
      ]),
    );
    const signed = await staff('POST', `/job.sign/delivery-${order.reservations[0].id}`, {
      signer_name: 'Eva Bakker',
      signature_png: pngDataUrl(await signaturePng()),
      instructions_explained: true,
      terms_version: 2,
    });
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json().entry.model.terms_version).toBe(2);
  });

  it('versions are append-only at the database', async () => {
    await expect(t.ctx.db.updateTable('terms_versions').set({ text: 'anders' }).execute()).rejects.toThrow();
    await expect(t.ctx.db.deleteFrom('terms_versions').execute()).rejects.toThrow();
    expect((await versions()).length).toBeGreaterThan(0);
  });
});

describe('the migration to versions', () => {
  // The database as it was before the terms table: the terms were two booking settings.
  const migrateWith = async (stored: Record<string, string>) => {
    const adminUrl = inject('pgAdminUrl');
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'terms-migration-'));
    const handle = adminUrl
      ? openDatabase('postgres', await createPostgresDatabase(adminUrl))
      : openDatabase('sqlite', path.join(dir, 'test.sqlite'));
    try {
      const before = readdirSync(migrationFolder)
        .map((file) => file.replace(/\.ts$/, ''))
        .filter((name) => name < '0700')
        .sort()
        .at(-1);
      const migrator = new Migrator({
        db: handle.db,
        provider: new FileMigrationProvider({ fs, path, migrationFolder }),
        allowUnorderedMigrations: true,
      });
      const { error } = await migrator.migrateTo(before ?? '');
      expect(error).toBeUndefined();
      const now = new Date().toISOString();
      for (const [key, value] of Object.entries(stored))
        await handle.db
          .insertInto('settings')
          .values({ key, value: JSON.stringify(value), updated_at: now })
          .execute();
      await migrateToLatest(handle.db);
      return {
        versions: await handle.db.selectFrom('terms_versions').select(['number', 'text']).execute(),
        keys: (await handle.db.selectFrom('settings').select('key').execute()).map((r) => r.key),
      };
    } finally {
      await handle.destroy();
      await fs.rm(dir, { recursive: true, force: true });
    }
  };

  it('turns the stored terms into the first version, keeping a whole version number', async () => {
    const kept = await migrateWith({ booking_terms_text: 'Onze voorwaarden', booking_terms_version: '3' });
    expect(kept.versions).toEqual([{ number: 3, text: 'Onze voorwaarden' }]);
    expect(kept.keys).not.toContain('booking_terms_text');
    expect(kept.keys).not.toContain('booking_terms_version');
    const label = await migrateWith({
      booking_terms_text: 'Voorwaarden 2024',
      booking_terms_version: '2024.1',
    });
    expect(label.versions).toEqual([{ number: 1, text: 'Voorwaarden 2024' }]);
  });
});
