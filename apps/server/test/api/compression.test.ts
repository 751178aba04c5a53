import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContactViaApi } from '../support/contacts-factories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Text assets leave the server compressed: the build's .br/.gz copies for the web app (chosen by
 * Accept-Encoding, Vary: Accept-Encoding), on-the-fly compression for API JSON above 1 KiB.
 */
let t: TestApp;
const html = `<!doctype html><html lang="nl"><head><title>x</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(40)}</body></html>`;
const js = `export const greeting = ${JSON.stringify('hallo '.repeat(200))};`;
const svg = `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(30)}</svg>`;

/** As the build does (apps/web/vite-precompress.ts): x, x.br and x.gz side by side. */
const writeWithCopies = (file: string, content: string) => {
  writeFileSync(file, content);
  writeFileSync(`${file}.br`, brotliCompressSync(content));
  writeFileSync(`${file}.gz`, gzipSync(content));
};

beforeAll(async () => {
  const webDist = mkdtempSync(path.join(os.tmpdir(), 'verhuur-web-'));
  mkdirSync(path.join(webDist, 'assets', 'flags'), { recursive: true });
  writeWithCopies(path.join(webDist, 'index.html'), html);
  writeWithCopies(path.join(webDist, 'assets', 'index-AbCdEf12.js'), js);
  writeWithCopies(path.join(webDist, 'assets', 'flags', 'nl.svg'), svg);
  t = await createTestApp({ webDist });
});
afterAll(() => t.close());

const get = (url: string, acceptEncoding?: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { ...headers, ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }) },
  });

const decoded = (res: Awaited<ReturnType<typeof get>>) => {
  const raw = res.rawPayload;
  if (res.headers['content-encoding'] === 'br') return brotliDecompressSync(raw).toString('utf8');
  if (res.headers['content-encoding'] === 'gzip') return gunzipSync(raw).toString('utf8');
  return raw.toString('utf8');
};

describe('static files of the web app', () => {
  it('go out as the brotli copy when the browser accepts br, with Vary and an immutable cache', async () => {
    const res = await get('/assets/index-AbCdEf12.js', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(decoded(res)).toBe(js);
  });

  it('go out gzip-compressed when only gzip is accepted, and plain without Accept-Encoding', async () => {
    const gz = await get('/assets/index-AbCdEf12.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toMatch(/accept-encoding/i);
    expect(decoded(gz)).toBe(js);

    const plain = await get('/assets/index-AbCdEf12.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(js);
  });

  it('compress index.html for app routes too, and never cache it without revalidating', async () => {
    for (const url of ['/login', '/contacts/123']) {
      const res = await get(url, 'br, gzip');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(decoded(res)).toBe(html);
    }
  });

  it('compress SVG files and leave unhashed files revalidated', async () => {
    const res = await get('/assets/flags/nl.svg', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(decoded(res)).toBe(svg);
  });
});

describe('API answers', () => {
  it('compress JSON above 1 KiB (brotli when accepted, else gzip), with Vary', async () => {
    const br = await get('/api/openapi.json', 'gzip, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(decoded(br)).openapi).toMatch(/^3\./);

    const gz = await get('/api/openapi.json', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decoded(gz)).openapi).toMatch(/^3\./);
  });

  it('leave small answers and clients without Accept-Encoding alone', async () => {
    const health = await get('/api/health', 'br, gzip');
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();

    const plain = await get('/api/openapi.json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().openapi).toMatch(/^3\./);
  });

  it('compress a signed-in list answer', async () => {
    for (let i = 0; i < 8; i++) {
      await createContactViaApi(t, {
        contact_type: 'individual',
        first_name: `Voornaam${i}`,
        last_name: `Achternaam${i}`,
        email_address: `persoon${i}@example.nl`,
        country: 'nl',
      });
    }
    const res = await get('/api/contacts.view', 'br', await t.authHeaders());
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    const body = JSON.parse(decoded(res));
    expect(body.results).toHaveLength(8);
    expect(res.rawPayload.length).toBeLessThan(Buffer.byteLength(decoded(res)));
  });
});
