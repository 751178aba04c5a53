import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startEmbeddedPostgres } from '../apps/server/test/support/embedded-postgres.ts';

/**
 * The same Playwright suite with the server on PostgreSQL: starts an embedded PostgreSQL on
 * loopback, creates a fresh database, runs `playwright test` (arguments are passed on) with
 * E2E_DATABASE_URL set (playwright.config.ts hands it to the server as DATABASE_URL), and stops
 * PostgreSQL afterwards, also when the tests fail or the run is interrupted. A wrapper rather
 * than Playwright's globalSetup, because Playwright starts the webServer before globalSetup runs.
 */
const postgres = await startEmbeddedPostgres();
let stopped = false;
const stop = async () => {
  if (stopped) return;
  stopped = true;
  await postgres.stop();
};

let exitCode = 1;
try {
  const database = `e2e_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: `${postgres.adminUrl}/postgres` });
  await admin.connect();
  await admin.query(`create database ${database}`);
  await admin.end();

  const playwrightCli = fileURLToPath(import.meta.resolve('@playwright/test/cli'));
  const child = spawn(process.execPath, [playwrightCli, 'test', ...process.argv.slice(2)], {
    cwd: import.meta.dirname,
    stdio: 'inherit',
    env: { ...process.env, E2E_DATABASE_URL: `${postgres.adminUrl}/${database}` },
  });
  // Ctrl-C reaches the child through the terminal's process group; wait for it, then clean up.
  const onSignal = (signal: NodeJS.Signals) => child.kill(signal);
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  exitCode = await new Promise<number>((resolve) => {
    child.on('error', () => resolve(1));
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
} finally {
  await stop();
}
process.exit(exitCode);
