import { ITEM_MESSAGES, SAFETY_MESSAGES } from '@app/contracts';
import { reservationPeriodText, todayCalendarDate } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createItem, createUnit } from '../support/items-factories.ts';
import { day, newContactOrder, orderApi, reservationOf } from '../support/orders-factories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  headers = await t.authHeaders();
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
const ok = async (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) => {
  const res = await call(method, url, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const due = async (itemId: number, from: string, until: string) =>
  (await ok('GET', `/units.inspection_due?item_id=${itemId}&from=${from}&until=${until}`)).results;

let serial = 0;
const castle = async () => {
  const item = await createItem(t, {
    name: `Keurkasteel ${++serial}`,
    type: 'rentable',
    status: 'active',
    price: 10_000,
  });
  const unit = await createUnit(t, { item_id: item.id, serial_number: `DUE-${serial}` });
  return { item, unit };
};
const keuring = (unitId: number, nextDue: string) => ({
  unit_id: unitId,
  kind: 'keuring',
  date: todayCalendarDate(),
  performed_by: 'KeurMij B.V.',
  findings: 'In orde.',
  result: 'goedgekeurd',
  next_due: nextDue,
});

describe('units.inspection_due', () => {
  it('says per unit whether the inspection or the certificate runs out on the rental days, with the policy', async () => {
    const { item, unit } = await castle();
    await ok('POST', '/unit_log.create', keuring(unit.id, day(10)));
    await ok('POST', '/unit_certificate.create', {
      unit_id: unit.id,
      number: 'STUK-DUE',
      approving_body: 'KeurMij',
      issued_on: '2024-04-01',
      valid_until: day(20),
    });
    // Inspected on its due day is still fine that day.
    expect(await due(item.id, day(5), day(10))).toEqual([
      {
        unit_id: unit.id,
        next_due: day(10),
        certificate_valid_until: day(20),
        inspection_overdue: false,
        certificate_expired: false,
        overdue: 'warn',
        blocks: [],
      },
    ]);
    expect(await due(item.id, day(10), day(11))).toMatchObject([
      { inspection_overdue: true, certificate_expired: false, overdue: 'warn' },
    ]);
    expect(await due(item.id, day(21), day(21))).toMatchObject([
      { inspection_overdue: true, certificate_expired: true },
    ]);
  });

  it('names the out-of-service periods that touch the window, with their reason, so the calendar can say why', async () => {
    const { item, unit } = await castle();
    const other = await createUnit(t, { item_id: item.id, serial_number: `DUE-${serial}-B` });
    await ok('POST', `/unit.block/${unit.id}`, { from: day(5), until: day(7), reason: 'Blower kapot' });
    await ok('POST', `/unit.block/${unit.id}`, { from: day(30), reason: 'Naad gescheurd' });
    const rows = await due(item.id, day(1), day(10));
    expect(rows.find((r: { unit_id: number }) => r.unit_id === unit.id)?.blocks).toEqual([
      { from: day(5), until: day(7), reason: 'Blower kapot' },
    ]);
    expect(rows.find((r: { unit_id: number }) => r.unit_id === other.id)?.blocks).toEqual([]);
    expect(
      (await due(item.id, day(1), day(40))).find((r: { unit_id: number }) => r.unit_id === unit.id)?.blocks,
    ).toEqual([
      { from: day(5), until: day(7), reason: 'Blower kapot' },
      { from: day(30), until: null, reason: 'Naad gescheurd' },
    ]);
  });

  it('refuses a bad range or an unknown article in Dutch; a sellable article has no units to inspect', async () => {
    const backwards = await call('GET', `/units.inspection_due?item_id=1&from=${day(3)}&until=${day(2)}`);
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().message).toBe(ITEM_MESSAGES.invalidRange);
    const unknown = await call('GET', `/units.inspection_due?item_id=999999&from=${day(1)}&until=${day(2)}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(SAFETY_MESSAGES.itemNotFound);
    const bad = await call('GET', `/units.inspection_due?item_id=1&from=morgen&until=${day(2)}`);
    expect(bad.statusCode).toBe(422);
    const balloons = await createItem(t, {
      name: 'Ballonnen due',
      type: 'sellable',
      status: 'active',
      price: 100,
    });
    expect(await due(balloons.id, day(1), day(2))).toEqual([]);
  });

  it("with 'warn' an overdue unit is booked; with 'block' the order is refused with a Dutch 409 and nothing is made", async () => {
    const { item, unit } = await castle();
    await ok('POST', '/unit_log.create', keuring(unit.id, day(10)));
    const settings = (await ok('GET', '/safety.settings')).entry.model;
    const orders = orderApi(t);
    const body = (from: string) => newContactOrder([reservationOf(unit.id, from, from, {}, item.name)]);

    await orders.createOk(body(day(30)));

    await ok('PATCH', '/safety.settings', {
      kinds: { ...settings.kinds, speeltoestel: { interval_months: null, overdue: 'block' } },
    });
    expect(await due(item.id, day(40), day(40))).toMatchObject([
      { inspection_overdue: true, overdue: 'block' },
    ]);
    const refused = await orders.create(body(day(40)));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      SAFETY_MESSAGES.orderUnitOverdue(item.name, reservationPeriodText(day(10), day(10))),
    );
    expect(refused.json().message).toContain('gekeurd');
    const reservations = await t.ctx.db
      .selectFrom('reservations')
      .select('id')
      .where('unit_id', '=', unit.id)
      .where('reserved_from', '=', day(40))
      .execute();
    expect(reservations).toEqual([]);
    await ok('PATCH', '/safety.settings', settings);
  });
});
