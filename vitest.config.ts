import { defineConfig } from 'vitest/config';

// Three projects: pure unit tests (domain, contracts, web lib), API integration tests (Fastify
// app.inject against a real database; TEST_DB=postgres selects embedded PostgreSQL), and `start`:
// `npm start` on a fresh copy of the repository, as the README has a newcomer run it.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/test/**/*.test.ts',
            'apps/web/test/**/*.test.{ts,tsx}',
            'apps/server/test/unit/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/test/api/**/*.test.ts'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          // Two files at a time even on a 2-core machine (vitest's default there is one): much of
          // this suite waits rather than computes (spawned servers, a 60 s outbox lease in
          // start-workers, embedded PostgreSQL), so a second fork fills those waits. Each file
          // has its own database and temp dir, so files do not share state.
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'start',
          include: ['apps/server/test/start/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 300_000,
          pool: 'forks',
        },
      },
    ],
  },
});
