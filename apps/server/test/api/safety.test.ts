import { SAFETY_MESSAGES } from '@app/contracts';
import { addCalendarDays } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUuid } from '../../src/lib/ids.ts';
import { nowIso } from '../../src/lib/time.ts';
import { createUnit } from '../support/items-factories.ts';
import { day } from '../support/orders-factories.ts';
import { safetyApi } from '../support/safety-factories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.authHeaders();
});
afterAll(() => t.close());

const { call, ok, count, today, castle, uploadPdf, keuring, orderFor } = safetyApi(() => t);
describe('the log of a unit', () => {
  it('records a keuring with its PDF, lists it in unit.view with its author, and replays an idempotent create', async () => {
    const { unit } = await castle();
    const pdf = await uploadPdf();
    const key = newUuid();
    const first = await call(
      'POST',
      '/unit_log.create',
      keuring(unit.id, { attachments: [pdf.id], next_due: addCalendarDays(today(), 365) }),
      {
        'idempotency-key': key,
      },
    );
    expect(first.statusCode, first.body).toBe(200);
    const again = await call(
      'POST',
      '/unit_log.create',
      keuring(unit.id, { attachments: [pdf.id], next_due: addCalendarDays(today(), 365) }),
      {
        'idempotency-key': key,
      },
    );
    expect(again.json().entry.model.id).toBe(first.json().entry.model.id);
    const view = (await ok('GET', `/unit.view/${unit.id}`)).entry.model;
    expect(view.log).toHaveLength(1);
    expect(view.log[0]).toMatchObject({
      kind: 'keuring',
      result: 'goedgekeurd',
      performed_by: 'KeurMij B.V.',
      attachments: [{ id: pdf.id, mime_type: 'application/pdf' }],
    });
    expect(view.log[0].created_by.name).toBeTruthy();
    expect(view.safety).toMatchObject({ next_due: addCalendarDays(today(), 365), due_state: 'ok' });
  });

  it('refuses in Dutch and writes nothing: a future date, an unknown unit, a bad attachment, a keuring without result', async () => {
    const { unit } = await castle();
    const before = await count('unit_log_entries');
    const future = await call(
      'POST',
      '/unit_log.create',
      keuring(unit.id, { date: addCalendarDays(today(), 1) }),
    );
    expect(future.statusCode).toBe(422);
    expect(future.json().message).toBe(SAFETY_MESSAGES.dateInFuture);
    const unknown = await call('POST', '/unit_log.create', keuring(999_999));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(SAFETY_MESSAGES.unitNotFound);
    // The asset store only takes PDFs and images; an older row of another type is refused here.
    const text = await t.ctx.db
      .insertInto('assets')
      .values({
        uuid: newUuid(),
        disk: 'public',
        container: 'documents',
        storage_key: `${newUuid()}.txt`,
        thumbnail_key: null,
        file_name: 'notities.txt',
        mime_type: 'text/plain',
        file_size: 4,
        asset_type: 'asset/document',
        last_modified: null,
        tags: '[]',
        created_at: nowIso(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const badAttachment = await call(
      'POST',
      '/unit_log.create',
      keuring(unit.id, { attachments: [text.id] }),
    );
    expect(badAttachment.statusCode).toBe(422);
    expect(badAttachment.json().message).toBe(SAFETY_MESSAGES.attachmentType);
    const noResult = await call('POST', '/unit_log.create', keuring(unit.id, { result: null }));
    expect(noResult.statusCode).toBe(422);
    expect(await count('unit_log_entries')).toBe(before);
  });

  it('is append-only: a change or delete is refused, a correction is a new entry', async () => {
    const { unit } = await castle();
    const entry = (
      await ok('POST', '/unit_log.create', keuring(unit.id, { kind: 'onderhoud', result: null }))
    ).entry.model;
    const before = await count('unit_log_entries');
    const change = await call('PATCH', `/unit_log.update/${entry.id}`, { findings: 'anders' });
    expect(change.statusCode).toBe(409);
    expect(change.json().message).toBe(SAFETY_MESSAGES.appendOnly);
    expect((await call('DELETE', `/unit_log.delete/${entry.id}`)).statusCode).toBe(409);
    expect((await call('PATCH', `/incident.update/${entry.id}`, {})).statusCode).toBe(409);
    const row = await t.ctx.db
      .selectFrom('unit_log_entries')
      .selectAll()
      .where('id', '=', entry.id)
      .executeTakeFirstOrThrow();
    expect(row.findings).toBe('Naden en ankerpunten in orde.');
    expect(await count('unit_log_entries')).toBe(before);
    const correction = await ok(
      'POST',
      '/unit_log.create',
      keuring(unit.id, {
        kind: 'onderhoud',
        result: null,
        corrects_id: entry.id,
        findings: 'Blower vervangen.',
      }),
    );
    expect(correction.entry.model.corrects_id).toBe(entry.id);
    // A correction of another unit's entry is refused.
    const other = await castle();
    const wrong = await call('POST', '/unit_log.create', keuring(other.unit.id, { corrects_id: entry.id }));
    expect(wrong.statusCode).toBe(422);
  });
});

describe('certificates', () => {
  it('a type certificate on the article applies to each unit; a piece certificate to its unit only; PDFs only', async () => {
    const { item, unit } = await castle();
    const second = await createUnit(t, { item_id: item.id, serial_number: `${unit.serial_number}-B` });
    const pdf = await uploadPdf();
    await ok('POST', '/unit_certificate.create', {
      item_id: item.id,
      number: 'TYPE-2024-77',
      approving_body: 'TÜV',
      issued_on: '2024-03-01',
      asset_id: pdf.id,
    });
    await ok('POST', '/unit_certificate.create', {
      unit_id: unit.id,
      number: 'STUK-1',
      approving_body: 'KeurMij',
      issued_on: '2024-04-01',
      valid_until: '2034-04-01',
    });
    const a = (await ok('GET', `/unit.view/${unit.id}`)).entry.model;
    const b = (await ok('GET', `/unit.view/${second.id}`)).entry.model;
    expect(a.certificates.map((c: { number: string }) => c.number)).toEqual(['STUK-1', 'TYPE-2024-77']);
    expect(b.certificates).toMatchObject([
      { number: 'TYPE-2024-77', scope: 'type', document: { id: pdf.id } },
    ]);
    const before = await count('unit_certificates');
    const both = await call('POST', '/unit_certificate.create', {
      item_id: item.id,
      unit_id: unit.id,
      number: 'X',
      approving_body: 'Y',
      issued_on: '2024-01-01',
    });
    expect(both.statusCode).toBe(422);
    const backwards = await call('POST', '/unit_certificate.create', {
      unit_id: unit.id,
      number: 'X',
      approving_body: 'Y',
      issued_on: '2024-01-01',
      valid_until: '2023-01-01',
    });
    expect(backwards.statusCode).toBe(422);
    expect(await count('unit_certificates')).toBe(before);
  });
});

describe('incidents', () => {
  it('warns for a serious injury until a correction fills in the NVWA date; refuses an order without the unit', async () => {
    const { unit } = await castle();
    const other = await castle();
    const order = await orderFor(other, day(40), day(40));
    const before = await count('unit_incidents');
    const wrongOrder = await call('POST', '/incident.create', {
      unit_id: unit.id,
      occurred_at: new Date().toISOString(),
      order_id: order.id,
      description: 'Kind viel van de glijbaan.',
      injury: 'ernstig',
    });
    expect(wrongOrder.statusCode).toBe(422);
    expect(wrongOrder.json().message).toBe(SAFETY_MESSAGES.orderNotOfUnit);
    const future = await call('POST', '/incident.create', {
      unit_id: unit.id,
      occurred_at: new Date(Date.now() + 86_400_000).toISOString(),
      description: 'x',
      injury: 'geen',
    });
    expect(future.statusCode).toBe(422);
    expect(await count('unit_incidents')).toBe(before);

    const serious = (
      await ok('POST', '/incident.create', {
        unit_id: other.unit.id,
        occurred_at: new Date().toISOString(),
        order_id: order.id,
        description: 'Kind viel van de glijbaan.',
        injury: 'ernstig',
        measures: 'Glijbaan afgezet.',
      })
    ).entry.model;
    expect(serious.needs_nvwa_report).toBe(true);
    expect(
      (await ok('GET', '/units.safety')).results.find(
        (r: { unit_id: number }) => r.unit_id === other.unit.id,
      ),
    ).toMatchObject({
      open_nvwa_reports: 1,
    });
    await ok('POST', '/incident.create', {
      unit_id: other.unit.id,
      occurred_at: serious.occurred_at,
      order_id: order.id,
      description: 'Kind viel van de glijbaan.',
      injury: 'ernstig',
      nvwa_reported_on: today(),
      corrects_id: serious.id,
    });
    const view = (await ok('GET', `/unit.view/${other.unit.id}`)).entry.model;
    expect(view.incidents).toHaveLength(2);
    expect(view.incidents.every((i: { needs_nvwa_report: boolean }) => !i.needs_nvwa_report)).toBe(true);
  });
});
