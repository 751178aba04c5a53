import { ORDER_TRANSPORT_MESSAGES } from '@app/contracts';
import { formatDistance, MANUAL_TRANSPORT_LINE, transportCost } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContactViaApi } from '../support/contacts-factories.ts';
import { invoiceApi, writeIdentity } from '../support/invoices-factories.ts';
import {
  countRows,
  createCatalog,
  day,
  existingContactOrder,
  NEW_CONTACT,
  newContactOrder,
  orderApi,
  RENTABLE,
  reservationOf,
} from '../support/orders-factories.ts';
import { setSettings } from '../support/settings-factories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * A Dutch postcode's form in every contact write, an existing contact
 * completed inside the order, and an address that cannot be located never delivered for free.
 */

const POSTCODE_MESSAGE = 'Een postcode ziet eruit als 1234 AB.';
const FEES = { delivery_cost_per_kilometer: 45, pickup_cost_per_kilometer: 30, free_kilometers: 0 };
const BRUSSELS = {
  address_line_1: 'Grote Markt 1',
  postal_code: '1000',
  city: 'Brussel',
  country: 'be',
};

let t: TestApp;
let catalog: Awaited<ReturnType<typeof createCatalog>>;
let api: ReturnType<typeof orderApi>;
const unit = (i: number) => catalog.castleUnits[i]?.id ?? 0;

beforeAll(async () => {
  t = await createTestApp();
  await writeIdentity(t.ctx.db);
  expect((await setSettings(t, FEES)).statusCode).toBe(200);
  catalog = await createCatalog(t, 6);
  api = orderApi(t);
});
afterAll(() => t.close());

const contactRow = (id: number) =>
  t.ctx.db.selectFrom('contacts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('a Dutch postcode reads 1234 AB', () => {
  it('is stored as "1234 AB" however it was typed; a foreign one is kept as typed', async () => {
    const lower = await createContactViaApi(t, {
      first_name: 'Piet',
      last_name: 'Post',
      postal_code: '3512ab',
    });
    expect((await contactRow(lower.id)).postal_code).toBe('3512 AB');
    const named = await createContactViaApi(t, {
      first_name: 'Els',
      last_name: 'Post',
      postal_code: ' 3512 xz ',
      country: 'Nederland',
    });
    expect((await contactRow(named.id)).postal_code).toBe('3512 XZ');
    const belgian = await createContactViaApi(t, { first_name: 'Jef', last_name: 'Peeters', ...BRUSSELS });
    expect((await contactRow(belgian.id)).postal_code).toBe('1000');
  });

  it('refuses a wrong one on create, update and a new order contact with a Dutch 422 on the field, writing nothing', async () => {
    const before = await countRows(t);
    for (const postal_code of ['35I2 AB', '3512', '0123 AB', '3512-AB']) {
      const res = await api.call('POST', '/contact.create', {
        first_name: 'Kees',
        last_name: 'Typo',
        postal_code,
      });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors.postal_code).toEqual([POSTCODE_MESSAGE]);
      const order = await api.create(
        newContactOrder([reservationOf(unit(0), day(5), day(5))], {
          create_contact: { ...NEW_CONTACT, postal_code },
        }),
      );
      expect(order.statusCode, order.body).toBe(422);
      expect(order.json().errors['create_contact.postal_code']).toEqual([POSTCODE_MESSAGE]);
    }
    expect(await countRows(t)).toEqual(before);

    const contact = await createContactViaApi(t, {
      first_name: 'Kees',
      last_name: 'Goed',
      postal_code: '3512 AB',
    });
    const stored = await contactRow(contact.id);
    // The country left out: the stored one (nl) counts; the country given: that one.
    for (const patch of [{ postal_code: '35I2 AB' }, { postal_code: '351 AB', country: 'nl' }]) {
      const res = await api.call('PATCH', `/contact.update/${contact.id}`, patch);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors.postal_code).toEqual([POSTCODE_MESSAGE]);
    }
    // Moving the contact to Belgium with a Dutch-looking postcode is fine; back to nl it is checked.
    expect(await contactRow(contact.id)).toEqual(stored);
    const moved = await api.call('PATCH', `/contact.update/${contact.id}`, {
      country: 'be',
      postal_code: '1000',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const back = await api.call('PATCH', `/contact.update/${contact.id}`, { country: 'nl' });
    expect(back.statusCode).toBe(422);
    expect(back.json().errors.postal_code).toEqual([POSTCODE_MESSAGE]);
    const fixed = await api.call('PATCH', `/contact.update/${contact.id}`, {
      country: 'nl',
      postal_code: '3512ab',
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json().entry.model.postal_code).toBe('3512 AB');
  });
});

describe('completing the contact inside the order', () => {
  const incomplete = () =>
    createContactViaApi(t, { first_name: 'Ria', last_name: 'Onvolledig', phone_number: '06-11112222' });
  const completion = {
    email_address: 'ria@example.nl',
    address_line_1: 'Oudegracht 10',
    postal_code: '3511ax',
    city: 'Utrecht',
  };

  it('saves the order and the completed contact together, and mails the confirmation to the typed address', async () => {
    const contact = await incomplete();
    const refused = await api.create(
      existingContactOrder(contact.id, [reservationOf(unit(0), day(6), day(6))]),
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.existing_contact[0]).toMatch(/e-mailadres, adres, postcode, plaats/);

    const quote = await api.call('POST', '/order.quote', {
      contact_method: 'existing',
      existing_contact: contact.id,
      contact_update: completion,
      items: [reservationOf(unit(0), day(6), day(6))],
    });
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json()).toMatchObject({ distance_unknown: false, travel: { estimated: true } });
    expect(quote.json().transport_amount).toBeGreaterThan(0);

    const order = await api.createOk(
      existingContactOrder(contact.id, [reservationOf(unit(0), day(6), day(6))], {
        contact_update: completion,
        publish: true,
      }),
    );
    expect(order.contact).toMatchObject({
      id: contact.id,
      email_address: 'ria@example.nl',
      address_line_1: 'Oudegracht 10',
      postal_code: '3511 AX',
      city: 'Utrecht',
    });
    expect(order.confirmation).toMatchObject({ to: 'ria@example.nl' });
    expect(order.total_amount).toBe(quote.json().total_amount);
    const row = await contactRow(contact.id);
    expect(row).toMatchObject({ email_address: 'ria@example.nl', phone_number: '06-11112222' });
    expect(row.search_text).toContain('3511ax');
  });

  it('refuses a completion that is still incomplete, or wrong, naming the field, and writes nothing', async () => {
    const contact = await incomplete();
    const stored = await contactRow(contact.id);
    const before = await countRows(t);
    const cases: Array<[Record<string, unknown>, string, unknown]> = [
      [
        { ...completion, email_address: '' },
        'contact_update.email_address',
        'E-mailadres is verplicht voor een order',
      ],
      [{ ...completion, city: null }, 'contact_update.city', 'Plaats is verplicht voor een order'],
      [{ ...completion, postal_code: '35I2 AB' }, 'contact_update.postal_code', POSTCODE_MESSAGE],
      [
        { ...completion, country: 'Atlantis' },
        'contact_update.country',
        'Onbekend land. Kies een land uit de lijst.',
      ],
      [{ ...completion, version: stored.version + 5 }, 'version', null],
    ];
    for (const [contact_update, field, message] of cases) {
      const res = await api.create(
        existingContactOrder(contact.id, [reservationOf(unit(1), day(6), day(6))], { contact_update }),
      );
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, res.body).toBeLessThan(500);
      if (field !== 'version') expect(res.json().errors[field]?.[0], res.body).toEqual(message);
      else expect(res.statusCode).toBe(409);
    }
    expect(await countRows(t)).toEqual(before);
    expect(await contactRow(contact.id)).toEqual(stored);
  });

  it('keeps the contact as it was when the order fails later (a unit already taken)', async () => {
    const taken = await api.createOk(newContactOrder([reservationOf(unit(2), day(7), day(7))]));
    expect(taken.id).toBeGreaterThan(0);
    const contact = await incomplete();
    const stored = await contactRow(contact.id);
    const res = await api.create(
      existingContactOrder(contact.id, [reservationOf(unit(2), day(7), day(7))], {
        contact_update: completion,
      }),
    );
    expect(res.statusCode).toBe(409);
    expect(await contactRow(contact.id)).toEqual(stored);
  });
});

describe('an address that cannot be located is never free', () => {
  const belgianOrder = (extra: Record<string, unknown> = {}) =>
    newContactOrder([reservationOf(unit(3), day(8), day(9))], {
      create_contact: { ...NEW_CONTACT, ...BRUSSELS },
      ...extra,
    });

  it('the quote says the distance is unknown and charges nothing yet', async () => {
    const res = await api.call('POST', '/order.quote', {
      contact_method: 'create',
      create_contact: BRUSSELS,
      items: [reservationOf(unit(3), day(8), day(9))],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      distance_unknown: true,
      transport_manual: false,
      travel: null,
      transport_amount: 0,
    });
    // Nothing typed yet is not unknown.
    const empty = await api.call('POST', '/order.quote', {
      contact_method: 'create',
      create_contact: { address_line_1: '', postal_code: '', city: '' },
      items: [reservationOf(unit(3), day(8), day(9))],
    });
    expect(empty.json().distance_unknown).toBe(false);
  });

  it('refuses to save without a distance or cost by hand, or with a bad one, writing nothing', async () => {
    const before = await countRows(t);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{}, 'manual_distance_km', ORDER_TRANSPORT_MESSAGES.manualRequired],
      [{ manual_distance_km: -1 }, 'manual_distance_km', ORDER_TRANSPORT_MESSAGES.distanceInvalid],
      [{ manual_distance_km: 'tien' }, 'manual_distance_km', ORDER_TRANSPORT_MESSAGES.distanceInvalid],
      [{ manual_distance_km: 2001 }, 'manual_distance_km', ORDER_TRANSPORT_MESSAGES.distanceInvalid],
      [{ manual_transport_amount: -500 }, 'manual_transport_amount', ORDER_TRANSPORT_MESSAGES.amountInvalid],
      [{ manual_transport_amount: 12.5 }, 'manual_transport_amount', ORDER_TRANSPORT_MESSAGES.amountInvalid],
      [
        { manual_distance_km: 10, manual_transport_amount: 500 },
        'manual_transport_amount',
        ORDER_TRANSPORT_MESSAGES.notBoth,
      ],
    ];
    for (const [extra, field, message] of cases) {
      const res = await api.create(belgianOrder(extra));
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors[field], res.body).toEqual([message]);
    }
    expect(await countRows(t)).toEqual(before);
  });

  it('prices a distance entered by hand with the fee settings, marked as entered by hand', async () => {
    const quote = await api.call('POST', '/order.quote', {
      contact_method: 'create',
      create_contact: BRUSSELS,
      items: [reservationOf(unit(3), day(8), day(9))],
      manual_distance_km: 12.5,
    });
    const cost = transportCost(12_500, {
      deliveryCostPerKmCents: FEES.delivery_cost_per_kilometer,
      pickupCostPerKmCents: FEES.pickup_cost_per_kilometer,
      freeKilometers: 0,
    });
    expect(quote.json()).toMatchObject({
      distance_unknown: true,
      transport_manual: true,
      transport_amount: cost.totalCents,
      travel: { distance: 12_500, source: 'manual' },
    });
    const order = await api.createOk(belgianOrder({ manual_distance_km: 12.5 }));
    expect(order.transport).toEqual({ distance: 12_500, amount: cost.totalCents, manual: true });
    expect(order.total_amount).toBe(2 * RENTABLE.price + cost.totalCents);
    const invoice = await invoiceApi(t).view(order.invoice.uuid);
    expect(invoice.items.slice(-2).map((l: { description: string }) => l.description)).toEqual([
      `Bezorgkosten (${formatDistance(12_500)})`,
      `Ophaalkosten (${formatDistance(12_500)})`,
    ]);
  });

  it('takes the whole transport cost by hand as one line', async () => {
    const order = await api.createOk(
      newContactOrder([reservationOf(unit(4), day(8), day(9))], {
        create_contact: { ...NEW_CONTACT, ...BRUSSELS },
        manual_transport_amount: 4_500,
      }),
    );
    expect(order.transport).toEqual({ distance: null, amount: 4_500, manual: true });
    expect(order.total_amount).toBe(2 * RENTABLE.price + 4_500);
    const invoice = await invoiceApi(t).view(order.invoice.uuid);
    expect(invoice.items.at(-1)).toMatchObject({
      description: MANUAL_TRANSPORT_LINE,
      unitCount: 1,
      unitPrice: 4_500,
    });
  });

  it('keeps a distance or cost entered by hand when the order is changed later', async () => {
    const byDistance = await api.createOk(
      newContactOrder([reservationOf(unit(0), day(10), day(10))], {
        create_contact: { ...NEW_CONTACT, ...BRUSSELS },
        manual_distance_km: 20,
      }),
    );
    const changed = await api.call('PATCH', `/order.update/${byDistance.id}`, {
      items: [reservationOf(unit(0), day(10), day(11))],
      notes: null,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().entry.model.transport).toEqual(byDistance.transport);

    const byAmount = await api.createOk(
      newContactOrder([reservationOf(unit(1), day(10), day(10))], {
        create_contact: { ...NEW_CONTACT, ...BRUSSELS },
        manual_transport_amount: 3_300,
      }),
    );
    const again = await api.call('PATCH', `/order.update/${byAmount.id}`, {
      items: [reservationOf(unit(1), day(10), day(11))],
      notes: null,
    });
    expect(again.statusCode, again.body).toBe(200);
    const model = again.json().entry.model;
    expect(model.transport).toEqual({ distance: null, amount: 3_300, manual: true });
    expect(model.total_amount).toBe(2 * RENTABLE.price + 3_300);
  });

  it('asks the same for an existing contact whose stored postcode has a typo', async () => {
    const contact = await createContactViaApi(t, { ...NEW_CONTACT, first_name: 'Typo' });
    // Stored before the postcode rule existed.
    await t.ctx.db
      .updateTable('contacts')
      .set({ postal_code: '35I2 AB', city: 'Nergenshuizen' })
      .where('id', '=', contact.id)
      .execute();
    const items = [reservationOf(unit(5), day(8), day(8))];
    const quote = await api.call('POST', '/order.quote', {
      contact_method: 'existing',
      existing_contact: contact.id,
      items,
    });
    expect(quote.json()).toMatchObject({ distance_unknown: true, transport_amount: 0 });
    const refused = await api.create(existingContactOrder(contact.id, items));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.manual_distance_km).toEqual([ORDER_TRANSPORT_MESSAGES.manualRequired]);
    const order = await api.createOk(existingContactOrder(contact.id, items, { manual_distance_km: 3 }));
    expect(order.transport.manual).toBe(true);
  });

  it('a located address is priced as before, not marked as entered by hand', async () => {
    const order = await api.createOk(newContactOrder([reservationOf(unit(5), day(20), day(20))]));
    expect(order.transport.manual).toBe(false);
    expect(order.transport.distance).toBeGreaterThan(0);
    expect(order.transport.amount).toBeGreaterThan(0);
  });
});
