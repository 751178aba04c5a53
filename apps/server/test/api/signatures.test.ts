import { SCHEDULE_MESSAGES, SIGNATURE_MESSAGES, TEAM_MESSAGES } from '@app/contracts';
import { formatDateTime } from '@app/domain';
import sharp from 'sharp';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createOrderTestApp,
  day,
  newContactOrder,
  type OrderApi,
  reservationOf,
} from '../support/orders-factories.ts';
import { makeImage } from '../support/settings-factories.ts';
import { blankPng, noisePng, pngDataUrl, signaturePng } from '../support/signature-factories.ts';
import { createSignedInColleague } from '../support/team-factories.ts';
import type { TestApp } from '../support/test-app.ts';

let t: TestApp;
let api: OrderApi;
let unit: (i: number) => number;
let png: Buffer;

beforeAll(async () => {
  ({ t, api, unit } = await createOrderTestApp({ units: 6 }));
  png = await signaturePng();
});
afterAll(() => t.close());

const sign = async (jobId: string, body: unknown, headers?: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/job.sign/${jobId}`,
    headers: headers ?? (await t.authHeaders()),
    payload: body as Record<string, unknown>,
  });
const good = (extra: Record<string, unknown> = {}) => ({
  signer_name: 'Sanne de Vries',
  signature_png: pngDataUrl(png),
  instructions_explained: true,
  ...extra,
});
const deliveryOf = (order: { reservations: Array<{ id: number }> }) =>
  `delivery-${order.reservations[0]?.id}`;
const signatureRows = () => t.ctx.db.selectFrom('job_signatures').select(['id', 'order_id']).execute();
const pdfPages = async (bytes: Buffer) =>
  (await extractText(await getDocumentProxy(new Uint8Array(bytes)))).text as string[];

describe('the renter signs at handover', () => {
  it('is stored append-only with time, colleague, terms version and job; order.view lists it; the image is for staff', async () => {
    const order = await api.createOk(newContactOrder([reservationOf(unit(0), day(0), day(1))]));
    const jobId = deliveryOf(order);
    const first = await sign(jobId, good());
    expect(first.statusCode, first.body).toBe(200);
    const model = first.json().entry.model;
    expect(model).toMatchObject({
      job_id: jobId,
      job_type: 'delivery',
      order_id: order.id,
      item_name: 'Springkasteel Jungle',
      signer_name: 'Sanne de Vries',
      signed_by: 'Test Gebruiker',
      terms_version: 1,
      instructions_explained: true,
      image_url: `/api/job_signature.image/${model.id}`,
    });
    expect(Date.now() - Date.parse(model.signed_at)).toBeLessThan(60_000);

    // A second signature (the renter signs again at pickup, or once more) is a new entry.
    const second = await sign(`pickup-${order.reservations[0].id}`, good({ signer_name: 'Piet de Vries' }));
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().entry.model.id).not.toBe(model.id);
    expect(await signatureRows()).toHaveLength(2);

    const viewed = (await api.view(order.id)).json().entry.model;
    expect(
      viewed.signatures.map((s: { signer_name: string; job_type: string }) => [s.signer_name, s.job_type]),
    ).toEqual([
      ['Sanne de Vries', 'delivery'],
      ['Piet de Vries', 'pickup'],
    ]);

    // Each job lists its own signatures (the appointment dialog); an id that is no job is a 404.
    const listOf = async (id: string) =>
      t.app.inject({ method: 'GET', url: `/api/job_signatures.list/${id}`, headers: await t.authHeaders() });
    const deliveryList = await listOf(jobId);
    expect(deliveryList.statusCode, deliveryList.body).toBe(200);
    expect(deliveryList.json().results.map((s: { signer_name: string }) => s.signer_name)).toEqual([
      'Sanne de Vries',
    ]);
    expect((await listOf(`pickup-${order.reservations[0].id}`)).json().results).toHaveLength(1);
    expect((await listOf(`delivery-${order.reservations[0].id + 1000}`)).json().results).toEqual([]);
    expect((await listOf('levering-1')).statusCode).toBe(404);

    // The image: a PNG of the drawing for signed-in staff, nobody else.
    const image = await t.app.inject({ method: 'GET', url: model.image_url, headers: await t.authHeaders() });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({
      format: 'png',
      width: 800,
      height: 300,
    });
    expect((await t.app.inject({ method: 'GET', url: model.image_url })).statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/job_signature.image/999999',
          headers: await t.authHeaders(),
        })
      ).statusCode,
    ).toBe(404);

    // The order's history says it.
    const audit = await t.ctx.db
      .selectFrom('audit_events')
      .select(['action', 'summary'])
      .where('entity_id', '=', order.uuid)
      .where('action', '=', 'signed')
      .execute();
    expect(audit).toHaveLength(2);
    expect(audit[0]?.summary).toContain('Sanne de Vries');

    // Append-only at the database too, and no route changes or removes one.
    await expect(
      t.ctx.db.updateTable('job_signatures').set({ signer_name: 'Iemand anders' }).execute(),
    ).rejects.toThrow();
    await expect(t.ctx.db.deleteFrom('job_signatures').execute()).rejects.toThrow();
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, object>;
    };
    const routes = Object.entries(doc.paths)
      .filter(([path]) => path.includes('sign'))
      .flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m} ${path}`));
    expect(routes.sort()).toEqual([
      'get /api/job_signature.image/{id}',
      'get /api/job_signatures.list/{id}',
      'post /api/job.sign/{id}',
    ]);
  });

  it('a retry with the same Idempotency-Key records one signature', async () => {
    const order = await api.createOk(newContactOrder([reservationOf(unit(1), day(0), day(0))]));
    const before = (await signatureRows()).length;
    const headers = { ...(await t.authHeaders()), 'idempotency-key': `sign-${order.id}` };
    const a = await sign(deliveryOf(order), good(), headers);
    const b = await sign(deliveryOf(order), good(), headers);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(b.headers['idempotent-replayed']).toBe('true');
    expect(b.json().entry.model.id).toBe(a.json().entry.model.id);
    expect(await signatureRows()).toHaveLength(before + 1);
  });

  it('the handover PDF shows name, time (Amsterdam) and terms version on its last page', async () => {
    const order = await api.createOk(newContactOrder([reservationOf(unit(2), day(0), day(2))]));
    const signed = (await sign(deliveryOf(order), good({ signer_name: 'Jolanda Zoëlla' }))).json().entry
      .model;
    const res = await api.call('GET', `/order.handover/${order.id}`);
    expect(res.statusCode).toBe(200);
    const pages = await pdfPages(res.rawPayload);
    const last = pages.at(-1) ?? '';
    expect(last).toContain('Handtekening bij de overdracht');
    expect(last).toContain('Jolanda Zoëlla');
    expect(last).toContain(formatDateTime(signed.signed_at));
    expect(last).toContain('versie 1');
    expect(last).toContain('Bezorging: Springkasteel Jungle');
    expect(last).toContain('Uitgelegd');
    expect(last).toContain('Test Gebruiker');
    // Before anyone signed there is no such page.
    const unsigned = await api.createOk(newContactOrder([reservationOf(unit(3), day(3), day(4))]));
    const plain = await pdfPages((await api.call('GET', `/order.handover/${unsigned.id}`)).rawPayload);
    expect(plain.join('\n')).not.toContain('Handtekening bij de overdracht');
  });
});

describe('refusals: Dutch, naming the field, nothing written', () => {
  it('refuses a missing name, no tick, and an image that is no PNG, too large, too many pixels or empty', async () => {
    const order = await api.createOk(newContactOrder([reservationOf(unit(4), day(0), day(1))]));
    const jobId = deliveryOf(order);
    const before = await signatureRows();
    const truncated = png.subarray(0, Math.floor(png.length / 2));
    const jpeg = await makeImage('jpeg', 200, 80);
    const wide = await signaturePng(2500, 20);
    const magicThenJunk = Buffer.concat([png.subarray(0, 8), Buffer.from('geen png maar tekst'.repeat(20))]);
    const cases: Array<[Record<string, unknown>, number, string, string]> = [
      [{ signer_name: '' }, 422, 'signer_name', SIGNATURE_MESSAGES.nameRequired],
      [{ signer_name: '   ' }, 422, 'signer_name', SIGNATURE_MESSAGES.nameRequired],
      [{ signer_name: 'x'.repeat(121) }, 422, 'signer_name', SIGNATURE_MESSAGES.nameTooLong],
      [
        { instructions_explained: false },
        422,
        'instructions_explained',
        SIGNATURE_MESSAGES.instructionsRequired,
      ],
      [
        { instructions_explained: undefined },
        422,
        'instructions_explained',
        SIGNATURE_MESSAGES.instructionsRequired,
      ],
      [{ signature_png: undefined }, 422, 'signature_png', SIGNATURE_MESSAGES.pngRequired],
      [{ signature_png: 'data:image/png;base64,' }, 422, 'signature_png', SIGNATURE_MESSAGES.pngRequired],
      [{ signature_png: 'hallo' }, 422, 'signature_png', SIGNATURE_MESSAGES.pngNotDataUrl],
      [
        { signature_png: `data:image/jpeg;base64,${jpeg.toString('base64')}` },
        422,
        'signature_png',
        SIGNATURE_MESSAGES.pngNotDataUrl,
      ],
      [{ signature_png: pngDataUrl(jpeg) }, 422, 'signature_png', SIGNATURE_MESSAGES.pngInvalid],
      [{ signature_png: 'data:image/png;base64,@@@@' }, 422, 'signature_png', SIGNATURE_MESSAGES.pngInvalid],
      [{ signature_png: pngDataUrl(truncated) }, 422, 'signature_png', SIGNATURE_MESSAGES.pngInvalid],
      [{ signature_png: pngDataUrl(magicThenJunk) }, 422, 'signature_png', SIGNATURE_MESSAGES.pngInvalid],
      [{ signature_png: pngDataUrl(wide) }, 422, 'signature_png', SIGNATURE_MESSAGES.pngTooManyPixels],
      [{ signature_png: pngDataUrl(await blankPng()) }, 422, 'signature_png', SIGNATURE_MESSAGES.pngEmpty],
      [{ signature_png: pngDataUrl(await noisePng()) }, 413, 'signature_png', SIGNATURE_MESSAGES.pngTooLarge],
      [{ terms_version: 2 }, 422, 'terms_version', SIGNATURE_MESSAGES.termsOutdated],
      [{ terms_version: 'een' }, 422, 'terms_version', SIGNATURE_MESSAGES.termsOutdated],
    ];
    for (const [change, status, field, message] of cases) {
      const res = await sign(jobId, good(change));
      const label = `${JSON.stringify(change).slice(0, 80)} → ${res.body.slice(0, 200)}`;
      expect(res.statusCode, label).toBe(status);
      expect(res.json().errors?.[field], label).toContain(message);
    }
    expect(await signatureRows()).toEqual(before);
  });

  it('refuses an unknown job (404) and a cancelled order (409)', async () => {
    const before = await signatureRows();
    for (const id of ['delivery-999999', 'levering-1', 'delivery-0']) {
      const res = await sign(id, good());
      expect(res.statusCode, id).toBe(404);
      expect(res.json().message).toBe(SCHEDULE_MESSAGES.jobNotFound);
    }
    const order = await api.createOk(newContactOrder([reservationOf(unit(5), day(1), day(2))]));
    expect((await api.revert(order.id)).statusCode).toBe(200);
    const cancelled = await sign(deliveryOf(order), good());
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().message).toBe(SIGNATURE_MESSAGES.orderCancelled);
    expect(await signatureRows()).toEqual(before);
  });

  it("lets a driver sign for today's jobs only; Kantoor may record one for any day", async () => {
    const driver = await createSignedInColleague(t, 'driver', 'chauffeur.teken@example.nl');
    const office = await createSignedInColleague(t, 'office', 'kantoor.teken@example.nl');
    const later = await api.createOk(newContactOrder([reservationOf(unit(0), day(5), day(6))]));
    const laterJob = deliveryOf(later);
    const before = await signatureRows();
    const refused = await sign(laterJob, good(), driver.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'forbidden', message: SIGNATURE_MESSAGES.otherDay });
    expect(refused.json().message).not.toBe(TEAM_MESSAGES.forbidden);
    expect(await signatureRows()).toEqual(before);

    const todays = await api.createOk(newContactOrder([reservationOf(unit(3), day(0), day(0))]));
    const byDriver = await sign(deliveryOf(todays), good(), driver.headers);
    expect(byDriver.statusCode, byDriver.body).toBe(200);
    expect(byDriver.json().entry.model.signed_by).toBe('Dirk driver');
    // The image is the office's (the driver prints it with the papers).
    const image = await t.app.inject({
      method: 'GET',
      url: byDriver.json().entry.model.image_url,
      headers: driver.headers,
    });
    expect(image.statusCode).toBe(403);

    const byOffice = await sign(laterJob, good(), office.headers);
    expect(byOffice.statusCode, byOffice.body).toBe(200);
  });
});
