/**
 * First-load cost of the web app, per route: builds (`npm run build`), starts the server
 * (`apps/server/src/main.ts`, demo data, production settings), and prints for each route the
 * JavaScript and CSS it loads (raw, gzip, brotli: the build's own .gz/.br copies, which the server
 * sends) and, for the routes that have them, the Lighthouse scores (mobile, default settings:
 * simulated slow 4G and 4× CPU slowdown) for performance, accessibility, best practices and SEO.
 * Signed-in routes run with the demo login in localStorage. The public booking page /boeken (its
 * own bundle; its budget: at most 70 KiB of JS gzip, every score at least 98) is measured on its
 * catalogue and an article page, with a photo uploaded to the first articles so its thumbnails
 * count, and next to static copies of those two pages (static-twin.ts: the host's floor, since the
 * page must be as fast as a static one); /login is the back office's page in the same run to compare with. Asserts nothing; the machine's load is
 * printed with the figures, since Lighthouse's performance score moves with it.
 *   node bench/web/run.ts [--no-build] [--no-lighthouse] [--runs=1] [--only=/login,/contacts] [--files]
 *     [--verbose]
 *     [--save=dir]   (--files: each route's chunks; --save: every Lighthouse report as JSON)
 * Chromium: /usr/bin/chromium (CHROME_PATH overrides).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';
import sharp from 'sharp';
import { freePort } from '../../apps/server/test/support/embedded-postgres.ts';
import { arg } from '../support/args.ts';
import { budgetOf, fetchIds, ROUTES, routeName, routePath } from './routes.ts';
import { startStaticTwin } from './static-twin.ts';

const RUNS = Number(arg('runs') ?? 1);
const ONLY = arg('only')?.split(',');
const BUILD = !process.argv.includes('--no-build');
const LIGHTHOUSE = !process.argv.includes('--no-lighthouse');
const root = path.resolve(import.meta.dirname, '../..');
const dist = path.join(root, 'apps/web/dist');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

const waitFor = async (url: string, child: ChildProcess) => {
  for (let i = 0; i < 3000; i++) {
    if (child.exitCode !== null) throw new Error(`the server ended (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer`);
};

/** Bytes of a built file as sent: raw, and its .gz and .br copies (raw when there is none). */
const sizesOf = (urlPath: string) => {
  const file = path.join(dist, decodeURIComponent(urlPath));
  const size = (f: string) => (existsSync(f) ? statSync(f).size : null);
  const raw = size(file) ?? 0;
  return { raw, gzip: size(`${file}.gz`) ?? raw, brotli: size(`${file}.br`) ?? raw };
};
type Sizes = ReturnType<typeof sizesOf>;
const add = (a: Sizes, b: Sizes): Sizes => ({
  raw: a.raw + b.raw,
  gzip: a.gzip + b.gzip,
  brotli: a.brotli + b.brotli,
});
const zero: Sizes = { raw: 0, gzip: 0, brotli: 0 };
const kb = (n: number) => `${(n / 1024).toFixed(1)}`;
const fmt = (s: Sizes) => `${kb(s.raw).padStart(6)} ${kb(s.gzip).padStart(6)} ${kb(s.brotli).padStart(6)}`;

const signInto = async (browser: Browser, base: string, session: string | null, user: string | null) => {
  const page = await browser.newPage();
  await page.goto(`${base}/favicon.svg`);
  await page.evaluate(
    (s, u) => {
      localStorage.clear();
      if (s) localStorage.setItem('auth-store', s);
      if (u) localStorage.setItem('user-store', u);
    },
    session,
    user,
  );
  await page.close();
};

/** The JS and CSS files a first visit of `url` loads (until the network is quiet). */
const assetsOf = async (browser: Browser, url: string) => {
  const page = await browser.newPage();
  await page.setCacheEnabled(false);
  const js = new Set<string>();
  const css = new Set<string>();
  page.on('response', (response) => {
    const type = response.request().resourceType();
    const { pathname } = new URL(response.url());
    if (type === 'script') js.add(pathname);
    if (type === 'stylesheet') css.add(pathname);
  });
  await page.goto(url, { waitUntil: 'networkidle0' });
  const finalPath = new URL(page.url()).pathname;
  await page.close();
  return {
    finalPath,
    js: [...js].map(sizesOf).reduce(add, zero),
    css: [...css].map(sizesOf).reduce(add, zero),
    files: js.size,
    names: [...js].map((p) => path.basename(p)),
  };
};

/**
 * A 1600×1200 JPEG (a phone photo's size) on each of the first four articles of /boeken, through
 * the API as staff upload one (the server makes the 400 px WebP thumbnail the catalogue shows);
 * returns the slug of the first, the article page measured.
 */
const withPhotos = async (base: string, bearer: { authorization: string }) => {
  const items = (await (await fetch(`${base}/api/booking.items`)).json()) as {
    results: Array<{ slug: string }>;
  };
  const staffItems = (await (
    await fetch(`${base}/api/items.view?limit=100`, { headers: bearer })
  ).json()) as {
    results: Array<{ id: number; name: string }>;
  };
  const photo = await sharp({
    create: { width: 1600, height: 1200, channels: 3, background: { r: 230, g: 90, b: 60 } },
  })
    .composite([
      {
        input: Buffer.from(
          '<svg width="1600" height="1200"><circle cx="800" cy="600" r="420" fill="#3b82f6"/><rect x="200" y="900" width="1200" height="200" fill="#facc15"/></svg>',
        ),
      },
    ])
    .jpeg({ quality: 85 })
    .toBuffer();
  for (const { slug } of items.results.slice(0, 4)) {
    const item = staffItems.results.find((i) => slugOf(i.name) === slug);
    if (!item) continue;
    const form = new FormData();
    form.set('file_name', `${slug}.jpg`);
    form.set('mime_type', 'image/jpeg');
    form.set('asset_type', 'asset/image');
    form.set('storage_config', JSON.stringify({ disk: 'public', container: 'images' }));
    form.set('asset', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), `${slug}.jpg`);
    const created = await fetch(`${base}/api/asset.create`, { method: 'POST', headers: bearer, body: form });
    if (!created.ok) throw new Error(`asset.create ${created.status} ${await created.text()}`);
    const asset = ((await created.json()) as { entry: { model: { id: number } } }).entry.model;
    const updated = await fetch(`${base}/api/item.update/${item.id}`, {
      method: 'PATCH',
      headers: { ...bearer, 'content-type': 'application/json' },
      body: JSON.stringify({ images: [asset.id] }),
    });
    if (!updated.ok) throw new Error(`item.update ${updated.status} ${await updated.text()}`);
  }
  const first = items.results[0]?.slug;
  if (!first) throw new Error('/boeken shows no articles');
  return first;
};

/** The catalogue's slug of a name (booking-catalogue.ts), to find the article staff-side. */
const slugOf = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

if (BUILD) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) throw new Error('npm run build failed');
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-web-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['apps/server/src/main.ts'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_DISABLED: '1',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
let chrome: chromeLauncher.LaunchedChrome | undefined;
try {
  await waitFor(`${base}/api/health`, server);
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demo@springplezier.nl', password: 'welkom123' }),
  });
  const auth = (await login.json()) as {
    authorization: { access_token: string; refresh_token: string; expires_in: number };
    user: unknown;
  };
  const bearer = { authorization: `Bearer ${auth.authorization.access_token}` };
  const ids = await fetchIds(
    async (url) => (await fetch(`${base}${url}`, { headers: bearer })).json(),
    await withPhotos(base, bearer),
  );
  const session = JSON.stringify({
    access_token: auth.authorization.access_token,
    refresh_token: auth.authorization.refresh_token,
    expires_at: Date.now() + auth.authorization.expires_in * 1000,
    token_type: 'Bearer',
    status: 'authenticated',
    auth_type: 'jwt',
  });
  const user = JSON.stringify(auth.user);

  chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });

  console.log(`bench/web on ${base}, Chromium ${await browser.version()}, ${os.cpus().length} cores`);
  console.log(
    `load average at start: ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}\n`,
  );
  console.log(
    `${'route'.padEnd(24)} ${'JS KiB: raw   gzip brotli'.padEnd(26)} ${'CSS KiB: raw  gzip brotli'.padEnd(26)} files  Lighthouse perf/a11y/bp/seo`,
  );
  const lhRuns: Record<string, number[][]> = {};
  /** RUNS Lighthouse runs of `url` as perf/a11y/bp/seo texts, each also kept for the medians. */
  const lighthouseRuns = async (url: string, name: string, signedIn: boolean) => {
    const scores: string[] = [];
    for (let run = 0; run < RUNS; run++) {
      await signInto(browser, base, signedIn ? session : null, signedIn ? user : null);
      const result = await lighthouse(url, {
        port: chrome?.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        disableStorageReset: true,
      });
      const c = result?.lhr.categories;
      const triple = [
        c?.performance?.score,
        c?.accessibility?.score,
        c?.['best-practices']?.score,
        c?.seo?.score,
      ].map((s) => Math.round((s ?? Number.NaN) * 100));
      lhRuns[name] = [...(lhRuns[name] ?? []), triple];
      const saveDir = arg('save');
      if (saveDir && result) {
        mkdirSync(saveDir, { recursive: true });
        const file = path.join(
          saveDir,
          `${name.replace(/[/:?= ]+/g, '_').replace(/^_/, '') || 'root'}-${run + 1}.json`,
        );
        writeFileSync(file, JSON.stringify(result.lhr));
      }
      scores.push(triple.join('/'));
      if (process.argv.includes('--verbose') && result) {
        const a = result.lhr.audits;
        console.log(
          `    FCP ${a['first-contentful-paint']?.displayValue} LCP ${a['largest-contentful-paint']?.displayValue} TBT ${a['total-blocking-time']?.displayValue} CLS ${a['cumulative-layout-shift']?.displayValue} SI ${a['speed-index']?.displayValue}`,
        );
        for (const [id, audit] of Object.entries(a)) {
          if (audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary') {
            console.log(`    failed: ${id} ${JSON.stringify(audit.details ?? {}).slice(0, 600)}`);
          }
        }
      }
    }
    return scores;
  };
  for (const route of ROUTES) {
    const name = routeName(route);
    if (ONLY && !ONLY.includes(name)) continue;
    const url = `${base}${routePath(route, ids)}`;
    await signInto(browser, base, route.signedIn ? session : null, route.signedIn ? user : null);
    const assets = await assetsOf(browser, url);
    const scores = route.lighthouse && LIGHTHOUSE ? await lighthouseRuns(url, name, route.signedIn) : [];
    if (process.argv.includes('--files')) console.log(`    ${assets.names.join(' ')}`);
    const redirected = assets.finalPath !== new URL(url).pathname ? ` (→ ${assets.finalPath})` : '';
    const over = assets.js.gzip > budgetOf(route) * 1024 ? `  OVER its ${budgetOf(route)} KiB budget` : '';
    console.log(
      `${name.padEnd(24)} ${fmt(assets.js).padEnd(26)} ${fmt(assets.css).padEnd(26)} ${String(assets.files).padStart(5)}  ${scores.join('  ')}${redirected}${over}`,
    );
  }
  // The booking pages against static copies of themselves, in the same run.
  const bookingPaths = ['/boeken', `/boeken/artikel/${ids.bookingSlug}`];
  const bookingNames = ['/boeken', '/boeken/artikel/:slug'];
  if (LIGHTHOUSE && bookingNames.some((name) => !ONLY || ONLY.includes(name))) {
    const twin = await startStaticTwin({ browser, base, paths: bookingPaths });
    try {
      for (const [i, page] of bookingNames.entries()) {
        if (ONLY && !ONLY.includes(page)) continue;
        const name = `static copy of ${page}`;
        console.log(
          `${name.padEnd(24)} ${''.padEnd(26)} ${''.padEnd(26)} ${'0'.padStart(5)}  ${(await lighthouseRuns(twin.urlOf(i), name, false)).join('  ')}`,
        );
      }
    } finally {
      await twin.close();
    }
  }
  if (RUNS > 1) {
    console.log('\nmedian Lighthouse scores (perf/a11y/bp/seo):');
    for (const [name, runs] of Object.entries(lhRuns)) {
      console.log(
        `  ${name.padEnd(24)} ${[0, 1, 2, 3].map((i) => median(runs.map((r) => r[i] ?? Number.NaN))).join('/')}`,
      );
    }
  }
  console.log(
    `\nload average at end: ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  await browser.disconnect();
} finally {
  await chrome?.kill();
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
