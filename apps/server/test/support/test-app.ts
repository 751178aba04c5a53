import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { type Config, loadConfig } from '../../src/config.ts';
import { openDatabase } from '../../src/db/database.ts';
import { createUser } from '../../src/features/users/index.ts';

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export const TEST_USER = { email: 'tester@example.nl', password: 'geheim123' } as const;

export const createPostgresDatabase = async (adminUrl: string) => {
  const name = `t_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: `${adminUrl}/postgres` });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  return `${adminUrl}/${name}`;
};

/**
 * A real app on a fresh, migrated database: a temporary SQLite file, or a new database on the
 * embedded PostgreSQL server when the suite runs with TEST_DB=postgres. Requests go through
 * `app.inject()`; `authHeaders()` logs in a test user once.
 */
export const createTestApp = async (overrides: Partial<Config> & { env?: NodeJS.ProcessEnv } = {}) => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'verhuur-test-'));
  const adminUrl = inject('pgAdminUrl');
  const databaseUrl = adminUrl ? await createPostgresDatabase(adminUrl) : path.join(dataDir, 'test.sqlite');
  const { env, ...configOverrides } = overrides;
  const config: Config = {
    ...loadConfig({
      DATA_DIR: dataDir,
      JWT_SECRET: 'test-secret-test-secret-test-secret',
      RATE_LIMIT_DISABLED: '1',
      // No nightly backup in every test app; tests of the backup switch it on.
      BACKUP_TIME: 'off',
      ...env,
    }),
    databaseUrl,
    databaseKind: adminUrl ? 'postgres' : 'sqlite',
    ...configOverrides,
  };
  const database = openDatabase(config.databaseKind, config.databaseUrl);
  // Every answer is also checked against its contract (and the stripped answer against zod's).
  const app = await buildApp({ config, database, logger: false, checkResponses: true });
  let headers: Record<string, string> | undefined;

  return {
    app,
    ctx: app.ctx,
    config,
    dataDir,
    /** Bearer headers of a logged-in test user (created on first use). */
    authHeaders: async () => {
      if (headers) return headers;
      await createUser({
        db: app.ctx.db,
        input: { ...TEST_USER, given_name: 'Test', family_name: 'Gebruiker' },
      });
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: TEST_USER.email, password: TEST_USER.password },
      });
      headers = { authorization: `Bearer ${res.json().authorization.access_token}` };
      return headers;
    },
    close: async () => {
      await app.close();
      await database.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
