import { SETTINGS_DEFAULTS, SETTINGS_MESSAGES, type SettingsMap, settingsMapSchema } from '@app/contracts';
import {
  checkCocNumber,
  checkDutchPostalCode,
  checkIban,
  checkVatId,
  INVOICE_TEMPLATE_MESSAGES,
} from '@app/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NUMBERING_MESSAGES } from '../../src/features/numbering/numbering-messages.ts';
import { currentNumberingYear } from '../../src/features/settings/read-settings.ts';
import { createSettingsRepository } from '../../src/features/settings/settings.repository.ts';
import { seedSettings } from '../../src/features/settings/settings.seed.ts';
import { insertContact, invoiceApi, LINES, writeIdentity } from '../support/invoices-factories.ts';
import {
  getSettings,
  makeImage,
  publishNumberedInvoice,
  setSettings,
  uploadAsset,
} from '../support/settings-factories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.authHeaders();
});
afterAll(() => t.close());

const year = currentNumberingYear();

const storedRows = async () =>
  t.ctx.db.selectFrom('settings').select(['key', 'value']).orderBy('key').execute();

const expectRefused = async (payload: unknown, status: number, message: string, field?: string) => {
  const before = await storedRows();
  const beforeMap = (await getSettings(t)).json();
  const res = await setSettings(t, payload);
  expect(res.statusCode, JSON.stringify(res.json())).toBe(status);
  const body = res.json();
  expect(body.message).toContain(message);
  if (field) expect(body.errors?.[field]?.length, JSON.stringify(body.errors)).toBeGreaterThan(0);
  expect(await storedRows()).toEqual(before);
  expect((await getSettings(t)).json()).toEqual(beforeMap);
  return body;
};

const FULL: SettingsMap = {
  identity_company_logo: '',
  identity_company_name: 'Springplezier Verhuur B.V.',
  identity_address_line_1: 'Kanaalweg 12',
  identity_address_line_2: 'Unit 4',
  identity_postal_code: '3526 KL',
  identity_city: 'Utrecht',
  identity_country: 'nl',
  identity_email_address: 'info@springplezier.nl',
  identity_phone_number: '030 123 45 67',
  identity_coc_id: '12345678',
  identity_vat_id: 'NL123456789B01',
  identity_bank_account_id: 'NL91ABNA0417164300',
  identity_bank_account_holder: 'Springplezier Verhuur B.V.',
  identity_bank_swift_bic: 'ABNANL2A',
  app_setup_identity_complete: true,
  numbering_invoice_template: 'F{year}-{id}',
  numbering_invoice_incremental_id: 1,
  numbering_quote_template: 'OFF-{year}-{id}',
  quote_valid_days: 21,
  invoice_zero_rate_reason_default: 'exempt',
  delivery_cost_per_kilometer: 45,
  pickup_cost_per_kilometer: 35,
  free_kilometers: 10,
  reminders_automatic: true,
  reminders_first_after_days: 10,
  reminders_second_after_days: 30,
  reminders_costs_add_vat: true,
  customer_address_form: 'u',
  payment_deposit_percent: 25,
  pricing_day_factors: [
    { days: 1, factor: 1 },
    { days: 3, factor: 2 },
  ],
  pricing_extra_day_factor: 0.5,
  pricing_weekend_factor: 1.5,
  pricing_weekend_span: 'vr-ma',
};

describe('settings.get', () => {
  it('answers every key with defaults on a fresh database', async () => {
    const res = await getSettings(t);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...SETTINGS_DEFAULTS, numbering_invoice_incremental_id: 1 });
    expect(res.json().numbering_invoice_template).toBe('F{year}-{id}');
  });

  it('needs a login', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/settings.get' })).statusCode).toBe(401);
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/settings.set',
      payload: { free_kilometers: 3 },
    });
    expect(set.statusCode).toBe(401);
    expect(await storedRows()).toEqual([]);
  });

  it('falls back to the default for a stored value of the wrong type', async () => {
    await createSettingsRepository(t.ctx.db).writeMany({ free_kilometers: 'veel', identity_city: 12 });
    const map = (await getSettings(t)).json();
    expect(map.free_kilometers).toBe(0);
    expect(map.identity_city).toBe('');
    await t.ctx.db.deleteFrom('settings').execute();
  });
});

describe('settings.set', () => {
  it('saves the full map and answers it like settings.get', async () => {
    const res = await setSettings(t, FULL);
    expect(res.statusCode).toBe(200);
    expect(settingsMapSchema.parse(res.json())).toEqual(FULL);
    expect((await getSettings(t)).json()).toEqual(FULL);
  });

  it('saves a partial map, trims text and keeps the other keys', async () => {
    const res = await setSettings(t, {
      identity_city: '  Amersfoort ',
      identity_country: 'BE',
      delivery_cost_per_kilometer: 50,
      identity_address_line_2: '',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ...FULL,
      identity_city: 'Amersfoort',
      identity_country: 'be',
      delivery_cost_per_kilometer: 50,
      identity_address_line_2: '',
    });
    await setSettings(t, FULL);
  });

  it('refuses unknown keys by name and saves nothing', async () => {
    await expectRefused(
      { identity_city: 'Zeist', identity_colour: 'rood' },
      422,
      SETTINGS_MESSAGES.unknownKeys(['identity_colour']),
    );
    await expectRefused({ foo: 1, bar: 2 }, 422, 'Onbekende instellingen: foo, bar');
    await expectRefused({ __proto__: { x: 1 }, constructor: 'x' }, 422, 'Onbekende instelling');
  });

  it.each([
    [{ delivery_cost_per_kilometer: '0,45' }, SETTINGS_MESSAGES.cents, 'delivery_cost_per_kilometer'],
    [{ pickup_cost_per_kilometer: 4.5 }, SETTINGS_MESSAGES.cents, 'pickup_cost_per_kilometer'],
    [{ pickup_cost_per_kilometer: -1 }, SETTINGS_MESSAGES.cents, 'pickup_cost_per_kilometer'],
    [{ free_kilometers: 2.5 }, SETTINGS_MESSAGES.kilometers, 'free_kilometers'],
    [{ free_kilometers: null }, SETTINGS_MESSAGES.kilometers, 'free_kilometers'],
    [{ app_setup_identity_complete: 'true' }, SETTINGS_MESSAGES.boolean, 'app_setup_identity_complete'],
    [
      { numbering_invoice_incremental_id: 0 },
      SETTINGS_MESSAGES.incrementalId,
      'numbering_invoice_incremental_id',
    ],
    [
      { numbering_invoice_incremental_id: '7' },
      SETTINGS_MESSAGES.incrementalId,
      'numbering_invoice_incremental_id',
    ],
    [{ numbering_invoice_template: 12 }, SETTINGS_MESSAGES.template, 'numbering_invoice_template'],
    [{ identity_company_name: { nl: 'x' } }, SETTINGS_MESSAGES.text, 'identity_company_name'],
    [{ identity_company_name: 'x'.repeat(201) }, SETTINGS_MESSAGES.tooLong(200), 'identity_company_name'],
    [{ identity_email_address: 'geen-mail' }, SETTINGS_MESSAGES.email, 'identity_email_address'],
    [{ identity_country: 'Nederland' }, SETTINGS_MESSAGES.country, 'identity_country'],
    [{ customer_address_form: 'jij' }, SETTINGS_MESSAGES.addressForm, 'customer_address_form'],
    [{ customer_address_form: 'U' }, SETTINGS_MESSAGES.addressForm, 'customer_address_form'],
    [{ customer_address_form: null }, SETTINGS_MESSAGES.addressForm, 'customer_address_form'],
    [
      { identity_company_logo: 'https://elders.example/logo.png' },
      SETTINGS_MESSAGES.logo,
      'identity_company_logo',
    ],
    [
      { identity_company_logo: '/storage/logos/../../jwt-secret' },
      SETTINGS_MESSAGES.logo,
      'identity_company_logo',
    ],
  ])('refuses %j with a Dutch message and saves nothing', async (payload, message, field) => {
    await expectRefused({ identity_city: 'Zeist', ...payload }, 422, message, field);
  });

  it('refuses a body that is not an object', async () => {
    await expectRefused([1, 2], 422, SETTINGS_MESSAGES.notAnObject);
  });

  it('checks the template tags, the country code and the logo asset', async () => {
    await expectRefused(
      { identity_city: 'Zeist', numbering_invoice_template: 'F{year}' },
      422,
      INVOICE_TEMPLATE_MESSAGES.missingId,
      'numbering_invoice_template',
    );
    await expectRefused(
      { numbering_invoice_template: 'F{jaar}-{id}' },
      422,
      INVOICE_TEMPLATE_MESSAGES.unknownTag('{jaar}'),
      'numbering_invoice_template',
    );
    await expectRefused(
      { numbering_invoice_template: 'F\u0007{year}\n-{id}' },
      422,
      INVOICE_TEMPLATE_MESSAGES.invisibleCharacters,
      'numbering_invoice_template',
    );
    await expectRefused(
      { numbering_invoice_template: 'F{{year}-{id}}' },
      422,
      INVOICE_TEMPLATE_MESSAGES.strayBrace,
      'numbering_invoice_template',
    );
    await expectRefused({ identity_country: 'xx' }, 422, SETTINGS_MESSAGES.country, 'identity_country');
    await expectRefused(
      { identity_company_logo: '/storage/logos/00000000-0000-4000-8000-000000000000.png' },
      422,
      SETTINGS_MESSAGES.logoNotFound,
      'identity_company_logo',
    );

    const logo = (
      await uploadAsset(t, await makeImage('png', 200, 80), { storageConfig: { container: 'logos' } })
    ).json().entry.model;
    await expectRefused({ identity_company_logo: logo.thumbnail_url }, 422, SETTINGS_MESSAGES.logo);
    // Only the logos container: an item photo is not a logo, even though it is an uploaded image.
    const photo = (
      await uploadAsset(t, await makeImage('png', 200, 80), { storageConfig: { container: 'images' } })
    ).json().entry.model;
    expect(photo.url).toMatch(/^\/storage\/images\//);
    await expectRefused(
      { identity_company_logo: photo.url },
      422,
      SETTINGS_MESSAGES.logo,
      'identity_company_logo',
    );
    const res = await setSettings(t, { identity_company_logo: logo.url, app_setup_identity_complete: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().identity_company_logo).toBe(logo.url);
    await setSettings(t, { identity_company_logo: '' });
  });

  it('refuses to mark the setup complete without a company name, stored or sent', async () => {
    expect(
      (await setSettings(t, { identity_company_name: '', app_setup_identity_complete: false })).statusCode,
    ).toBe(200);
    const body = await expectRefused(
      { app_setup_identity_complete: true },
      422,
      'Vul de bedrijfsnaam in om de installatie af te ronden.',
      'identity_company_name',
    );
    expect(body.errors).toEqual({ identity_company_name: [SETTINGS_MESSAGES.companyNameRequired] });
    await expectRefused(
      { identity_company_name: '   ', app_setup_identity_complete: true },
      422,
      SETTINGS_MESSAGES.companyNameRequired,
      'identity_company_name',
    );

    // Sent together with the setup, as the onboarding does; then a name cannot be blanked with it.
    const done = await setSettings(t, {
      identity_company_name: 'Feestverhuur Noord',
      app_setup_identity_complete: true,
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      identity_company_name: 'Feestverhuur Noord',
      app_setup_identity_complete: true,
    });
    await expectRefused(
      { identity_company_name: '', app_setup_identity_complete: true },
      422,
      SETTINGS_MESSAGES.companyNameRequired,
      'identity_company_name',
    );
    expect((await setSettings(t, FULL)).statusCode).toBe(200);
  });

  it('saves all or nothing: a refused next number keeps the other keys unchanged', async () => {
    await publishNumberedInvoice(t, `${year}-03-01`);
    await expectRefused(
      { identity_company_name: 'Ander Bedrijf', free_kilometers: 99, numbering_invoice_incremental_id: 1 },
      422,
      'Nummer 1 is al gebruikt',
      'numbering_invoice_incremental_id',
    );
    expect((await getSettings(t)).json().identity_company_name).toBe(FULL.identity_company_name);
  });
});

describe('numbering settings', () => {
  it('refuses a next number at or below one already given, and accepts one above', async () => {
    await publishNumberedInvoice(t, `${year}-03-02`);
    const before = (await getSettings(t)).json().numbering_invoice_incremental_id;
    const given = before - 1;
    expect(given).toBeGreaterThanOrEqual(2);

    await expectRefused(
      { numbering_invoice_incremental_id: given },
      422,
      `Nummer ${given} is al gebruikt. Kies een nummer hoger dan ${given}.`,
    );
    await expectRefused({ numbering_invoice_incremental_id: 1 }, 422, `Kies een nummer hoger dan ${given}.`);

    const res = await setSettings(t, { numbering_invoice_incremental_id: 42 });
    expect(res.statusCode).toBe(200);
    expect(res.json().numbering_invoice_incremental_id).toBe(42);
    expect(await publishNumberedInvoice(t, `${year}-04-01`)).toBe(`F${year}-0042`);
    expect((await getSettings(t)).json().numbering_invoice_incremental_id).toBe(43);

    // Moving back to an unused number is allowed: numbers stay unique.
    const back = await setSettings(t, { numbering_invoice_incremental_id: 43 });
    expect(back.statusCode).toBe(200);
  });

  it('keeps a counter per year when the template has {year}', async () => {
    const lastYear = year - 1;
    expect(await publishNumberedInvoice(t, `${lastYear}-12-30`)).toBe(`F${lastYear}-0001`);
    expect(await publishNumberedInvoice(t, `${lastYear}-12-31`)).toBe(`F${lastYear}-0002`);
    // Last year's numbers do not touch this year's counter.
    expect((await getSettings(t)).json().numbering_invoice_incremental_id).toBe(43);
    // A next year without invoices starts at 0001.
    expect(await publishNumberedInvoice(t, `${year + 1}-01-01`)).toBe(`F${year + 1}-0001`);
  });

  it('uses one counter for all years without {year}, checked against that counter', async () => {
    const res = await setSettings(t, {
      numbering_invoice_template: 'INV-{id}',
      numbering_invoice_incremental_id: 1,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      numbering_invoice_template: 'INV-{id}',
      numbering_invoice_incremental_id: 1,
    });
    expect(await publishNumberedInvoice(t, `${year}-05-01`)).toBe('INV-0001');
    expect(await publishNumberedInvoice(t, `${year - 1}-05-01`)).toBe('INV-0002');
    await expectRefused({ numbering_invoice_incremental_id: 2 }, 422, 'Nummer 2 is al gebruikt');

    // Back to the yearly template: this year's counter is where it was.
    const yearly = await setSettings(t, { numbering_invoice_template: 'F{year}-{id}' });
    expect(yearly.json().numbering_invoice_incremental_id).toBe(43);
  });
});

describe('numbering: never a number already given, also across templates', () => {
  let n: TestApp;
  beforeAll(async () => {
    n = await createTestApp();
    await writeIdentity(n.ctx.db);
  });
  afterAll(() => n.close());

  const set = (payload: Record<string, unknown>) => setSettings(n, payload);
  const givenNumbers = async () =>
    (
      await n.ctx.db
        .selectFrom('invoices')
        .select('invoice_id')
        .where('invoice_id', 'is not', null)
        .orderBy('id')
        .execute()
    ).map((r) => r.invoice_id);

  it('answers a Dutch 409, not a 500, when publishing would give a number already given anyway', async () => {
    // A literal year without {year}, then {year}: the check covers this year, not a backdated invoice.
    const lastYear = year - 1;
    expect(
      (await set({ numbering_invoice_template: `X${lastYear}-{id}`, numbering_invoice_incremental_id: 1 }))
        .statusCode,
    ).toBe(200);
    expect(await publishNumberedInvoice(n, `${year}-03-01`)).toBe(`X${lastYear}-0001`);
    expect((await set({ numbering_invoice_template: 'X{year}-{id}' })).statusCode).toBe(200);

    const api = invoiceApi(n);
    const contact = await insertContact(n.ctx.db);
    const concept = await api.concept(contact.id, LINES, { invoice_date: `${lastYear}-06-01` });
    const before = await givenNumbers();
    const res = await api.update(concept.id, { status: 'outstanding' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'conflict',
      message: NUMBERING_MESSAGES.numberTaken(`X${lastYear}-0001`),
    });
    expect(res.json().message).toMatch(/^Factuurnummer X\d{4}-0001 is al gegeven aan een andere factuur\./);
    expect(await givenNumbers()).toEqual(before);
    expect((await api.view(concept.id)).status).toBe('concept');
    // The counter did not move: after raising it the invoice gets the next free number.
    const counter = await n.ctx.db
      .selectFrom('invoice_number_counters')
      .select('next_seq')
      .where('scope', '=', String(lastYear))
      .executeTakeFirst();
    expect(counter?.next_seq ?? 1).toBe(1);
  });

  it('refuses a next number whose invoice number the old template already gave (422, nothing saved)', async () => {
    expect((await set({ numbering_invoice_template: '{year}-{id}' })).statusCode).toBe(200);
    expect(await publishNumberedInvoice(n, `${year}-02-01`)).toBe(`${year}-0001`);
    expect(await publishNumberedInvoice(n, `${year}-02-02`)).toBe(`${year}-0002`);

    // The same numbers without {year}: its own counter (scope 'all', which gave only X…-0001) is free
    // from 2 on, but 2 would give ${year}-0002 again.
    const refused = await set({
      numbering_invoice_template: `${year}-{id}`,
      numbering_invoice_incremental_id: 2,
    });
    expect(refused.statusCode).toBe(422);
    const message = `Factuurnummer ${year}-0002 is al gegeven. Kies als volgende nummer 3 of hoger.`;
    expect(refused.json()).toMatchObject({
      code: 'validation_failed',
      message,
      errors: { numbering_invoice_incremental_id: [message] },
    });
    // 1 is refused as well (the scope gave it), with the scope's message.
    const scopeRefused = await set({
      numbering_invoice_template: `${year}-{id}`,
      numbering_invoice_incremental_id: 1,
    });
    expect(scopeRefused.statusCode).toBe(422);
    expect(scopeRefused.json().message).toBe('Nummer 1 is al gebruikt. Kies een nummer hoger dan 1.');
    expect((await getSettings(n)).json()).toMatchObject({
      numbering_invoice_template: '{year}-{id}',
      numbering_invoice_incremental_id: 3,
    });

    const accepted = await set({
      numbering_invoice_template: `${year}-{id}`,
      numbering_invoice_incremental_id: 3,
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({
      numbering_invoice_template: `${year}-{id}`,
      numbering_invoice_incremental_id: 3,
    });
    expect(await publishNumberedInvoice(n, `${year}-02-03`)).toBe(`${year}-0003`);
  });

  it('refuses a template switch alone when its counter points at a given number (on the template field)', async () => {
    // Back to {year}-{id}: this year's counter (3) would give 2026-0003, which the other template gave.
    const refused = await set({ numbering_invoice_template: '{year}-{id}' });
    expect(refused.statusCode).toBe(422);
    const message = `Factuurnummer ${year}-0003 is al gegeven. Kies als volgende nummer 4 of hoger.`;
    expect(refused.json()).toMatchObject({ message, errors: { numbering_invoice_template: [message] } });
    expect((await getSettings(n)).json().numbering_invoice_template).toBe(`${year}-{id}`);

    const withNext = await set({
      numbering_invoice_template: '{year}-{id}',
      numbering_invoice_incremental_id: 4,
    });
    expect(withNext.statusCode).toBe(200);
    expect(await publishNumberedInvoice(n, `${year}-02-04`)).toBe(`${year}-0004`);
    expect(await givenNumbers()).toEqual([
      `X${year - 1}-0001`,
      `${year}-0001`,
      `${year}-0002`,
      `${year}-0003`,
      `${year}-0004`,
    ]);
  });
});

describe('demo seed', () => {
  it('stores the demo company, its logo, numbering and transport costs', async () => {
    const fresh = await createTestApp();
    try {
      await seedSettings(fresh.ctx);
      const map = (await getSettings(fresh)).json();
      expect(map).toMatchObject({
        identity_company_name: 'Springplezier Verhuur B.V.',
        identity_city: 'Utrecht',
        identity_country: 'nl',
        app_setup_identity_complete: true,
        numbering_invoice_template: 'F{year}-{id}',
        numbering_invoice_incremental_id: 1,
        delivery_cost_per_kilometer: 45,
        free_kilometers: 10,
      });
      expect(checkIban(map.identity_bank_account_id)).toBeNull();
      expect(checkVatId(map.identity_vat_id)).toBeNull();
      expect(checkCocNumber(map.identity_coc_id)).toBeNull();
      expect(checkDutchPostalCode(map.identity_postal_code)).toBeNull();
      const logo = await fresh.app.inject({ method: 'GET', url: map.identity_company_logo });
      expect(logo.statusCode).toBe(200);
      expect(logo.headers['content-type']).toBe('image/png');
      expect((await sharp(logo.rawPayload).metadata()).width).toBe(640);
    } finally {
      await fresh.close();
    }
  });
});
