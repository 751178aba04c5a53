import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  const { mkdtempSync } = await import('node:fs');
  const os = await import('node:os');
  const webDist = mkdtempSync(path.join(os.tmpdir(), 'verhuur-web-'));
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html lang="nl"><div id="root"></div></html>',
  );
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'assets', 'main-AbCdEf12.js'), 'console.log(1)');
  t = await createTestApp({ webDist });
});
afterAll(() => t.close());

describe('serving the web app', () => {
  it('answers index.html for app routes (history fallback), uncached', async () => {
    for (const url of ['/', '/login', '/contacts/123/edit', '/sales_invoices/abc?open=items']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets with a long cache and security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/main-AbCdEf12.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('answers JSON 404 for missing files and never index.html for the API', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Niet gevonden.', code: 'not_found' });
    const api = await t.app.inject({ method: 'GET', url: '/api/unknown', headers: await t.authHeaders() });
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe('not_found');
  });
});
