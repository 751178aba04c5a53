import { INVOICE_MESSAGES } from '@app/contracts';
import { addCalendarDays, todayCalendarDate } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertContact, invoiceApi, LINES, writeIdentity } from '../support/invoices-factories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let api: ReturnType<typeof invoiceApi>;
let contact: Awaited<ReturnType<typeof insertContact>>;

beforeAll(async () => {
  t = await createTestApp();
  await t.authHeaders();
  await writeIdentity(t.ctx.db, { numbering_invoice_template: 'F{year}-{id}' });
  api = invoiceApi(t);
  contact = await insertContact(t.ctx.db, {
    company_name: 'Feestboerderij Één',
    people: [{ first_name: 'Anna', last_name: 'de Vries' }],
  });
});
afterAll(() => t.close());

const publish = (id: number | string) => api.update(id, { status: 'outstanding' });

describe('auth and ids', () => {
  it('answers 401 without a token', async () => {
    for (const url of [
      '/api/invoices.view',
      '/api/invoice.view/1',
      '/api/invoice.search/%25',
      '/api/invoice.render/1',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(401);
    }
    const create = await t.app.inject({
      method: 'POST',
      url: '/api/invoice.create',
      payload: { contact_id: contact.id },
    });
    expect(create.statusCode).toBe(401);
  });

  it('answers a Dutch 404 for junk and unknown ids', async () => {
    for (const id of ['abc', '1;drop', '999999', '00000000-0000-4000-8000-000000000000']) {
      const res = await api.call('GET', `/invoice.view/${encodeURIComponent(id)}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json().message).toBe(INVOICE_MESSAGES.notFound);
    }
    expect((await api.call('PATCH', '/invoice.update/xyz', { status: 'paid' })).statusCode).toBe(404);
    expect((await api.call('DELETE', '/invoice.delete/xyz')).statusCode).toBe(404);
    expect((await api.call('POST', '/invoice.duplicate/xyz')).statusCode).toBe(404);
    expect((await api.call('GET', '/invoice.render/xyz')).statusCode).toBe(404);
  });
});

describe('create and view', () => {
  it('creates a concept with defaults and answers the Invoice model', async () => {
    const model = await api.create({
      contact_id: contact.id,
      person_id: contact.people[0]?.id,
      identifier: 'PO-77',
    });
    const today = todayCalendarDate();
    expect(model).toMatchObject({
      invoice_id: null,
      concept_id: model.id,
      status: 'concept',
      allowed_transitions: ['outstanding'],
      identifier: 'PO-77',
      invoice_date: today,
      days_until_due: 14,
      due_date: addCalendarDays(today, 14),
      include_tax: false,
      items: [],
      total_amount: 0,
      deleted_at: null,
      reference: { first_name: 'Anna', last_name: 'de Vries' },
      contact: { id: contact.id, uuid: contact.uuid, display_name: 'Feestboerderij Één', deleted_at: null },
    });
    expect(model.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(model.contact.people).toEqual([expect.objectContaining({ first_name: 'Anna' })]);
    expect(model.company_details.identity_company_name).toBe('Springplezier Verhuur B.V.');
    const byUuid = await api.view(model.uuid);
    expect(byUuid.id).toBe(model.id);
  });

  it('requires a contact with the spec message and checks the person', async () => {
    const res = await api.call('POST', '/invoice.create', {});
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.contact_id).toEqual([INVOICE_MESSAGES.contactRequired]);
    const other = await insertContact(t.ctx.db, { people: [{ first_name: 'Piet', last_name: 'Puk' }] });
    const wrongPerson = await api.call('POST', '/invoice.create', {
      contact_id: contact.id,
      person_id: other.people[0]?.id,
    });
    expect(wrongPerson.statusCode).toBe(422);
    expect(wrongPerson.json().message).toBe(INVOICE_MESSAGES.personNotOfContact);
    const archived = await insertContact(t.ctx.db, { deleted_at: new Date().toISOString() });
    const res2 = await api.call('POST', '/invoice.create', { contact_id: archived.id });
    expect(res2.statusCode).toBe(422);
    expect(res2.json().message).toBe(INVOICE_MESSAGES.contactArchived);
  });
});

describe('updates', () => {
  it('refuses a body mixing groups, and an empty body, changing nothing', async () => {
    const model = await api.concept(contact.id);
    for (const body of [
      { identifier: 'x', items: [] },
      { status: 'outstanding', include_tax: true },
      { days_until_due: 30, status: 'outstanding' },
    ]) {
      const res = await api.update(model.id, body);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(INVOICE_MESSAGES.mixedUpdate);
    }
    expect((await api.update(model.id, {})).json().message).toBe(INVOICE_MESSAGES.emptyUpdate);
    const after = await api.view(model.id);
    expect(after).toMatchObject({
      status: 'concept',
      identifier: null,
      days_until_due: 14,
      items: model.items,
    });
  });

  it('updates the header and recomputes the due date', async () => {
    const model = await api.create({ contact_id: contact.id, person_id: contact.people[0]?.id });
    const other = await insertContact(t.ctx.db, {
      contact_type: 'individual',
      company_name: null,
      first_name: 'Els',
    });
    const res = await api.update(model.id, {
      contact_id: other.id,
      invoice_date: '2026-02-20',
      days_until_due: 30,
      identifier: 'K-1',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().entry.model).toMatchObject({
      contact: { id: other.id },
      reference: null,
      invoice_date: '2026-02-20',
      due_date: '2026-03-22',
      days_until_due: 30,
      identifier: 'K-1',
    });
  });

  it('replaces the lines in order, computes totals per rate and stores the total', async () => {
    const model = await api.concept(contact.id);
    expect(model.items.map((i: { description: string }) => i.description)).toEqual(
      LINES.map((l) => l.description),
    );
    // 125 + 25 at 21% = 150 → 31.50 tax; 45 at 9% → 4.05 tax.
    expect(model.totals).toEqual({
      per_rate: [
        { rate: 21, base: 15000, tax: 3150 },
        { rate: 9, base: 4500, tax: 405 },
      ],
      total_excl: 19500,
      total_tax: 3555,
      total_incl: 23055,
    });
    expect(model.total_amount).toBe(23055);

    const reordered = [model.items[2], model.items[0]];
    const res = await api.update(model.id, { items: reordered, include_tax: true });
    expect(res.statusCode).toBe(200);
    const after = res.json().entry.model;
    expect(after.items.map((i: { uuid: string }) => i.uuid)).toEqual([
      model.items[2].uuid,
      model.items[0].uuid,
    ]);
    expect(after.include_tax).toBe(true);
    // Prices incl. VAT: 45 incl 9% → tax 3.72; 125 incl 21% → tax 21.69.
    expect(after.totals.total_incl).toBe(17000);
    expect(after.total_amount).toBe(17000);
    const listed = (await api.call('GET', `/invoice.search/${model.id}`)).json().results;
    expect(listed.find((r: { id: number }) => r.id === model.id).total_amount).toBe(17000);

    const defaults = await api.update(model.id, { items: [{ description: 'Alleen omschrijving' }] });
    expect(defaults.json().entry.model.items).toEqual([
      expect.objectContaining({
        description: 'Alleen omschrijving',
        unitCount: 1,
        unitPrice: 0,
        taxRate: 21,
      }),
    ]);
  });

  it('writes the lines atomically: a bad line leaves the old lines in place', async () => {
    const model = await api.concept(contact.id);
    const res = await api.update(model.id, {
      items: [
        { description: 'goed', unitPrice: 100 },
        { description: 'fout', taxRate: 7 },
      ],
    });
    expect(res.statusCode).toBe(422);
    const after = await api.view(model.id);
    expect(after.items).toEqual(model.items);
    expect(after.total_amount).toBe(model.total_amount);
  });
});

describe('amount limits', () => {
  it('refuses a total above € 10.000.000,00 in Dutch on both databases, keeping the old lines', async () => {
    const model = await api.concept(contact.id);
    const res = await api.update(model.id, {
      items: [1, 2, 3].map((n) => ({ description: `Groot ${n}`, unitPrice: 1_000_000_000 })),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      message: INVOICE_MESSAGES.totalTooLarge,
      errors: { items: [INVOICE_MESSAGES.totalTooLarge] },
    });
    const after = await api.view(model.id);
    expect(after.items).toEqual(model.items);
    expect(after.total_amount).toBe(model.total_amount);
  });

  it('refuses a line amount above € 10.000.000,00 on the line', async () => {
    const model = await api.concept(contact.id);
    const res = await api.update(model.id, {
      items: [{ description: 'Te groot', unitCount: 2, unitPrice: 600_000_000 }],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors['items.0.unitPrice']).toEqual([INVOICE_MESSAGES.lineTooLarge]);
  });

  it('takes a total of exactly € 10.000.000,00, and refuses the include-VAT switch that would pass it', async () => {
    const model = await api.concept(contact.id);
    const atLimit = await api.update(model.id, {
      include_tax: true,
      items: [{ description: 'Heel groot', unitPrice: 1_000_000_000 }],
    });
    expect(atLimit.statusCode).toBe(200);
    expect(atLimit.json().entry.model.total_amount).toBe(1_000_000_000);
    // Excluding VAT the same price would total € 12.100.000,00.
    const toExcl = await api.update(model.id, { include_tax: false });
    expect(toExcl.statusCode).toBe(422);
    expect(toExcl.json().message).toBe(INVOICE_MESSAGES.totalTooLarge);
    expect(await api.view(model.id)).toMatchObject({ include_tax: true, total_amount: 1_000_000_000 });
    const published = await publish(model.id);
    expect(published.statusCode).toBe(200);
    expect(published.json().entry.model.total_amount).toBe(1_000_000_000);
  });
});

describe('PDF render failures', () => {
  it('answers the Dutch render message, not a generic error, when the stored invoice cannot be drawn', async () => {
    const model = await api.concept(contact.id);
    // A tax rate the app never writes (say, restored from a bad backup) breaks the computation.
    await t.ctx.db
      .updateTable('invoice_lines')
      .set({ tax_rate: 7 })
      .where('uuid', '=', model.items[0].uuid)
      .execute();
    const res = await api.call('GET', `/invoice.render/${model.uuid}`);
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: INVOICE_MESSAGES.renderFailed, code: 'internal_error' });
    // An unknown invoice is still a 404, not a render failure.
    const unknown = await api.call('GET', '/invoice.render/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
  });
});

describe('archived contacts', () => {
  const archive = (id: number) =>
    t.ctx.db
      .updateTable('contacts')
      .set({ deleted_at: new Date().toISOString() })
      .where('id', '=', id)
      .execute();

  it('refuses to publish to a contact archived after the concept was made, giving no number', async () => {
    const gone = await insertContact(t.ctx.db, { company_name: 'Opgeheven B.V.' });
    const model = await api.concept(gone.id);
    await archive(gone.id);
    const res = await publish(model.id);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      message: INVOICE_MESSAGES.contactArchived,
      errors: { contact_id: [INVOICE_MESSAGES.contactArchived] },
    });
    expect(await api.view(model.id)).toMatchObject({ status: 'concept', invoice_id: null });
  });

  it('duplicates an invoice of an archived contact without its contact and person', async () => {
    const gone = await insertContact(t.ctx.db, {
      company_name: 'Gestopt Feestverhuur',
      people: [{ first_name: 'Kees', last_name: 'Kok' }],
    });
    const source = await api.concept(gone.id, LINES, { person_id: gone.people[0]?.id, identifier: 'Oud' });
    await publish(source.id);
    await archive(gone.id);
    const res = await api.call('POST', `/invoice.duplicate/${source.id}`);
    expect(res.statusCode).toBe(200);
    const copy = res.json().entry.model;
    expect(copy).toMatchObject({ status: 'concept', contact: null, reference: null, identifier: 'Oud' });
    expect(copy.items).toHaveLength(LINES.length);
    // The copy asks for an active contact before it can be published.
    expect((await publish(copy.id)).json().message).toBe(INVOICE_MESSAGES.contactRequired);
    // The source invoice still shows its (archived) buyer.
    expect((await api.view(source.id)).contact).toMatchObject({ id: gone.id });
  });
});

describe('delete and duplicate', () => {
  it('soft-deletes a concept that never had a number; it stays listed but refuses changes', async () => {
    const model = await api.concept(contact.id);
    const res = await api.call('DELETE', `/invoice.delete/${model.uuid}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().entry.model.deleted_at).not.toBeNull();
    const list = (await api.call('GET', '/invoices.view?per_page=200')).json().results;
    expect(list.find((r: { id: number }) => r.id === model.id).deleted_at).not.toBeNull();
    expect((await publish(model.id)).statusCode).toBe(409);
    expect((await api.update(model.id, { identifier: 'x' })).json().message).toBe(INVOICE_MESSAGES.deleted);
    expect((await api.call('DELETE', `/invoice.delete/${model.id}`)).statusCode).toBe(409);
  });

  it('duplicates any invoice as a new concept dated today with copied lines', async () => {
    const source = await api.concept(contact.id, LINES, {
      invoice_date: '2025-06-01',
      identifier: 'Zomerfeest',
      days_until_due: 30,
    });
    await publish(source.id);
    const res = await api.call('POST', `/invoice.duplicate/${source.id}`);
    expect(res.statusCode).toBe(200);
    const copy = res.json().entry.model;
    const today = todayCalendarDate();
    expect(copy).toMatchObject({
      status: 'concept',
      invoice_id: null,
      identifier: 'Zomerfeest',
      invoice_date: today,
      days_until_due: 30,
      due_date: addCalendarDays(today, 30),
      total_amount: source.total_amount,
      contact: { id: contact.id },
    });
    expect(copy.uuid).not.toBe(source.uuid);
    expect(copy.items.map((i: { description: string }) => i.description)).toEqual(
      source.items.map((i: { description: string }) => i.description),
    );
    expect(copy.items[0].uuid).not.toBe(source.items[0].uuid);
  });
});

describe('list and search', () => {
  it('pages, sorts and searches by number, concept id, contact name and Kenmerk', async () => {
    const special = await insertContact(t.ctx.db, { company_name: 'Café Ündergrond' });
    const a = await api.concept(special.id, LINES, { identifier: 'Bruiloft Müller' });
    const b = await api.concept(special.id, [{ description: 'x', unitPrice: 100 }]);

    const byName = (await api.call('GET', '/invoices.view?q=cafe%20undergrond')).json();
    expect(byName.results.map((r: { id: number }) => r.id)).toEqual([b.id, a.id]);
    expect(byName.meta).toEqual({ page: 1, per_page: 20, total: 2 });
    const byKenmerk = (await api.call('GET', '/invoices.view?q=MULLER')).json().results;
    expect(byKenmerk.map((r: { id: number }) => r.id)).toEqual([a.id]);
    // One word from the contact, one from the Kenmerk, one short word: all must match.
    const mixed = (await api.call('GET', '/invoices.view?q=undergr%20bruiloft%20mu')).json().results;
    expect(mixed.map((r: { id: number }) => r.id)).toEqual([a.id]);
    const notBoth = (await api.call('GET', '/invoices.view?q=undergr%20zzz')).json().results;
    expect(notBoth).toEqual([]);
    const byHashId = (await api.call('GET', `/invoices.view?q=%23${a.id}`)).json().results;
    expect(byHashId.map((r: { id: number }) => r.id)).toContain(a.id);
    const byConcept = (await api.call('GET', `/invoice.search/${b.id}`)).json().results;
    expect(byConcept.map((r: { id: number }) => r.id)).toContain(b.id);
    const none = (await api.call('GET', '/invoices.view?q=zzzgeenfactuur')).json();
    expect(none).toEqual({ results: [], meta: { page: 1, per_page: 20, total: 0 } });
    const all = (await api.call('GET', `/invoice.search/${encodeURIComponent('%')}`)).json().results;
    expect(all.length).toBeGreaterThan(2);

    const sorted = (await api.call('GET', '/invoices.view?sort=total&direction=asc&q=undergrond')).json()
      .results;
    expect(sorted.map((r: { id: number }) => r.id)).toEqual([b.id, a.id]);
    const byContact = (await api.call('GET', '/invoices.view?sort=contact&direction=asc&per_page=5')).json();
    expect(byContact.results).toHaveLength(5);

    const page2 = (await api.call('GET', '/invoices.view?per_page=2&page=2')).json();
    const page1 = (await api.call('GET', '/invoices.view?per_page=2&page=1')).json();
    expect(page2.results).toHaveLength(2);
    expect(page1.results[1].id).toBeGreaterThan(page2.results[0].id);
    expect(page1.meta.total).toBe(page2.meta.total);
    for (const sort of ['invoice_id', 'invoice_date', 'status']) {
      const res = await api.call('GET', `/invoices.view?sort=${sort}&direction=asc`);
      expect(res.statusCode, sort).toBe(200);
    }
    expect((await api.call('GET', '/invoices.view?sort=evil')).statusCode).toBe(422);
  });
});
