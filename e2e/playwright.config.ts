import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests against the real server (SQLite in a fresh temp DATA_DIR, seeded with the demo
 * account) serving the built SPA. Run `npm run test:e2e` at the root: it builds the SPA first.
 * `npm run test:e2e:postgres` runs the same suite through run-postgres.ts, which starts an
 * embedded PostgreSQL and sets E2E_DATABASE_URL: the server then runs on that database.
 * The config is evaluated in the runner and again in each worker; workers inherit the env, so the
 * temp dir is created once and shared through E2E_DATA_DIR (tests read reset mails from it).
 */
const port = Number(process.env.E2E_PORT ?? 4310);
const baseURL = `http://127.0.0.1:${port}`;
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'verhuur-e2e-'));
const dataDir = process.env.E2E_DATA_DIR;

// Debian's chromium-headless-shell (the old headless mode, what Playwright itself runs headless)
// costs far less per browser context than full Chromium in headless mode; .ci/run installs it.
// E2E_CHROMIUM names another binary.
const systemChromium =
  process.env.E2E_CHROMIUM ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((binary) => existsSync(binary));
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export default defineConfig({
  testDir: './tests',
  // A second run at the same time (another E2E_PORT) needs its own folder: Playwright empties it
  // at the start of a run.
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: 'list',
  // A test is a whole flow (a dozen screens, axe checks): 60 s is its budget on a busy shared
  // machine; each single wait stays at 7 s.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  forbidOnly: Boolean(process.env.CI),
  globalTeardown: './support/global-teardown.ts',
  use: {
    baseURL,
    locale: 'nl-NL',
    timezoneId: 'Europe/Amsterdam',
    // No trace by default: recording one (a screencast and DOM snapshots of every step) made the
    // whole suite about 40 % slower, for files a CI run throws away. E2E_TRACE=1 records one and
    // keeps it for a failed test (`npx playwright show-trace`); a failure always leaves a screenshot.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    headless: true,
    launchOptions: systemChromium
      ? { executablePath: systemChromium, args: chromiumArgs }
      : { args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    // process.execPath: the same Node (24, from npm's PATH) that runs Playwright.
    command: `"${process.execPath}" ../apps/server/src/main.ts`,
    cwd: import.meta.dirname,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // Empty means SQLite in DATA_DIR, also when the shell happens to have a DATABASE_URL.
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
      APP_URL: baseURL,
      RATE_LIMIT_DISABLED: '1',
      // No nightly backup: on a fresh database it would run right at start, next to the first
      // tests; no screen here is about backups (the API suite tests them).
      BACKUP_TIME: 'off',
      // One server process: the suite tests screens, and Chromium already needs the cores of a
      // small CI machine. Several workers are proven by apps/server/test/api/start-workers.test.ts;
      // E2E_WEB_CONCURRENCY runs the suite against them.
      WEB_CONCURRENCY: process.env.E2E_WEB_CONCURRENCY ?? '1',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      // iDEAL stays off (as without a Mollie account) unless E2E_MOLLIE_API_KEY is given: then the
      // invoice mails and reminders carry "Betaal met iDEAL" (reminders.spec.ts checks both ways).
      MOLLIE_API_KEY: process.env.E2E_MOLLIE_API_KEY ?? '',
    },
  },
});
