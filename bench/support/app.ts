import { buildApp } from '../../apps/server/src/app.ts';
import { type Config, loadConfig } from '../../apps/server/src/config.ts';
import { openDatabase } from '../../apps/server/src/db/database.ts';
import type { DatabaseKind } from '../../apps/server/src/db/dialect.ts';
import { createUser } from '../../apps/server/src/features/users/index.ts';
import { openBenchDatabase } from './database.ts';

export type BenchApp = {
  app: Awaited<ReturnType<typeof buildApp>>;
  /** The app's DATABASE_URL (a SQLite file or a postgres URL), for what a bench runs beside it. */
  databaseUrl: string;
  /** Bearer headers of the signed-in bench user. */
  headers: { authorization: string };
  /** Closes the app, then stops and removes its database. */
  close: () => Promise<void>;
};

const BENCH_USER = { email: 'bench@example.nl', password: 'bench1234' } as const;

/**
 * The real app (every plugin; no logger and no rate limit, so thousands of requests from one
 * client are measured rather than logged or refused) on a fresh database with a user signed in:
 * the benches measure requests through app.inject as a signed-in person makes them.
 */
export const startBenchApp = async (kind: DatabaseKind): Promise<BenchApp> => {
  const target = await openBenchDatabase(kind);
  const config: Config = {
    ...loadConfig({
      DATA_DIR: target.dataDir,
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
      RATE_LIMIT_DISABLED: '1',
    }),
    databaseKind: kind,
    databaseUrl: target.url,
  };
  const database = openDatabase(kind, target.url);
  let app: BenchApp['app'] | undefined;
  const close = async () => {
    try {
      await app?.close();
      await database.destroy();
    } finally {
      await target.close();
    }
  };
  try {
    app = await buildApp({ config, database, logger: false });
    await createUser({ db: app.ctx.db, input: { ...BENCH_USER, given_name: 'Bench', family_name: 'Mark' } });
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: BENCH_USER.email, password: BENCH_USER.password },
    });
    if (login.statusCode !== 200) throw new Error(`bench sign-in: ${login.statusCode} ${login.body}`);
    const headers = { authorization: `Bearer ${login.json().authorization.access_token}` };
    return { app, databaseUrl: target.url, headers, close };
  } catch (error) {
    await close();
    throw error;
  }
};
