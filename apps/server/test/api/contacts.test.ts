import { CONTACT_MESSAGES } from '@app/contracts';
import { addCalendarDays, todayCalendarDate } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContactViaApi, insertInvoiceFor, reserveFor } from '../support/contacts-factories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  headers = await t.authHeaders();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload?: object) => t.app.inject({ method: 'POST', url, headers, payload });
const patch = (url: string, payload: object) => t.app.inject({ method: 'PATCH', url, headers, payload });
const del = (url: string) => t.app.inject({ method: 'DELETE', url, headers });

describe('contact.create', () => {
  it('creates an individual with the derived display name and the default country nl', async () => {
    const res = await post('/api/contact.create', {
      first_name: ' Emma ',
      last_name: 'de Vries',
      city: 'Utrecht',
    });
    expect(res.statusCode).toBe(200);
    const model = res.json().entry.model;
    expect(model).toMatchObject({
      contact_type: 'individual',
      display_name: 'Emma de Vries',
      first_name: 'Emma',
      country: 'Nederland',
      country_code: 'nl',
      deleted_at: null,
      people: [],
    });
    expect(model.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(model.search_text).toBeUndefined();
  });

  it('creates a business with its first contact person', async () => {
    const res = await post('/api/contact.create', {
      contact_type: 'business',
      company_name: 'Voetbalvereniging Hercules',
      coc_id: '40476512',
      vat_id: 'NL001234567B01',
      person: { first_name: 'Ruud', last_name: 'Bakker' },
      country: 'Duitsland',
    });
    expect(res.statusCode).toBe(200);
    const model = res.json().entry.model;
    expect(model.display_name).toBe('Voetbalvereniging Hercules');
    expect(model.country).toBe('Duitsland');
    expect(model.country_code).toBe('de');
    expect(model.people).toHaveLength(1);
    expect(model.people[0]).toMatchObject({ first_name: 'Ruud', last_name: 'Bakker', contact_id: model.id });
  });

  it('accepts a country code in any case and answers the Dutch name', async () => {
    const res = await post('/api/contact.create', { first_name: 'Eva', last_name: 'Mertens', country: 'BE' });
    expect(res.json().entry.model).toMatchObject({ country: 'België', country_code: 'be' });
  });

  it('refuses a business without company name with the spec message, and creates nothing', async () => {
    const before = (await get('/api/contacts.view')).json().meta.total;
    const res = await post('/api/contact.create', { contact_type: 'business', company_name: '  ' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.company_name).toEqual([CONTACT_MESSAGES.companyNameRequired]);
    expect((await get('/api/contacts.view')).json().meta.total).toBe(before);
  });

  it('refuses an unknown country with a Dutch message', async () => {
    const res = await post('/api/contact.create', { first_name: 'A', last_name: 'B', country: 'Atlantis' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.country).toEqual([CONTACT_MESSAGES.unknownCountry]);
  });

  it('refuses a contact person without names with the spec messages', async () => {
    const res = await post('/api/contact.create', {
      contact_type: 'business',
      company_name: 'X',
      person: { first_name: '', last_name: '' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors['person.first_name']).toEqual([CONTACT_MESSAGES.firstNameRequired]);
    expect(res.json().errors['person.last_name']).toEqual([CONTACT_MESSAGES.lastNameRequired]);
  });

  it('refuses an unknown contact type', async () => {
    const res = await post('/api/contact.create', { contact_type: 'alien', first_name: 'A' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.contact_type).toBeDefined();
  });
});

describe('contact.view / contact.update', () => {
  it('finds a contact by id and by uuid, with an empty timeline', async () => {
    const c = await createContactViaApi(t, { first_name: 'Julia', last_name: 'Meijer' });
    const byId = await get(`/api/contact.view/${c.id}`);
    const byUuid = await get(`/api/contact.view/${c.uuid}`);
    expect(byId.statusCode).toBe(200);
    expect(byUuid.json()).toEqual(byId.json());
    expect(byId.json().entry.model).toMatchObject({ timeline: [], invoice_count: 0 });
  });

  it('answers a Dutch 404 for junk ids and for ids that do not exist', async () => {
    for (const junk of [
      'abc',
      '1;drop table contacts',
      '-1',
      '1.5',
      '99999999',
      '00000000-0000-0000-0000-000000000000',
    ]) {
      const res = await get(`/api/contact.view/${encodeURIComponent(junk)}`);
      expect(res.statusCode, junk).toBe(404);
      expect(res.json().message).toBe(CONTACT_MESSAGES.notFound);
    }
    expect((await patch('/api/contact.update/nope', { city: 'X' })).statusCode).toBe(404);
    expect((await del('/api/contact.delete/nope')).statusCode).toBe(404);
    expect((await post('/api/contact.restore/nope')).statusCode).toBe(404);
    expect((await patch('/api/person.update/abc', { first_name: 'X' })).statusCode).toBe(404);
    expect((await del('/api/person.delete/123456')).statusCode).toBe(404);
  });

  it('updates fields, recomputes the display name and keeps what was left out', async () => {
    const c = await createContactViaApi(t, { first_name: 'Sem', last_name: 'Janssen', city: 'Utrecht' });
    const res = await patch(`/api/contact.update/${c.uuid}`, {
      contact_type: 'business',
      company_name: 'Janssen Feestverhuur',
      country: 'Frankrijk',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().entry.model).toMatchObject({
      display_name: 'Janssen Feestverhuur',
      city: 'Utrecht',
      country: 'Frankrijk',
      country_code: 'fr',
    });
    const search = await get('/api/contact.search/feestverhuur');
    expect(search.json().results.map((r: { id: number }) => r.id)).toContain(c.id);
  });

  it('keeps the type, company, country and people of a business when only the city is patched', async () => {
    const c = await createContactViaApi(t, {
      contact_type: 'business',
      company_name: 'Speeltuin De Klimboom',
      coc_id: '12345678',
      country: 'de',
      city: 'Aken',
      person: { first_name: 'Lotte', last_name: 'Klim' },
    });
    const res = await patch(`/api/contact.update/${c.id}`, { city: 'Keulen' });
    expect(res.statusCode).toBe(200);
    const expected = {
      contact_type: 'business',
      company_name: 'Speeltuin De Klimboom',
      display_name: 'Speeltuin De Klimboom',
      coc_id: '12345678',
      city: 'Keulen',
      country: 'Duitsland',
      country_code: 'de',
    };
    expect(res.json().entry.model).toMatchObject(expected);
    const stored = (await get(`/api/contact.view/${c.uuid}`)).json().entry.model;
    expect(stored).toMatchObject(expected);
    expect(stored.people).toMatchObject([{ first_name: 'Lotte', last_name: 'Klim' }]);
  });

  it('refuses to make a business without company name on update', async () => {
    const c = await createContactViaApi(t, { first_name: 'Milan', last_name: 'Hoekstra' });
    const res = await patch(`/api/contact.update/${c.id}`, { contact_type: 'business' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.company_name).toEqual([CONTACT_MESSAGES.companyNameRequired]);
    expect((await get(`/api/contact.view/${c.id}`)).json().entry.model.contact_type).toBe('individual');
  });
});

describe('delete vs archive', () => {
  it('deletes a contact without invoices together with its people', async () => {
    const c = await createContactViaApi(t, {
      contact_type: 'business',
      company_name: 'Weg BV',
      person: { first_name: 'Jan', last_name: 'Weg' },
    });
    const res = await del(`/api/contact.delete/${c.uuid}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ archived: false, message: CONTACT_MESSAGES.deleted });
    expect((await get(`/api/contact.view/${c.id}`)).statusCode).toBe(404);
    const people = await t.ctx.db
      .selectFrom('contact_people')
      .selectAll()
      .where('contact_id', '=', c.id)
      .execute();
    expect(people).toEqual([]);
  });

  it('archives a contact with invoices, shows the timeline, and restores it', async () => {
    const c = await createContactViaApi(t, { contact_type: 'business', company_name: 'Gemeente Houten' });
    const older = await insertInvoiceFor(t, c.id, {
      invoice_id: '2026-0001',
      invoice_date: '2026-01-10',
      due_date: '2026-01-24',
      total_amount_cents: 5000,
    });
    const newer = await insertInvoiceFor(t, c.id, { invoice_date: '2026-04-02', total_amount_cents: 24200 });
    const detail = (await get(`/api/contact.view/${c.uuid}`)).json().entry.model;
    expect(detail).toMatchObject({ invoice_count: 2, reservation_count: 0, archive_only: true });
    expect(detail.timeline.map((e: { uuid: string }) => e.uuid)).toEqual([newer, older]);
    expect(detail.timeline[0]).toMatchObject({
      type: 'invoice',
      invoice_id: null,
      status: 'concept',
      total_amount: 24200,
      invoice_date: '2026-04-02',
    });
    // Outstanding and past its due date: overdue (Verlopen), as in the invoice list.
    expect(detail.timeline[1]).toMatchObject({ invoice_id: '2026-0001', status: 'overdue' });

    const res = await del(`/api/contact.delete/${c.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ archived: true, message: CONTACT_MESSAGES.archived });
    expect(res.json().entry.model.deleted_at).toEqual(expect.any(String));
    const archived = (await get(`/api/contact.view/${c.id}`)).json().entry.model;
    expect(archived.deleted_at).not.toBeNull();

    // Archived contacts leave the picker search and the default list, but are counted.
    expect((await get('/api/contact.search/houten')).json().results).toEqual([]);
    const list = (await get('/api/contacts.view?q=houten')).json();
    expect(list.results).toEqual([]);
    expect(list.meta).toMatchObject({ total: 0, deactivated_count: 1 });
    const withDeactivated = (await get('/api/contacts.view?q=houten&include_deactivated=true')).json();
    expect(withDeactivated.results.map((r: { id: number }) => r.id)).toEqual([c.id]);
    expect(withDeactivated.meta).toMatchObject({ total: 1, deactivated_count: 1 });

    const restored = await post(`/api/contact.restore/${c.uuid}`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json().entry.model.deleted_at).toBeNull();
    expect((await get('/api/contact.search/houten')).json().results).toHaveLength(1);
  });

  it('answers each invoice of the timeline with the status the invoice list shows', async () => {
    const c = await createContactViaApi(t, { contact_type: 'business', company_name: 'Statusclub' });
    const today = todayCalendarDate();
    const uuids = {
      overdue: await insertInvoiceFor(t, c.id, {
        invoice_id: 'ST-1',
        invoice_date: addCalendarDays(today, -30),
        due_date: addCalendarDays(today, -1),
      }),
      dueToday: await insertInvoiceFor(t, c.id, {
        invoice_id: 'ST-2',
        invoice_date: addCalendarDays(today, -14),
        due_date: today,
      }),
      paidLate: await insertInvoiceFor(t, c.id, {
        invoice_id: 'ST-3',
        status: 'paid',
        invoice_date: addCalendarDays(today, -60),
        due_date: addCalendarDays(today, -46),
      }),
      // "Wijzig factuur": back to concept, keeping its number.
      reopened: await insertInvoiceFor(t, c.id, {
        invoice_id: 'ST-4',
        status: 'concept',
        invoice_date: addCalendarDays(today, -90),
        due_date: addCalendarDays(today, -76),
      }),
    };
    const timeline = (await get(`/api/contact.view/${c.id}`)).json().entry.model.timeline as Array<{
      uuid: string;
      status: string;
      invoice_id: string | null;
    }>;
    const byUuid = new Map(timeline.map((entry) => [entry.uuid, entry]));
    expect(byUuid.get(uuids.overdue)).toMatchObject({ invoice_id: 'ST-1', status: 'overdue' });
    expect(byUuid.get(uuids.dueToday)).toMatchObject({ invoice_id: 'ST-2', status: 'outstanding' });
    expect(byUuid.get(uuids.paidLate)).toMatchObject({ invoice_id: 'ST-3', status: 'paid' });
    expect(byUuid.get(uuids.reopened)).toMatchObject({ invoice_id: 'ST-4', status: 'concept' });

    // The same statuses as the invoice list answers for this contact.
    const list = await get(`/api/invoices.view?contact_id=${c.id}`);
    expect(list.statusCode).toBe(200);
    const listed = list.json().results as Array<{ uuid: string; status: string }>;
    expect(listed).toHaveLength(4);
    for (const { uuid, status } of listed) expect(byUuid.get(uuid)?.status, uuid).toBe(status);
  });

  it('archives instead of deletes a contact with reservations, and keeps its rentals linked', async () => {
    const c = await createContactViaApi(t, { first_name: 'Huur', last_name: 'Klant' });
    const reservation = await reserveFor(t, c.id);
    const detail = (await get(`/api/contact.view/${c.uuid}`)).json().entry.model;
    expect(detail).toMatchObject({ invoice_count: 0, reservation_count: 1, archive_only: true });

    const res = await del(`/api/contact.delete/${c.uuid}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ archived: true, message: CONTACT_MESSAGES.archivedReservations });
    expect(res.json().entry.model.deleted_at).toEqual(expect.any(String));
    expect((await get(`/api/contact.view/${c.id}`)).json().entry.model.deleted_at).toEqual(
      expect.any(String),
    );
    const row = await t.ctx.db
      .selectFrom('reservations')
      .select('contact_id')
      .where('id', '=', reservation.id)
      .executeTakeFirstOrThrow();
    expect(row.contact_id).toBe(c.id);

    expect((await post(`/api/contact.restore/${c.uuid}`)).json().entry.model.deleted_at).toBeNull();
  });

  it('counts a cancelled reservation too, and names invoices and reservations together', async () => {
    const cancelled = await createContactViaApi(t, { first_name: 'Eens', last_name: 'Gehuurd' });
    await reserveFor(t, cancelled.id, { cancelled: true });
    expect((await del(`/api/contact.delete/${cancelled.id}`)).json()).toMatchObject({ archived: true });

    const both = await createContactViaApi(t, { contact_type: 'business', company_name: 'Alles BV' });
    await reserveFor(t, both.id);
    await insertInvoiceFor(t, both.id);
    const detail = (await get(`/api/contact.view/${both.id}`)).json().entry.model;
    expect(detail).toMatchObject({ invoice_count: 1, reservation_count: 1, archive_only: true });
    expect((await del(`/api/contact.delete/${both.id}`)).json()).toMatchObject({
      archived: true,
      message: CONTACT_MESSAGES.archivedInvoicesAndReservations,
    });
  });

  it('marks a contact without invoices or reservations as deletable', async () => {
    const c = await createContactViaApi(t, { first_name: 'Los', last_name: 'Contact' });
    const detail = (await get(`/api/contact.view/${c.id}`)).json().entry.model;
    expect(detail).toMatchObject({ invoice_count: 0, reservation_count: 0, archive_only: false });
  });

  it('never reuses a customer number', async () => {
    const a = await createContactViaApi(t, { first_name: 'Eerste', last_name: 'Klant' });
    expect((await del(`/api/contact.delete/${a.id}`)).statusCode).toBe(200);
    const b = await createContactViaApi(t, { first_name: 'Tweede', last_name: 'Klant' });
    expect(b.id).toBeGreaterThan(a.id);
  });
});

describe('auth', () => {
  it('answers 401 without a token on every contact call', async () => {
    const calls: Array<[string, string]> = [
      ['GET', '/api/contacts.view'],
      ['GET', '/api/contact.search/a'],
      ['GET', '/api/contact.view/1'],
      ['POST', '/api/contact.create'],
      ['PATCH', '/api/contact.update/1'],
      ['DELETE', '/api/contact.delete/1'],
      ['POST', '/api/contact.restore/1'],
      ['POST', '/api/contact.import'],
      ['GET', '/api/contact.export'],
      ['GET', '/api/people.view?contact_id=1'],
      ['POST', '/api/person.create'],
      ['PATCH', '/api/person.update/1'],
      ['DELETE', '/api/person.delete/1'],
    ];
    for (const [method, url] of calls) {
      const res = await t.app.inject({
        method: method as 'GET',
        url,
        payload: method === 'GET' || method === 'DELETE' ? undefined : {},
      });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
