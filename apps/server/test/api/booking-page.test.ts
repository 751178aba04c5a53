import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

describe('the public booking page /boeken', () => {
  let t: TestApp;
  const webDist = mkdtempSync(path.join(os.tmpdir(), 'verhuur-web-'));
  beforeAll(async () => {
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Backoffice</title>');
    mkdirSync(path.join(webDist, 'booking'));
    writeFileSync(
      path.join(webDist, 'booking', 'booking.html'),
      '<!doctype html><title>Online boeken</title>',
    );
    t = await createTestApp({ webDist });
    await t.app.ready();
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('serves its own page for /boeken and below, without login, never framable by default', async () => {
    for (const url of ['/boeken', '/boeken/artikel/springkasteel', '/boeken/status/abc']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('Online boeken');
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      // A public page opened from a shop's site: no process swap for an opener policy (bench/web).
      expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
    }
    // The back office keeps it.
    expect((await t.app.inject({ method: 'GET', url: '/login' })).headers['cross-origin-opener-policy']).toBe(
      'same-origin',
    );
  });

  it('may be framed only by the origins in the settings; the back office never', async () => {
    const headers = await t.authHeaders();
    const set = await t.app.inject({
      method: 'PATCH',
      url: '/api/booking.settings',
      headers,
      payload: { booking_frame_ancestors: ['https://www.springplezier.nl'] },
    });
    expect(set.statusCode, set.body).toBe(200);
    const page = await t.app.inject({ method: 'GET', url: '/boeken' });
    expect(page.headers['content-security-policy']).toContain('frame-ancestors https://www.springplezier.nl');
    expect(page.headers['x-frame-options']).toBeUndefined();
    for (const url of ['/', '/orders', '/api/booking.items']) {
      const other = await t.app.inject({ method: 'GET', url });
      expect(other.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(other.headers['x-frame-options']).toBeDefined();
    }
    const bad = await t.app.inject({
      method: 'PATCH',
      url: '/api/booking.settings',
      headers,
      payload: { booking_frame_ancestors: ["'self' *"] },
    });
    expect(bad.statusCode).toBe(422);
  });

  it('serves the embed script that sizes the iframe, loadable from other sites, and keeps the wildcard page for the rest', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/boeken/embed.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/javascript');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.body).toContain('boeken:height');
    expect(res.body).toContain('iframe[data-springplezier-boeken]');
    // The script checks the sender's origin against its own.
    expect(res.body).toContain('e.origin!==o');
  });

  it('refuses bad booking settings in Dutch and changes nothing', async () => {
    const headers = await t.authHeaders();
    const before = (await t.app.inject({ method: 'GET', url: '/api/booking.settings', headers })).json();
    for (const payload of [
      { booking_frame_ancestors: ['https://www.springplezier.nl/boeken'] },
      { booking_frame_ancestors: ['http://www.springplezier.nl'] },
      { booking_hold_hours: 0 },
      { booking_terms_text: 'x'.repeat(20_001) },
    ]) {
      const res = await t.app.inject({ method: 'PATCH', url: '/api/booking.settings', headers, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      const [key] = Object.keys(payload);
      const messages = Object.entries(res.json().errors as Record<string, string[]>)
        .filter(([field]) => field.startsWith(key ?? '-'))
        .flatMap(([, m]) => m);
      expect(messages.length, res.body).toBeGreaterThan(0);
      // Dutch, not zod's English.
      for (const message of messages) expect(message).not.toMatch(/expected|invalid|too small/i);
    }
    const after = (await t.app.inject({ method: 'GET', url: '/api/booking.settings', headers })).json();
    expect(after).toEqual(before);

    const good = await t.app.inject({
      method: 'PATCH',
      url: '/api/booking.settings',
      headers,
      payload: {
        booking_hold_hours: 24,
        booking_auto_confirm: true,
        booking_terms_text: 'Nieuwe voorwaarden',
      },
    });
    expect(good.statusCode, good.body).toBe(200);
    // A changed text is the next version of the rental terms.
    expect(good.json()).toMatchObject({
      booking_hold_hours: 24,
      booking_auto_confirm: true,
      booking_terms_text: 'Nieuwe voorwaarden',
      booking_terms_version: '2',
    });
  });
});
