import { STALE_VERSION_CODE, STALE_VERSION_MESSAGE } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContactViaApi } from '../support/contacts-factories.ts';
import { insertContact, invoiceApi, writeIdentity } from '../support/invoices-factories.ts';
import { createItem } from '../support/items-factories.ts';
import { createCatalog, createOrderViaApi, day, orderApi, RENTABLE } from '../support/orders-factories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/** No stale overwrite: every update may carry the version it was based on. */
let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  headers = await t.authHeaders();
  await writeIdentity(t.ctx.db);
});
afterAll(() => t.close());

const get = async (url: string) => (await t.app.inject({ method: 'GET', url: `/api${url}`, headers })).json();
const patch = (url: string, payload: object) =>
  t.app.inject({ method: 'PATCH', url: `/api${url}`, headers, payload });

const expectStale = (res: { statusCode: number; json: () => { message: string; code: string } }) => {
  expect(res.statusCode).toBe(409);
  expect(res.json()).toMatchObject({ code: STALE_VERSION_CODE, message: STALE_VERSION_MESSAGE });
};

describe('contacts', () => {
  it('updates with the current version and bumps it; a stale version is a Dutch 409 that changes nothing', async () => {
    const contact = await createContactViaApi(t, {
      first_name: 'Emma',
      last_name: 'de Vries',
      city: 'Utrecht',
    });
    expect((await get(`/contact.view/${contact.id}`)).entry.model.version).toBe(1);
    const ok = await patch(`/contact.update/${contact.id}`, { city: 'Amersfoort', version: 1 });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().entry.model).toMatchObject({ city: 'Amersfoort', version: 2 });

    const stale = await patch(`/contact.update/${contact.id}`, { city: 'Zeist', version: 1 });
    expectStale(stale);
    expect((await get(`/contact.view/${contact.id}`)).entry.model).toMatchObject({
      city: 'Amersfoort',
      version: 2,
    });
  });

  it('lets exactly one of two parallel updates with the same base version win', async () => {
    const contact = await createContactViaApi(t, {
      first_name: 'Sanne',
      last_name: 'Bakker',
      city: 'Utrecht',
    });
    const answers = await Promise.all(
      ['Houten', 'Nieuwegein'].map((city) => patch(`/contact.update/${contact.id}`, { city, version: 1 })),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((res) => res.statusCode === 200)?.json().entry.model;
    const loser = answers.find((res) => res.statusCode === 409);
    if (loser) expectStale(loser);
    expect((await get(`/contact.view/${contact.id}`)).entry.model).toMatchObject({
      city: winner.city,
      version: 2,
    });
  });

  it('still accepts an update without a version (clients of the spec) and bumps the version', async () => {
    const contact = await createContactViaApi(t, { first_name: 'Ruud', last_name: 'Smit' });
    const res = await patch(`/contact.update/${contact.id}`, { city: 'Baarn' });
    expect(res.statusCode).toBe(200);
    expect(res.json().entry.model).toMatchObject({ city: 'Baarn', version: 2 });
  });

  it('refuses a version that is no whole number with a Dutch 422', async () => {
    const contact = await createContactViaApi(t, { first_name: 'Piet', last_name: 'Kok' });
    const res = await patch(`/contact.update/${contact.id}`, { city: 'Baarn', version: 'x' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.version).toEqual(['Geef de versie als geheel getal.']);
  });
});

describe('items', () => {
  it('updates with the current version and bumps it; a stale version is a Dutch 409 that changes nothing', async () => {
    const item = await createItem(t, { name: 'Springkussen Kasteel', price: 12_500 });
    expect((await get(`/item.view/${item.id}`)).entry.model.version).toBe(1);
    const ok = await patch(`/item.update/${item.id}`, { price: 13_000, version: 1 });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().entry.model).toMatchObject({ price: 13_000, version: 2 });

    expectStale(await patch(`/item.update/${item.id}`, { price: 9_900, name: 'Oud', version: 1 }));
    expect((await get(`/item.view/${item.id}`)).entry.model).toMatchObject({
      name: 'Springkussen Kasteel',
      price: 13_000,
      version: 2,
    });
  });

  it('lets exactly one of two parallel updates with the same base version win', async () => {
    const item = await createItem(t, { name: 'Stormbaan', price: 20_000 });
    const answers = await Promise.all(
      [21_000, 22_000].map((price) => patch(`/item.update/${item.id}`, { price, version: 1 })),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((res) => res.statusCode === 200)?.json().entry.model;
    expect((await get(`/item.view/${item.id}`)).entry.model).toMatchObject({
      price: winner.price,
      version: 2,
    });
  });
});

describe('invoices', () => {
  it('header, lines and status changes carry the version; a stale one is a Dutch 409 that changes nothing', async () => {
    const api = invoiceApi(t);
    const contact = await insertContact(t.ctx.db);
    const concept = await api.concept(contact.id);
    const base = concept.version as number;

    const header = await api.update(concept.id, { identifier: 'Feest 12 juni', version: base });
    expect(header.statusCode).toBe(200);
    expect(header.json().entry.model).toMatchObject({ identifier: 'Feest 12 juni', version: base + 1 });

    // A second tab still on `base`: its lines, its header and its publish are all refused.
    expectStale(
      await api.update(concept.id, { items: [{ description: 'Oud', unitPrice: 100 }], version: base }),
    );
    expectStale(await api.update(concept.id, { identifier: 'Oud', version: base }));
    expectStale(await api.update(concept.id, { status: 'outstanding', version: base }));
    const unchanged = await api.view(concept.id);
    expect(unchanged).toMatchObject({ status: 'concept', identifier: 'Feest 12 juni', version: base + 1 });
    expect(unchanged.items).toHaveLength(concept.items.length);

    const published = await api.update(concept.id, { status: 'outstanding', version: base + 1 });
    expect(published.statusCode).toBe(200);
    expect(published.json().entry.model.status).toBe('outstanding');
    expect(published.json().entry.model.version).toBeGreaterThan(base + 1);

    // The concept's tab saves its header after the publish in the other tab: refused, still published.
    expectStale(await api.update(concept.id, { identifier: 'Te laat', version: base + 1 }));
    expect(await api.view(concept.id)).toMatchObject({ status: 'outstanding', identifier: 'Feest 12 juni' });
  });

  it('lets exactly one of two parallel updates with the same base version win', async () => {
    const api = invoiceApi(t);
    const contact = await insertContact(t.ctx.db);
    const concept = await api.concept(contact.id);
    const answers = await Promise.all([
      api.update(concept.id, { status: 'outstanding', version: concept.version }),
      api.update(concept.id, { items: [{ description: 'Nieuw', unitPrice: 500 }], version: concept.version }),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const loser = answers.find((res) => res.statusCode === 409);
    if (loser) expectStale(loser);
    const now = await api.view(concept.id);
    const published = answers[0]?.statusCode === 200;
    expect(now.status).toBe(published ? 'outstanding' : 'concept');
    expect(now.items).toHaveLength(published ? concept.items.length : 1);
  });

  it('refuses sending a stale concept by mail (sending publishes it)', async () => {
    const api = invoiceApi(t);
    const contact = await insertContact(t.ctx.db);
    const concept = await api.concept(contact.id);
    await api.update(concept.id, { identifier: 'Gewijzigd', version: concept.version });
    const res = await api.call('POST', `/invoice.send/${concept.id}`, {
      to: 'klant@example.nl',
      subject: 'Factuur',
      message: 'Hierbij de factuur.',
      version: concept.version,
    });
    expectStale(res);
    expect((await api.view(concept.id)).status).toBe('concept');
  });
});

describe('orders', () => {
  it('answers its version; a cancel with a stale version is a Dutch 409 that changes nothing', async () => {
    const { castleUnits } = await createCatalog(t, 2);
    const contact = await insertContact(t.ctx.db);
    const unitId = castleUnits[0]?.id ?? 0;
    const order = await createOrderViaApi(t, contact.id, [
      { unitId, productName: RENTABLE.name, from: day(10), until: day(11) },
    ]);
    const orders = orderApi(t);
    const model = (await orders.view(order.id)).json().entry.model;
    expect(model.version).toBeGreaterThanOrEqual(1);

    expectStale(await orders.call('DELETE', `/order.revert/${order.id}?version=${model.version + 5}`));
    expect((await orders.view(order.id)).json().entry.model).toMatchObject({
      status: model.status,
      version: model.version,
    });

    const ok = await orders.call('DELETE', `/order.revert/${order.id}?version=${model.version}`);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().entry.model).toMatchObject({ status: 'cancelled', version: model.version + 1 });
  });

  it('lets exactly one of two parallel cancels with the same base version win', async () => {
    const { castleUnits } = await createCatalog(t, 1);
    const contact = await insertContact(t.ctx.db);
    const order = await createOrderViaApi(t, contact.id, [
      { unitId: castleUnits[0]?.id ?? 0, productName: RENTABLE.name, from: day(20), until: day(21) },
    ]);
    const orders = orderApi(t);
    const { version } = (await orders.view(order.id)).json().entry.model;
    const answers = await Promise.all(
      [1, 2].map(() => orders.call('DELETE', `/order.revert/${order.id}?version=${version}`)),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
  });

  it('moves the version on when the payment of its invoice moves the order', async () => {
    const { castleUnits } = await createCatalog(t, 1);
    const contact = await insertContact(t.ctx.db);
    const order = await createOrderViaApi(t, contact.id, [
      { unitId: castleUnits[0]?.id ?? 0, productName: RENTABLE.name, from: day(30), until: day(31) },
    ]);
    const orders = orderApi(t);
    const before = (await orders.view(order.id)).json().entry.model;
    const api = invoiceApi(t);
    expect((await api.update(before.invoice.uuid, { status: 'outstanding' })).statusCode).toBe(200);
    expect((await api.update(before.invoice.uuid, { status: 'paid' })).statusCode).toBe(200);
    const after = (await orders.view(order.id)).json().entry.model;
    expect(after.status).toBe('paid');
    expect(after.version).toBeGreaterThan(before.version);
  });
});
