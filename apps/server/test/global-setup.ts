import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from './support/embedded-postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Admin URL of the embedded PostgreSQL server (without database), or '' on SQLite. */
    pgAdminUrl: string;
  }
}

/** With TEST_DB=postgres the API suite runs against a real PostgreSQL started here, on loopback. */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DB !== 'postgres') {
    project.provide('pgAdminUrl', '');
    return;
  }
  const pg = await startEmbeddedPostgres();
  project.provide('pgAdminUrl', pg.adminUrl);
  return pg.stop;
}
