import { SAFETY_MESSAGES } from '@app/contracts';
import { addCalendarDays } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reserveUnit } from '../../src/features/reservations/reserve-unit.ts';
import { day, NEW_CONTACT, newContactOrder, orderApi, reservationOf } from '../support/orders-factories.ts';
import { makeInertPdf, pdfText } from '../support/pdf-factories.ts';
import { safetyApi } from '../support/safety-factories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.authHeaders();
});
afterAll(() => t.close());

const { call, ok, count, today, castle, uploadPdf, keuring, orderFor } = safetyApi(() => t);
const availability = async (itemId: number, from: string, until: string) =>
  (await ok('GET', `/item.availability/${itemId}?from=${from}&until=${until}`)) as Record<string, number[]>;

describe('out of service', () => {
  it('hides the blocked days from availability and from booking, lists conflicts, and lifting frees them', async () => {
    const { item, unit } = await castle();
    const order = await orderFor({ item, unit }, day(20), day(21));
    const before = await count('unit_blocks');
    const backwards = await call('POST', `/unit.block/${unit.id}`, {
      from: day(12),
      until: day(10),
      reason: 'Scheur',
    });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().message).toBe(SAFETY_MESSAGES.untilBeforeFrom);
    expect((await call('POST', '/unit.block/999999', { from: day(10), reason: 'x' })).statusCode).toBe(404);
    expect(await count('unit_blocks')).toBe(before);

    const blocked = await ok('POST', `/unit.block/${unit.id}`, {
      from: day(10),
      until: day(20),
      reason: 'Naad gescheurd',
    });
    expect(blocked.conflicts).toEqual([
      expect.objectContaining({
        order_id: order.id,
        reserved_from: day(20),
        contact_name: expect.any(String),
      }),
    ]);
    const days = await availability(item.id, day(9), day(22));
    expect(days[day(9)]).toEqual([unit.id]);
    expect(days[day(10)]).toEqual([]);
    expect(days[day(15)]).toEqual([]);
    expect(days[day(22)]).toEqual([unit.id]);

    const refused = await orderApi(t).call('POST', '/order.cashcreate', {
      contact_method: 'existing',
      existing_contact: { id: order.contact.id },
      items: [
        {
          reservation: {
            unit_id: unit.id,
            product_name: item.name,
            from: day(14),
            until: day(14),
            delivery_time: '10:00-12:00',
          },
        },
      ],
      payment_method: 'cash',
      publish: false,
    });
    // The order's own availability check (the same rule) refuses it first, in Dutch.
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/niet meer vrij/);

    const lifted = await ok('POST', `/unit.unblock/${blocked.entry.model.id}`);
    expect(lifted.entry.model.lifted_at).not.toBeNull();
    expect((await call('POST', `/unit.unblock/${blocked.entry.model.id}`)).statusCode).toBe(409);
    expect((await availability(item.id, day(14), day(14)))[day(14)]).toEqual([unit.id]);
  });

  it('an open-ended block holds every day from its start', async () => {
    const { item, unit } = await castle();
    await ok('POST', `/unit.block/${unit.id}`, { from: day(5), reason: 'Blower kapot' });
    const days = await availability(item.id, day(4), day(300));
    expect(days[day(4)]).toEqual([unit.id]);
    expect(days[day(300)]).toEqual([]);
  });

  it('under concurrency every reservation on the blocked days either came first (listed as a conflict) or is refused', async () => {
    const { unit } = await castle();
    const attempts = Array.from({ length: 12 }, (_, i) =>
      reserveUnit({ ctx: t.ctx, input: { unitId: unit.id, from: day(60 + i * 2), until: day(60 + i * 2) } }),
    );
    const block = call('POST', `/unit.block/${unit.id}`, {
      from: day(60),
      until: day(90),
      reason: 'Keuring',
    });
    const [blockRes, ...outcomes] = await Promise.allSettled([block, ...attempts]);
    expect(blockRes?.status).toBe('fulfilled');
    const blockAnswer = (blockRes as PromiseFulfilledResult<Awaited<typeof block>>).value;
    expect(blockAnswer.statusCode, blockAnswer.body).toBe(200);
    const conflictIds = new Set(
      blockAnswer.json().conflicts.map((c: { reservation_id: number }) => c.reservation_id),
    );
    for (const outcome of outcomes) {
      if (outcome.status === 'fulfilled') expect(conflictIds.has(outcome.value.id)).toBe(true);
      else expect((outcome.reason as { message: string }).message).toMatch(/buiten gebruik|gereserveerd/);
    }
    // After the block, nothing gets in.
    await expect(
      reserveUnit({ ctx: t.ctx, input: { unitId: unit.id, from: day(89), until: day(89) } }),
    ).rejects.toMatchObject({
      message: SAFETY_MESSAGES.unitBlocked,
    });
  });
});

describe('a failed inspection', () => {
  it('blocks the unit from its day until a later passed one; a manual lift is refused', async () => {
    const { item, unit } = await castle();
    const failedOn = addCalendarDays(today(), -3);
    await ok(
      'POST',
      '/unit_log.create',
      keuring(unit.id, { date: failedOn, result: 'afgekeurd', findings: 'Naad open.' }),
    );
    let view = (await ok('GET', `/unit.view/${unit.id}`)).entry.model;
    expect(view.blocks).toMatchObject([{ source: 'inspection', from: failedOn, until: null }]);
    expect(view.safety.blocked_today).toBe(true);
    // The unit's header and the stock tab read Buiten gebruik, and it must be inspected again.
    expect(view.state).toBe('out_of_service');
    expect(view.safety.inspection_failed).toBe(true);
    expect((await ok('GET', `/item.view/${item.id}`)).entry.model.units[0].state).toBe('out_of_service');
    expect((await availability(item.id, today(), day(30)))[day(30)]).toEqual([]);
    expect((await call('POST', `/unit.unblock/${view.blocks[0].id}`)).statusCode).toBe(409);
    await expect(
      reserveUnit({ ctx: t.ctx, input: { unitId: unit.id, from: day(3), until: day(3) } }),
    ).rejects.toMatchObject({ message: SAFETY_MESSAGES.unitBlocked });
    // Remarks do not lift it; a pass does, from its own day.
    await ok(
      'POST',
      '/unit_log.create',
      keuring(unit.id, { date: addCalendarDays(today(), -2), result: 'met_opmerkingen' }),
    );
    expect((await availability(item.id, today(), today()))[today()]).toEqual([]);
    await ok(
      'POST',
      '/unit_log.create',
      keuring(unit.id, { result: 'goedgekeurd', findings: 'Naad gerepareerd.' }),
    );
    view = (await ok('GET', `/unit.view/${unit.id}`)).entry.model;
    expect(view.blocks).toMatchObject([
      { source: 'inspection', from: failedOn, until: addCalendarDays(today(), -1) },
    ]);
    expect(view.safety.blocked_today).toBe(false);
    expect(view.state).toBe('available');
    expect(view.safety.inspection_failed).toBe(false);
    expect((await availability(item.id, today(), day(30)))[day(30)]).toEqual([unit.id]);
  });

  it('a block by hand makes the unit Buiten gebruik on its days only', async () => {
    const { item, unit } = await castle();
    await ok('POST', `/unit.block/${unit.id}`, { from: day(5), until: day(7), reason: 'Naad gescheurd' });
    let view = (await ok('GET', `/unit.view/${unit.id}`)).entry.model;
    expect(view.state).toBe('available');
    expect(view.safety.inspection_failed).toBe(false);
    await ok('POST', `/unit.block/${unit.id}`, { from: today(), until: today(), reason: 'Reparatie' });
    view = (await ok('GET', `/unit.view/${unit.id}`)).entry.model;
    expect(view.state).toBe('out_of_service');
    expect((await ok('GET', `/item.view/${item.id}`)).entry.model.units[0].state).toBe('out_of_service');
  });
});

describe('due and overdue', () => {
  it('lists units due within the window and blocks an overdue attraction (per setting), warns for a play device', async () => {
    const ride = await castle('Rodeostier');
    await ok('PATCH', `/item.safety/${ride.item.id}`, { safety_kind: 'attractie' });
    const lastYear = addCalendarDays(today(), -370);
    await ok('POST', '/unit_log.create', keuring(ride.unit.id, { date: lastYear }));
    const play = await castle('Springkussen Piraat');
    await ok('POST', '/unit_log.create', keuring(play.unit.id, { next_due: day(10) }));
    const quiet = await castle('Springkussen Rustig');
    await ok('POST', '/unit_log.create', keuring(quiet.unit.id, { next_due: day(200) }));

    const settings = (await ok('GET', '/safety.settings')).entry.model;
    expect(settings.kinds.attractie).toEqual({ interval_months: 12, overdue: 'block' });
    expect(settings.kinds.speeltoestel).toEqual({ interval_months: null, overdue: 'warn' });

    const list = (await ok('GET', '/units.safety?within_days=30')).results as Array<{
      unit_id: number;
      due_state: string;
    }>;
    expect(list.find((r) => r.unit_id === ride.unit.id)).toMatchObject({
      due_state: 'overdue',
      safety_kind: 'attractie',
    });
    expect(list.find((r) => r.unit_id === play.unit.id)).toMatchObject({
      due_state: 'due_soon',
      next_due: day(10),
    });
    expect(list.find((r) => r.unit_id === quiet.unit.id)).toBeUndefined();

    // Overdue attraction: refused and greyed; the play device only warns, so it stays bookable.
    expect((await availability(ride.item.id, today(), today()))[today()]).toEqual([]);
    await expect(
      reserveUnit({ ctx: t.ctx, input: { unitId: ride.unit.id, from: day(1), until: day(1) } }),
    ).rejects.toMatchObject({ message: SAFETY_MESSAGES.unitBlocked });
    expect((await availability(play.item.id, day(20), day(20)))[day(20)]).toEqual([play.unit.id]);

    // With the setting on 'warn' the attraction is bookable again.
    await ok('PATCH', '/safety.settings', {
      kinds: { ...settings.kinds, attractie: { interval_months: 12, overdue: 'warn' } },
    });
    expect((await availability(ride.item.id, today(), today()))[today()]).toEqual([ride.unit.id]);
    await ok('PATCH', '/safety.settings', settings);
  });
});

describe('papers', () => {
  it('the handover PDF of an order holds per unit the instructions, the log sheet, the certificate and its pages; a private customer gets it with the confirmation', async () => {
    const { item, unit } = await castle('Springkussen Olifant');
    const updated = await ok('PATCH', `/item.safety/${item.id}`, {
      instructions: 'Veranker met 6 grondpennen. Windgrens: windkracht 5.',
    });
    expect(updated.entry.model).toMatchObject({ instructions_is_default: false });
    const pdf = await uploadPdf(await makeInertPdf());
    await ok('POST', '/unit_certificate.create', {
      item_id: item.id,
      number: 'CERT-OLIFANT-42',
      approving_body: 'KeurMij B.V.',
      issued_on: '2025-01-15',
      asset_id: pdf.id,
    });
    const order = (await orderApi(t).createOk(
      newContactOrder([reservationOf(unit.id, day(30), day(31), {}, item.name)], {
        publish: true,
        create_contact: { ...NEW_CONTACT, last_name: 'de Vries B.V.' },
      }),
    )) as { id: number };
    const res = await call('GET', `/order.handover/${order.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Veranker met 6 grondpennen. Windgrens: windkracht 5.');
    expect(text).toContain('CERT-OLIFANT-42');
    expect(text).toContain('Logblad voor de huurder');
    // A name ending in a dot ends the sentence without a second one.
    expect(text).toContain('Voor Sanne de Vries B.V. Bewaar');
    expect(text).not.toContain('B.V..');
    // The uploaded certificate's own page is appended.
    expect(text).toContain('Keuringscertificaat');

    const mail = await t.ctx.db
      .selectFrom('outbox_mails')
      .select(['attachments'])
      .where('ref_type', '=', 'order')
      .where('ref_id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(mail.attachments).toContain(`gebruiksdocumenten-order-${order.id}.pdf`);

    expect((await call('GET', '/order.handover/999999')).statusCode).toBe(404);
  });

  it('an article without its own text hands over the Dutch default with anchoring and wind limit', async () => {
    const { item } = await castle();
    const model = (await ok('GET', `/item.safety/${item.id}`)).entry.model;
    expect(model.instructions_is_default).toBe(true);
    expect(model.instructions).toMatch(/Verankeren/);
    expect(model.instructions).toMatch(/windkracht 5/);
  });

  it('exports a unit file for an inspector with certificate, log and incidents in date order and who wrote them', async () => {
    const { unit } = await castle();
    await ok('POST', '/unit_certificate.create', {
      unit_id: unit.id,
      number: 'STUK-777',
      approving_body: 'TÜV',
      issued_on: '2024-01-01',
    });
    await ok(
      'POST',
      '/unit_log.create',
      keuring(unit.id, { date: addCalendarDays(today(), -10), findings: 'Eerste keuring' }),
    );
    await ok('POST', '/incident.create', {
      unit_id: unit.id,
      occurred_at: new Date(Date.now() - 5 * 86_400_000).toISOString(),
      description: 'Schaafwond bij de ingang',
      injury: 'licht',
    });
    await ok(
      'POST',
      '/unit_log.create',
      keuring(unit.id, { kind: 'reparatie', result: null, findings: 'Ingang hersteld' }),
    );
    const res = await call('GET', `/unit.file/${unit.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('STUK-777');
    const order = ['Eerste keuring', 'Schaafwond bij de ingang', 'Ingang hersteld'].map((s) =>
      text.indexOf(s),
    );
    expect(order.every((i) => i >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(text).toContain('Vastgelegd door');
    expect((await call('GET', '/unit.file/999999')).statusCode).toBe(404);
  });
});
