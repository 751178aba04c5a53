import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BOOT_ELEMENT_ID, type BookingBoot } from '@app/booking-view';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeIdentity } from '../support/invoices-factories.ts';
import { createItem, createUnit } from '../support/items-factories.ts';
import { createCatalog } from '../support/orders-factories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/** The page's own shell (apps/web/booking.html): the server draws into the marks it keeps. */
const SHELL = readFileSync(new URL('../../../web/booking.html', import.meta.url), 'utf8');

const bootOf = (html: string): BookingBoot => {
  const match = new RegExp(`<script type="application/json" id="${BOOT_ELEMENT_ID}">(.*?)</script>`).exec(
    html,
  );
  expect(match, 'the page carries its data for the script').not.toBeNull();
  return JSON.parse(match?.[1] ?? 'null') as BookingBoot;
};

const mainOf = (html: string) => /<main id="app"[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '';

describe('/boeken drawn on the server (as fast as a static page)', () => {
  let t: TestApp;
  let catalog: Awaited<ReturnType<typeof createCatalog>>;
  const webDist = mkdtempSync(path.join(os.tmpdir(), 'verhuur-web-'));
  const page = (url: string) => t.app.inject({ method: 'GET', url, remoteAddress: '10.0.0.7' });
  const api = async (url: string) => (await t.app.inject({ method: 'GET', url: `/api${url}` })).json();

  beforeAll(async () => {
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Backoffice</title>');
    mkdirSync(path.join(webDist, 'booking'));
    writeFileSync(path.join(webDist, 'booking', 'booking.html'), SHELL);
    t = await createTestApp({ webDist });
    await t.app.ready();
    await writeIdentity(t.ctx.db);
    catalog = await createCatalog(t, 2);
    const odd = await createItem(t, {
      name: 'Kasteel <script>alert("x")</script> & co',
      type: 'rentable',
      status: 'active',
      price: 7_500,
      description: '</script><img src=x onerror=alert(1)>',
    });
    await createUnit(t, { item_id: odd.id, serial_number: 'ODD-1' });
    await createItem(t, { name: 'Gepauzeerd Kasteel', type: 'rentable', status: 'paused', price: 9000 });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('draws the catalogue with what booking.items answers, the shop in the bar, its data for the script', async () => {
    const res = await page('/boeken');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const items = await api('/booking.items');
    const main = mainOf(res.body);
    expect(main).toContain('<h1>Kies je springkasteel</h1>');
    for (const item of items.results) expect(main).toContain(`href="/boeken/artikel/${item.slug}"`);
    expect(main).not.toContain('Gepauzeerd Kasteel');
    expect(main).not.toContain('Laden…');
    // The shop: its name in the bar and the title, its colour as --brand.
    expect(items.shop.company_name).not.toBe('');
    expect(res.body).toContain(`<span id="brand-name">${items.shop.company_name}</span>`);
    expect(res.body).toContain(`<title>Online boeken – ${items.shop.company_name}</title>`);
    expect(res.body).toContain(`<html lang="nl" style="--brand:${items.shop.brand_color}">`);
    // The data the script takes over is the public answer, nothing more; no second fetch of it.
    const boot = bootOf(res.body);
    expect(boot).toMatchObject({ path: '/boeken', item: null, free: null });
    expect(boot.catalogue).toEqual(items);
    expect(res.body).not.toContain('rel="preload" href="/api/booking.items"');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('never writes a text from the catalogue as markup', async () => {
    const res = await page('/boeken');
    expect(res.body).not.toContain('<script>alert');
    expect(res.body).not.toContain('<img src=x');
    expect(mainOf(res.body)).toContain('Kasteel &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; co');
    // Only the page's own two script elements: the module and its data.
    expect(res.body.match(/<script/g)).toHaveLength(2);
    expect(res.body.match(/<\/script>/g)).toHaveLength(2);
    expect(bootOf(res.body).catalogue?.results.map((r) => r.name)).toContain(
      'Kasteel <script>alert("x")</script> & co',
    );
  });

  it('draws an article with this month of its calendar as booking.availability answers', async () => {
    const res = await page('/boeken/artikel/springkasteel-jungle');
    expect(res.statusCode).toBe(200);
    const boot = bootOf(res.body);
    const entry = await api('/booking.item/springkasteel-jungle');
    expect(boot.item).toEqual(entry.entry.model);
    expect(boot.catalogue).toBeNull();
    const month = boot.today.slice(0, 7);
    const last = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();
    const free = await api(
      `/booking.availability/springkasteel-jungle?from=${boot.today}&until=${month}-${String(last).padStart(2, '0')}`,
    );
    expect(boot.free).toEqual(free.results.map((r: { day: string; free: number }) => [r.day, r.free]));
    const main = mainOf(res.body);
    expect(main).toContain(`<h1>${entry.entry.model.name}</h1>`);
    expect(main).toContain('id="calendar"');
    expect(main).toContain('id="add-to-cart"');
    // Every day of the month is a button; the free ones (today on) are not disabled.
    const enabled = [
      ...main.matchAll(/<button type="button" aria-pressed="false" aria-label="[^"]+" data-day="([^"]+)"/g),
    ].map((m) => m[1]);
    const freeDays = free.results
      .filter((r: { free: number }) => r.free > 0)
      .map((r: { day: string }) => r.day);
    expect(enabled).toEqual(freeDays);
    expect(freeDays.length).toBeGreaterThan(0);
    expect([...main.matchAll(/data-day="/g)]).toHaveLength(last);
    expect(res.body).toContain(`<title>${entry.entry.model.name} – `);
  });

  it('leaves other pages, unknown and paused articles to the script, still as a 200 page', async () => {
    for (const url of [
      '/boeken/winkelwagen',
      '/boeken/status/abc',
      '/boeken/artikel/bestaat-niet',
      '/boeken/artikel/gepauzeerd-kasteel',
      '/boeken/iets/anders',
    ]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(mainOf(res.body), url).toContain('Laden…');
      expect(res.body, url).not.toContain(`id="${BOOT_ELEMENT_ID}"`);
      // The script will need the catalogue: its preload stays.
      expect(res.body, url).toContain('rel="preload" href="/api/booking.items"');
    }
    // A trailing slash is the same page.
    expect(mainOf((await page('/boeken/')).body)).toContain('Kies je springkasteel');
  });

  it('shows a change to the catalogue on the next load', async () => {
    const update = await t.app.inject({
      method: 'PATCH',
      url: `/api/item.update/${catalog.castle.id}`,
      headers: await t.authHeaders(),
      payload: { price: 12_345 },
    });
    expect(update.statusCode, update.body).toBe(200);
    expect(mainOf((await page('/boeken')).body)).toContain('€\u00a0123,45 per dag');
    expect(mainOf((await page('/boeken/artikel/springkasteel-jungle')).body)).toContain(
      '€\u00a0123,45 per dag',
    );
  });
});
