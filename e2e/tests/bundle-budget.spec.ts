import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { budgetOf, fetchIds, ROUTES, routeName, routePath } from '../../bench/web/routes.ts';
import { createSignedInClient } from '../support/api-client.ts';
import { createStoredSession, storeSessionOnNextLoad } from '../support/auth.ts';

/**
 * The first-load budget of every route `npm run bench:web` measures (bench/web/routes.ts: the back
 * office at most 200 KiB of JavaScript gzip, the sign-in screens 140), counted as the bench counts:
 * a first visit with the browser cache off, every script it loads until the network is quiet,
 * each at the size of the build's own .gz copy (what the server sends). Sizes, not times: the
 * same build gives the same figures. In the bench's window (Puppeteer's default 800 × 600), since
 * what sits near the viewport (a record's history) loads with the page. The public booking pages
 * have their own guard (booking-budget.spec.ts).
 */
const dist = path.resolve(import.meta.dirname, '../../apps/web/dist');
test.use({ viewport: { width: 800, height: 600 } });

const gzipBytes = (urlPath: string) => {
  const file = path.join(dist, decodeURIComponent(urlPath));
  return statSync(existsSync(`${file}.gz`) ? `${file}.gz` : file).size;
};

test('every route loads at most its budget of JavaScript (gzip) on a first visit', async ({ page }) => {
  const client = await createSignedInClient(page.request);
  const ids = await fetchIds((url) => client.get(url), '');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  let scripts = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.add(new URL(response.url()).pathname);
  });
  // The sign-in screens first, while there is no session (a signed-in visit is sent on).
  const routes = ROUTES.filter((route) => !routeName(route).startsWith('/boeken')).sort(
    (a, b) => Number(a.signedIn) - Number(b.signedIn),
  );
  let signedIn = false;
  for (const route of routes) {
    await test.step(routeName(route), async () => {
      if (route.signedIn && !signedIn) {
        await storeSessionOnNextLoad(page, await createStoredSession(page.request));
        signedIn = true;
      }
      const url = routePath(route, ids);
      expect(url, 'a record for the route').not.toContain('undefined');
      scripts = new Set();
      await page.goto(url, { waitUntil: 'networkidle' });
      expect.soft(new URL(page.url()).pathname, 'the route itself, not a redirect').toBe(url);
      const kib = [...scripts].reduce((sum, script) => sum + gzipBytes(script), 0) / 1024;
      expect
        .soft(kib, `${routeName(route)}: ${kib.toFixed(1)} KiB of JavaScript (gzip) in ${scripts.size} files`)
        .toBeLessThanOrEqual(budgetOf(route));
    });
  }
});
