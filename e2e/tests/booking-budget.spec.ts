import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

/** /boeken loads at most 70 KiB of JavaScript (gzip), its own bundle. */
const BUDGET_BYTES = 70 * 1024;
const dist = path.resolve(import.meta.dirname, '../../apps/web/dist');

/** Bytes of a built file as the server sends it: its .gz copy, else gzip of the file. */
const gzipBytes = (urlPath: string) => {
  const file = path.join(dist, decodeURIComponent(urlPath));
  if (existsSync(`${file}.gz`)) return readFileSync(`${file}.gz`).length;
  return gzipSync(readFileSync(file), { level: 9 }).length;
};

test('/boeken loads at most 70 KiB of JavaScript (gzip), none of the back office, and is findable', async ({
  page,
}) => {
  const scripts = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.add(new URL(response.url()).pathname);
  });
  for (const url of ['/boeken', '/boeken/artikel/springkasteel-prinses', '/boeken/winkelwagen']) {
    await page.goto(url);
    await expect(page.locator('main h1')).toBeVisible();
  }
  expect(scripts.size).toBeGreaterThan(0);
  // Only the booking build's own chunks: nothing of the back office's bundle.
  for (const script of scripts) expect(script).toMatch(/^\/booking\//);
  const total = [...scripts].reduce((sum, script) => sum + gzipBytes(script), 0);
  expect(total, `${[...scripts].join(', ')}: ${(total / 1024).toFixed(1)} KiB gzip`).toBeLessThanOrEqual(
    BUDGET_BYTES,
  );

  // What search engines and Lighthouse's SEO audit read from the page itself.
  await page.goto('/boeken');
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/);
  await expect(page.locator('meta[name="viewport"]')).toHaveAttribute('content', /width=device-width/);
  await expect(page).toHaveTitle(/\S/);
});
