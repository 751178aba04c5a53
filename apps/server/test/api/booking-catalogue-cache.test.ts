import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { openDatabase } from '../../src/db/database.ts';
import { writeIdentity } from '../support/invoices-factories.ts';
import { createCatalog } from '../support/orders-factories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

type App = TestApp['app'];

const get = (app: App, url: string, etag?: string) =>
  app.inject({
    method: 'GET',
    url: `/api${url}`,
    remoteAddress: '10.0.0.9',
    ...(etag ? { headers: { 'if-none-match': etag } } : {}),
  });

describe('online booking: the catalogue answers per change, also across processes', () => {
  let t: TestApp;
  let other: App;
  let otherDb: ReturnType<typeof openDatabase>;
  let catalog: Awaited<ReturnType<typeof createCatalog>>;
  const staff = async (method: 'PATCH' | 'POST', url: string, payload: Record<string, unknown>) => {
    const res = await t.app.inject({ method, url: `/api${url}`, headers: await t.authHeaders(), payload });
    expect(res.statusCode, res.body).toBe(200);
  };

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.ready();
    await writeIdentity(t.ctx.db);
    catalog = await createCatalog(t, 2);
    // A second server process on the same database: it must never answer from a stale cache.
    otherDb = openDatabase(t.config.databaseKind, t.config.databaseUrl);
    other = await buildApp({ config: t.config, database: otherDb, logger: false });
  });
  afterAll(async () => {
    await other.close();
    await otherDb.destroy();
    await t.close();
  });

  it('sends an ETag the browser revalidates with: 304 without a body while nothing changed', async () => {
    const first = await get(other, '/booking.items');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await get(other, '/booking.items', etag);
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // The same answer from the other process, with the same ETag.
    const elsewhere = await get(t.app, '/booking.items', etag);
    expect(elsewhere.statusCode).toBe(304);

    const item = await get(other, '/booking.item/springkasteel-jungle');
    expect(item.statusCode).toBe(200);
    expect(item.headers.etag).not.toBe(etag);
    expect(
      (await get(other, '/booking.item/springkasteel-jungle', String(item.headers.etag))).statusCode,
    ).toBe(304);
    // An unknown article stays a 404, never a cached or revalidated answer.
    expect((await get(other, '/booking.item/bestaat-niet', etag)).statusCode).toBe(404);
  });

  it('shows a price change made by another process on the next request, with a new ETag', async () => {
    const before = await get(other, '/booking.items');
    const etag = String(before.headers.etag);
    const itemBefore = await get(other, '/booking.item/springkasteel-jungle');
    await staff('PATCH', `/item.update/${catalog.castle.id}`, { price: 13_900 });

    const after = await get(other, '/booking.items', etag);
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(after.json().results.find((r: { slug: string }) => r.slug === 'springkasteel-jungle').price).toBe(
      13_900,
    );
    const itemAfter = await get(other, '/booking.item/springkasteel-jungle', String(itemBefore.headers.etag));
    expect(itemAfter.statusCode).toBe(200);
    expect(itemAfter.json().entry.model.price).toBe(13_900);
  });

  it('follows units taken out of service, paused articles and the booking settings', async () => {
    const maxOf = async () =>
      (await get(other, '/booking.items'))
        .json()
        .results.find((r: { slug: string }) => r.slug === 'springkasteel-jungle')?.max_quantity;
    expect(await maxOf()).toBe(2);
    const unit = catalog.castleUnits[0];
    if (!unit) throw new Error('no unit');
    await staff('PATCH', `/unit.update/${unit.id}`, { available: false });
    expect(await maxOf()).toBe(1);
    await staff('PATCH', `/unit.update/${unit.id}`, { available: true });
    expect(await maxOf()).toBe(2);

    await staff('PATCH', '/booking.settings', { booking_brand_color: '#123456' });
    expect((await get(other, '/booking.items')).json().shop.brand_color).toBe('#123456');

    await staff('PATCH', `/item.update/${catalog.balloons.id}`, { status: 'paused' });
    const slugs = (await get(other, '/booking.items')).json().results.map((r: { slug: string }) => r.slug);
    expect(slugs).toEqual(['springkasteel-jungle']);
    expect((await get(other, '/booking.item/ballonnenset')).statusCode).toBe(404);
  });
});
