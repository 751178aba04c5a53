import { TEAM_MESSAGES } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../src/features/users/index.ts';
import { insertContact } from '../support/invoices-factories.ts';
import {
  cancelOrderViaApi,
  castleLine,
  createOrderTestApp,
  createOrderViaApi,
  createTentUnit,
  day,
  makeBookingRequest,
  type OrderApi,
  RENTABLE,
} from '../support/orders-factories.ts';
import type { TestApp } from '../support/test-app.ts';

let t: TestApp;
let api: OrderApi;
let unit: (i: number) => number;
let castleId: number;
let tentId: number;
let castleTotal: number;

/** Revenue excl. VAT of a total incl. 21 % VAT: the VAT is total × 21/121, rounded half away from zero. */
const exclOf = (total: number) => total - Math.round((total * 21) / 121);

/**
 * The period day(0)..day(9), 10 days, by hand:
 * - castle unit 1: order day(1)–day(3) (3 days, its invoice published: 3 × € 125,00 incl. 21 % =
 *   € 375,00, VAT € 65,08, revenue € 309,92); a cancelled order day(5)–day(6) (not counted); out of
 *   service day(7)–day(9): 7 available days, 3 booked.
 * - castle unit 2: order day(8)–day(12): day(8) and day(9) booked of 10 available.
 *   Castle: 2 units, 17 available, 5 booked, 5/17 = 0,2941; € 309,92 / 2 = € 154,96 per unit.
 * - tent (one unit): a booking request whose hold ran out day(2)–day(3) (not counted) and one still
 *   held on day(5): 1 of 10 days, 0,1.
 */
beforeAll(async () => {
  ({ t, api, unit } = await createOrderTestApp({ units: 2 }));
  const contact = await insertContact(t.ctx.db);
  const booked = await createOrderViaApi(t, contact.id, [castleLine(unit(0), 1, 3)]);
  const view = (await api.view(booked.id)).json().entry.model;
  // Its price follows the pricing rules (tested there); its revenue is that total less the 21 % VAT
  // it holds: today € 375,00 → € 65,08 VAT → € 309,92.
  castleTotal = view.total_amount;
  const published = await api.call('PATCH', `/invoice.update/${view.invoice.id}`, { status: 'outstanding' });
  expect(published.statusCode, published.body).toBe(200);
  const cancelled = await createOrderViaApi(t, contact.id, [castleLine(unit(0), 5, 6)]);
  await cancelOrderViaApi(t, cancelled.id);
  const block = await api.call('POST', `/unit.block/${unit(0)}`, {
    from: day(7),
    until: day(9),
    reason: 'Naad gescheurd',
  });
  expect(block.statusCode, block.body).toBe(200);
  await createOrderViaApi(t, contact.id, [castleLine(unit(1), 8, 12)]);

  const { tent, tentUnit } = await createTentUnit(t);
  const tentLine = (from: number, until: number) => ({
    unitId: tentUnit.id,
    productName: 'Partytent',
    from: day(from),
    until: day(until),
  });
  const expired = await createOrderViaApi(t, contact.id, [tentLine(2, 3)]);
  await makeBookingRequest(t, expired.id, new Date(Date.now() - 60_000).toISOString());
  const held = await createOrderViaApi(t, contact.id, [tentLine(5, 5)]);
  await makeBookingRequest(t, held.id, new Date(Date.now() + 3_600_000).toISOString());

  const items = await api.call('GET', '/items.view');
  castleId = items.json().results.find((i: { name: string }) => i.name === RENTABLE.name).id;
  tentId = tent.id;
});
afterAll(() => t.close());

describe('GET /api/reports.utilization', () => {
  it('counts available days without out-of-service days and booked days of live orders only', async () => {
    expect(exclOf(37_500)).toBe(30_992);
    const res = await api.call('GET', `/reports.utilization?from=${day(0)}&until=${day(9)}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().results).toEqual([
      {
        item_id: castleId,
        name: RENTABLE.name,
        units: 2,
        unit_days_available: 17,
        unit_days_booked: 5,
        utilization: 0.2941,
        revenue_excl_vat: exclOf(castleTotal),
        revenue_per_unit: Math.round(exclOf(castleTotal) / 2),
      },
      {
        item_id: tentId,
        name: 'Partytent',
        units: 1,
        unit_days_available: 10,
        unit_days_booked: 1,
        utilization: 0.1,
        revenue_excl_vat: 0,
        revenue_per_unit: 0,
      },
    ]);
  });

  it('is for the owner: Kantoor and a driver get a Dutch 403 on the reports, a driver also on Vandaag', async () => {
    const signIn = async (role: 'office' | 'driver') => {
      const email = `${role}@example.nl`;
      const user = await createUser({
        db: t.ctx.db,
        input: {
          email,
          password: 'geheim123',
          given_name: 'A',
          family_name: role,
        },
      });
      await t.ctx.db.updateTable('users').set({ role }).where('id', '=', user.id).execute();
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: email, password: 'geheim123' },
      });
      return { authorization: `Bearer ${login.json().authorization.access_token}` };
    };
    const office = await signIn('office');
    const driver = await signIn('driver');
    const period = `from=${day(0)}&until=${day(9)}`;
    for (const url of [
      `/reports.revenue?${period}`,
      `/reports.utilization?${period}`,
      `/reports.export?${period}`,
    ]) {
      for (const headers of [office, driver]) {
        const res = await t.app.inject({ method: 'GET', url: `/api${url}`, headers });
        expect(res.statusCode, url).toBe(403);
        expect(res.json().message).toBe(TEAM_MESSAGES.forbidden);
      }
    }
    const today = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: '/api/dashboard.today', headers });
    expect((await today(driver)).statusCode).toBe(403);
    expect((await today(office)).statusCode).toBe(200);
  });
});
