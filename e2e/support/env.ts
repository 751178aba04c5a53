/** The temp DATA_DIR the server of this run uses (set by playwright.config.ts). */
export function dataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set; run the tests through playwright.config.ts');
  return dir;
}

/** The seeded demo account (apps/server seed). */
export const DEMO_USER = {
  email: 'demo@springplezier.nl',
  password: 'welkom123',
  givenName: 'Demi',
  familyName: 'de Boer',
} as const;

/** The PostgreSQL database of this run (set by run-postgres.ts), or null when it runs on SQLite. */
export function postgresUrl(): string | null {
  return process.env.E2E_DATABASE_URL || null;
}
