import { CONTACT_MESSAGES } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContactViaApi } from '../support/contacts-factories.ts';
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

describe('search', () => {
  beforeAll(async () => {
    await createContactViaApi(t, {
      first_name: 'José',
      last_name: 'Fernández',
      city: 'Zeist',
      postal_code: '3701 GP',
    });
    await createContactViaApi(t, {
      contact_type: 'business',
      company_name: 'Bedrijfsfeesten Müller',
      email_address: 'info@bf-mueller.de',
      phone_number: '06-12 34 56 78',
      person: { first_name: 'Klaus', last_name: 'Oberstraße' },
    });
  });

  const names = async (term: string) =>
    (await get(`/api/contact.search/${encodeURIComponent(term)}`))
      .json()
      .results.map((r: { display_name: string }) => r.display_name);

  it('is case- and accent-insensitive', async () => {
    expect(await names('jose')).toContain('José Fernández');
    expect(await names('FERNANDEZ')).toContain('José Fernández');
    expect(await names('muller')).toContain('Bedrijfsfeesten Müller');
    expect(await names('Müller')).toContain('Bedrijfsfeesten Müller');
  });

  it('matches people, e-mail, phone, city, postal code and the customer number', async () => {
    expect(await names('klaus')).toContain('Bedrijfsfeesten Müller');
    expect(await names('oberstrasse')).toEqual([]);
    expect(await names('oberstraße')).toContain('Bedrijfsfeesten Müller');
    expect(await names('bf-mueller')).toContain('Bedrijfsfeesten Müller');
    expect(await names('0612345678')).toContain('Bedrijfsfeesten Müller');
    expect(await names('zeist')).toContain('José Fernández');
    expect(await names('3701gp')).toContain('José Fernández');
    expect(await names('3701 GP')).toContain('José Fernández');
    const jose = (await get('/api/contact.search/jose')).json().results[0];
    expect(await names(String(jose.id))).toContain('José Fernández');
  });

  it('puts the contact with a bare-number term as its customer number first', async () => {
    const target = await createContactViaApi(t, { first_name: 'Zwaantje', last_name: 'Zoeknummer' });
    const number = String(target.id);
    // Earlier by name, and matching the number in their phone number and postal code.
    await createContactViaApi(t, {
      first_name: 'Aad',
      last_name: 'Zoeknummer',
      phone_number: `06-${number}77`,
    });
    // A German postcode: a Dutch one must read 1234 AB.
    await createContactViaApi(t, {
      first_name: 'Bep',
      last_name: 'Zoeknummer',
      postal_code: `${number}11`,
      country: 'de',
    });
    const found = await names(number);
    expect(found[0]).toBe('Zwaantje Zoeknummer');
    expect(found).toEqual(expect.arrayContaining(['Aad Zoeknummer', 'Bep Zoeknummer']));
    expect(found.filter((name: string) => name === 'Zwaantje Zoeknummer')).toHaveLength(1);
    const one = (await get(`/api/contact.search/${number}?limit=1`)).json().results;
    expect(one.map((r: { id: number }) => r.id)).toEqual([target.id]);
    // An archived contact is not put first (nor shown at all).
    await t.ctx.db
      .updateTable('contacts')
      .set({ deleted_at: new Date().toISOString() })
      .where('id', '=', target.id)
      .execute();
    expect(await names(number)).not.toContain('Zwaantje Zoeknummer');
    expect(await names(number)).toContain('Aad Zoeknummer');
  });

  it('needs every word, treats % and _ literally, and answers all for %', async () => {
    expect(await names('jose zeist')).toEqual(['José Fernández']);
    expect(await names('jose utrecht')).toEqual([]);
    expect(await names('_')).toEqual([]);
    const all = (await get('/api/contact.search/%25')).json().results;
    expect(all.length).toBeGreaterThan(3);
    expect((await get('/api/contact.search/%25?limit=2')).json().results).toHaveLength(2);
  });

  it('keeps search_text up to date when people change', async () => {
    const c = await createContactViaApi(t, { contact_type: 'business', company_name: 'Kinderopvang Ukkie' });
    const created = await post('/api/person.create', {
      contact_id: c.id,
      first_name: 'Sophie',
      last_name: 'Bosmanová',
    });
    expect(created.statusCode).toBe(200);
    const personId = created.json().entry.model.id;
    expect(await names('bosmanova')).toContain('Kinderopvang Ukkie');
    expect((await patch(`/api/person.update/${personId}`, { last_name: 'Terlouw' })).statusCode).toBe(200);
    expect(await names('bosmanova')).toEqual([]);
    expect(await names('terlouw')).toContain('Kinderopvang Ukkie');
    expect((await del(`/api/person.delete/${personId}`)).statusCode).toBe(200);
    expect(await names('terlouw')).toEqual([]);
  });
});

describe('contacts.view', () => {
  it('pages and sorts by display name (accent- and case-free), id and created_at', async () => {
    const local = await createTestApp();
    const h = await local.authHeaders();
    try {
      for (const name of ['zeeman', 'Émile', 'de Vries', 'Bakker', 'anna']) {
        const [first, ...rest] = name.split(' ');
        await createContactViaApi(local, { first_name: first ?? name, last_name: rest.join(' ') || 'X' });
      }
      const view = async (qs: string) =>
        (await local.app.inject({ method: 'GET', url: `/api/contacts.view?${qs}`, headers: h })).json();
      const page1 = await view('per_page=2');
      expect(page1.meta).toEqual({
        page: 1,
        per_page: 2,
        total: 5,
        total_is_lower_bound: false,
        deactivated_count: 0,
      });
      expect(page1.results.map((r: { display_name: string }) => r.display_name)).toEqual([
        'anna X',
        'Bakker X',
      ]);
      const page3 = await view('per_page=2&page=3');
      expect(page3.results.map((r: { display_name: string }) => r.display_name)).toEqual(['zeeman X']);
      const desc = await view('direction=desc&per_page=2');
      expect(desc.results.map((r: { display_name: string }) => r.display_name)).toEqual([
        'zeeman X',
        'Émile X',
      ]);
      const byId = await view('sort=id&direction=desc');
      const ids = byId.results.map((r: { id: number }) => r.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      expect((await view('sort=created_at')).results).toHaveLength(5);
      expect((await view('q=emile')).results.map((r: { display_name: string }) => r.display_name)).toEqual([
        'Émile X',
      ]);
      const bad = await local.app.inject({
        method: 'GET',
        url: '/api/contacts.view?sort=search_text',
        headers: h,
      });
      expect(bad.statusCode).toBe(422);
    } finally {
      await local.close();
    }
  });
});

describe('people', () => {
  it('lists, creates, updates and deletes people with the spec messages', async () => {
    const c = await createContactViaApi(t, { contact_type: 'business', company_name: 'Hockeyclub Kampong' });
    const bad = await post('/api/person.create', { contact_id: c.id, first_name: ' ', last_name: '' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({
      first_name: [CONTACT_MESSAGES.firstNameRequired],
      last_name: [CONTACT_MESSAGES.lastNameRequired],
    });
    const missing = await post('/api/person.create', {
      contact_id: 99999999,
      first_name: 'A',
      last_name: 'B',
    });
    expect(missing.statusCode).toBe(404);
    const created = await post('/api/person.create', {
      contact_id: c.id,
      first_name: 'Floor',
      last_name: 'Hendriks',
      email_address: 'floor@kampong.nl',
      department: 'Clubhuis',
    });
    const person = created.json().entry.model;
    expect(person).toMatchObject({
      contact_id: c.id,
      first_name: 'Floor',
      department: 'Clubhuis',
      phone_number: null,
    });
    const list = await get(`/api/people.view?contact_id=${c.uuid}`);
    expect(list.json().results).toHaveLength(1);
    const cleared = await patch(`/api/person.update/${person.id}`, { last_name: '' });
    expect(cleared.statusCode).toBe(422);
    expect(cleared.json().errors.last_name).toEqual([CONTACT_MESSAGES.lastNameRequired]);
    const updated = await patch(`/api/person.update/${person.id}`, {
      phone_number: '06-1',
      department: null,
    });
    expect(updated.json().entry.model).toMatchObject({
      phone_number: '06-1',
      department: null,
      last_name: 'Hendriks',
    });
    expect((await del(`/api/person.delete/${person.id}`)).json()).toEqual({ ok: true });
    expect((await get(`/api/people.view?contact_id=${c.id}`)).json().results).toEqual([]);
  });
});

describe('person.create contact_id', () => {
  it('takes the numeric id (also as text) or the uuid, like the {id} paths', async () => {
    const c = await createContactViaApi(t, { contact_type: 'business', company_name: 'Uuidclub' });
    const byUuid = await post('/api/person.create', {
      contact_id: c.uuid,
      first_name: 'Ugo',
      last_name: 'Uuid',
    });
    expect(byUuid.statusCode).toBe(200);
    expect(byUuid.json().entry.model).toMatchObject({ contact_id: c.id, first_name: 'Ugo' });
    const byText = await post('/api/person.create', {
      contact_id: String(c.id),
      first_name: 'Tekst',
      last_name: 'Id',
    });
    expect(byText.statusCode).toBe(200);
    expect(byText.json().entry.model.contact_id).toBe(c.id);
    const people = (await get(`/api/people.view?contact_id=${c.id}`)).json().results;
    expect(people.map((p: { first_name: string }) => p.first_name)).toEqual(['Ugo', 'Tekst']);

    for (const junk of ['abc', '00000000-0000-0000-0000-000000000000', '-1']) {
      const res = await post('/api/person.create', { contact_id: junk, first_name: 'A', last_name: 'B' });
      expect(res.statusCode, junk).toBe(404);
      expect(res.json().message).toBe(CONTACT_MESSAGES.notFound);
    }
    const missing = await post('/api/person.create', { first_name: 'A', last_name: 'B' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.contact_id).toBeDefined();
  });
});
