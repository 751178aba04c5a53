/**
 * Schema-derived fuzzing of every operation in the OpenAPI document (so a route added later is
 * covered without touching this file), on SQLite and on PostgreSQL (TEST_DB=postgres): malformed
 * path parameters, queries and bodies. No answer may be a 5xx; every 4xx is JSON with a Dutch
 * `message` and no stack trace or SQL; and a refused write changes nothing. A fixed seed and a
 * fixed number of runs per operation keep it bounded (about a minute per database).
 */
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../src/start/seed-demo-data.ts';
import {
  answersHtmlPage,
  type FuzzRequest,
  mutationsFor,
  type Operation,
  operationsOf,
  problemWith,
  requestsFor,
} from '../support/openapi-fuzz.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const SEED = 20_261_122;
const RUNS_PER_OPERATION = 20;
// Login state and login counters change on refused requests by design (a failed login is counted).
const STATE_TABLES_IGNORED = /^(auth_sessions|refresh_tokens|password_reset_tokens|rate_limits|kysely_)/;

let t: TestApp;
let headers: Record<string, string>;
let operations: Operation[];
let knownIds: string[];
let fingerprint: () => Promise<string>;

beforeAll(async () => {
  t = await createTestApp();
  // The fuzzer asks whether a refused request wrote anything. The outbox (kicked by an earlier,
  // accepted request that queued a mail) and the scheduler write in the background, and on a slow
  // database such a write can land between the two fingerprints of a later request. They have
  // tests of their own; here they stay off, so a change seen is the request's own.
  await t.ctx.outbox.stop();
  await t.app.scheduler.stop();
  headers = await t.authHeaders();
  await seedDemoData(t.ctx);
  const doc = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  // Deletes last, so the other operations still find the demo records.
  operations = operationsOf(doc.json()).sort(
    (a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'),
  );

  const tables = (await t.ctx.db.introspection.getTables()).filter(
    (table) => !STATE_TABLES_IGNORED.test(table.name) && !table.name.includes('_fts'),
  );
  knownIds = ['1', '2', '3'];
  for (const table of tables) {
    if (!table.columns.some((c) => c.name === 'uuid')) continue;
    const rows = await t.ctx.db
      .selectFrom(table.name as 'contacts')
      .select(['uuid'])
      .limit(2)
      .execute();
    knownIds.push(...rows.map((row) => String(row.uuid)));
  }
  // One statement (one round trip) of every table's row count and latest updated_at.
  const parts = tables.map((table) => {
    const hasUpdatedAt = table.columns.some((c) => c.name === 'updated_at');
    return sql`(select count(*) || ':' || ${hasUpdatedAt ? sql`coalesce(max(updated_at), '')` : sql`''`} from ${sql.table(table.name)})`;
  });
  const statement = sql<{ f: string }>`select ${sql.join(parts, sql` || '|' || `)} as f`;
  fingerprint = async () => (await statement.execute(t.ctx.db)).rows[0]?.f ?? '';
}, 120_000);
afterAll(() => t.close());

const send = (request: FuzzRequest) =>
  t.app.inject({
    method: request.method,
    url: request.url,
    headers: request.headers,
    ...(request.payload !== undefined ? { payload: request.payload } : {}),
  });

describe('every OpenAPI operation under malformed input', () => {
  it('walks the document', () => {
    // The document lists the app's routes; a broken walk would make the fuzzing below vacuous.
    expect(operations.length).toBeGreaterThan(40);
    expect(operations.some((op) => op.jsonBody !== null)).toBe(true);
  });

  /** The problem with one answer, counting a refused write that changed stored data. */
  const check = async (request: FuzzRequest): Promise<string | null> => {
    const writes = request.method !== 'GET';
    const before = writes ? await fingerprint() : '';
    const res = await send(request);
    const problem =
      problemWith(
        res.statusCode,
        res.headers['content-type']?.toString(),
        res.body,
        answersHtmlPage(request.url),
      ) ??
      (writes && res.statusCode >= 400 && (await fingerprint()) !== before
        ? `a ${res.statusCode} that changed stored data`
        : null);
    return (
      problem &&
      `${problem.slice(0, 200)}\n    ${request.describe.slice(0, 200)}\n    → ${res.body.slice(0, 200)}`
    );
  };

  // Logging out would end the fuzzer's own login; that route is fuzzed without the token.
  const authFor = (op: Operation) => (op.path === '/api/auth/logout' ? {} : headers);

  it('puts each hostile value into each parameter and body field in turn', async () => {
    const failures: string[] = [];
    for (const op of operations) {
      for (const request of mutationsFor(op, authFor(op))) {
        const problem = await check(request);
        if (problem) failures.push(problem);
      }
    }
    expect(failures.length, failures.slice(0, 30).join('\n')).toBe(0);
  }, 300_000);

  it('never answers 5xx to generated requests; every 4xx is JSON with a Dutch message, no internals, and changes nothing', async () => {
    const failures: string[] = [];
    for (const op of operations) {
      await fc
        .assert(
          fc.asyncProperty(requestsFor(op, knownIds, authFor(op)), async (request) => {
            const problem = await check(request);
            if (problem) failures.push(problem);
            return problem === null;
          }),
          { seed: SEED, numRuns: RUNS_PER_OPERATION, endOnFailure: true },
        )
        .catch(() => {
          // Collected above: one report for all operations instead of stopping at the first.
        });
    }
    expect(failures.length, failures.slice(0, 30).join('\n')).toBe(0);
  }, 300_000);
});
