import { PRICING_MESSAGES } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createItem } from '../support/items-factories.ts';
import { getSettings, setSettings } from '../support/settings-factories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const storedRows = () => t.ctx.db.selectFrom('settings').select(['key', 'value']).orderBy('key').execute();

const expectRefused = async (payload: unknown, field: string, message?: string) => {
  const before = await storedRows();
  const res = await setSettings(t, payload);
  expect(res.statusCode, res.body).toBe(422);
  const errors = res.json().errors as Record<string, string[]>;
  expect(errors[field]?.length, JSON.stringify(errors)).toBeGreaterThan(0);
  if (message) expect(errors[field]).toContain(message);
  expect(await storedRows()).toEqual(before);
};

describe('the price settings', () => {
  it('default to days × day price without a weekend rate', async () => {
    const map = (await getSettings(t)).json();
    expect(map).toMatchObject({
      pricing_day_factors: [{ days: 1, factor: 1 }],
      pricing_extra_day_factor: 1,
      pricing_weekend_factor: null,
      pricing_weekend_span: 'za-zo',
    });
  });

  it('saves a staffel, an extra-day factor and a weekend rate', async () => {
    const patch = {
      pricing_day_factors: [
        { days: 1, factor: 1 },
        { days: 2, factor: 1.5 },
        { days: 7, factor: 4 },
      ],
      pricing_extra_day_factor: 0.5,
      pricing_weekend_factor: 1.5,
      pricing_weekend_span: 'vr-ma',
    };
    const res = await setSettings(t, patch);
    expect(res.statusCode, res.body).toBe(200);
    expect((await getSettings(t)).json()).toMatchObject(patch);
    const off = await setSettings(t, { pricing_weekend_factor: null });
    expect(off.json().pricing_weekend_factor).toBeNull();
  });

  it('refuses a bad table in Dutch, naming the row, and writes nothing', async () => {
    await expectRefused(
      {
        pricing_day_factors: [
          { days: 2, factor: 1.5 },
          { days: 2, factor: 2 },
        ],
      },
      'pricing_day_factors.1.days',
      'Het aantal dagen moet per regel oplopen.',
    );
    await expectRefused(
      {
        pricing_day_factors: [
          { days: 1, factor: 2 },
          { days: 3, factor: 1.5 },
        ],
      },
      'pricing_day_factors.1.factor',
      'De factor mag niet lager zijn dan die van de regel erboven.',
    );
    await expectRefused(
      { pricing_day_factors: [{ days: 1, factor: 0 }] },
      'pricing_day_factors.0.factor',
      'De factor moet groter dan 0 zijn.',
    );
    await expectRefused({ pricing_day_factors: [] }, 'pricing_day_factors');
    await expectRefused({ pricing_day_factors: 'veel' }, 'pricing_day_factors');
    await expectRefused(
      { pricing_weekend_factor: -1 },
      'pricing_weekend_factor',
      PRICING_MESSAGES.weekendFactor,
    );
    await expectRefused(
      { pricing_weekend_factor: 0 },
      'pricing_weekend_factor',
      PRICING_MESSAGES.weekendFactor,
    );
    await expectRefused({ pricing_extra_day_factor: -0.5 }, 'pricing_extra_day_factor');
    await expectRefused(
      { pricing_weekend_span: 'zo-ma' },
      'pricing_weekend_span',
      PRICING_MESSAGES.weekendSpan,
    );
  });
});

describe("an article's own staffel and deposit", () => {
  const send = async (method: 'POST' | 'PATCH', url: string, payload: Record<string, unknown>) =>
    t.app.inject({ method, url: `/api${url}`, headers: await t.authHeaders(), payload });

  it('is stored, shown and cleared again', async () => {
    const item = await createItem(t, {
      name: 'Springkasteel Staffel',
      price: 10_000,
      day_factors: [
        { days: 1, factor: 1 },
        { days: 3, factor: 2 },
      ],
      deposit: 5_000,
    });
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/item.view/${item.id}`,
      headers: await t.authHeaders(),
    });
    expect(view.json().entry.model).toMatchObject({
      day_factors: [
        { days: 1, factor: 1 },
        { days: 3, factor: 2 },
      ],
      deposit: 5_000,
    });
    const cleared = await send('PATCH', `/item.update/${item.id}`, { day_factors: null, deposit: 0 });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().entry.model).toMatchObject({ day_factors: null, deposit: 0 });
  });

  it('refuses a bad staffel or a negative deposit in Dutch and writes nothing', async () => {
    const count = async () => (await t.ctx.db.selectFrom('items').select('id').execute()).length;
    const before = await count();
    const bad = await send('POST', '/item.create', {
      name: 'Fout',
      type: 'rentable',
      day_factors: [{ days: 1, factor: -1 }],
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors['day_factors.0.factor']).toEqual(['De factor moet groter dan 0 zijn.']);
    const deposit = await send('POST', '/item.create', { name: 'Fout', type: 'rentable', deposit: -100 });
    expect(deposit.statusCode).toBe(422);
    expect(deposit.json().errors.deposit).toEqual([
      'Geef een geldige borg op: 0 of meer, bijvoorbeeld 50,00.',
    ]);
    expect(await count()).toBe(before);
  });
});
