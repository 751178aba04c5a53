/**
 * A second "app process" for the SQLite race tests: a worker thread with its own connection to
 * the same database file, running reserve attempts one after the other once the test says go.
 * A thread (not an async task in the test's own thread) because better-sqlite3 blocks its thread
 * while it waits for the file's write lock (busy_timeout), as a separate process would.
 * Loaded by Node itself (type stripping), not by Vitest.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { AppContext } from '../../src/context.ts';
import { openDatabase } from '../../src/db/database.ts';
import { reserveUnit } from '../../src/features/reservations/reserve-unit.ts';

export type ReserveAttempt = { unitId: number; from: string; until: string };
export type ReserveWorkerData = { databaseUrl: string; attempts: ReserveAttempt[] };
export type ReserveOutcome =
  | { ok: true }
  | { ok: false; kind: string; code: string | undefined; message: string };
export type ReserveWorkerMessage = { type: 'ready' } | { type: 'done'; outcomes: ReserveOutcome[] };

const port = parentPort;
if (!port) throw new Error('reserve-worker runs as a worker thread');
const { databaseUrl, attempts } = workerData as ReserveWorkerData;
const handle = openDatabase('sqlite', databaseUrl);
const ctx = { db: handle.db, dbKind: 'sqlite' } as AppContext;

// Open the connection before the start signal, so both workers start their attempts together.
await handle.db.selectFrom('units').select('id').limit(1).execute();
const go = new Promise((resolve) => port.once('message', resolve));
port.postMessage({ type: 'ready' } satisfies ReserveWorkerMessage);
await go;

const outcomes: ReserveOutcome[] = [];
for (const attempt of attempts) {
  try {
    await reserveUnit({ ctx: ctx, input: attempt });
    outcomes.push({ ok: true });
  } catch (error) {
    const e = error as { constructor?: { name?: string }; code?: unknown; message?: unknown };
    outcomes.push({
      ok: false,
      kind: e.constructor?.name ?? typeof error,
      code: typeof e.code === 'string' ? e.code : undefined,
      message: String(e.message),
    });
  }
}
await handle.destroy();
port.postMessage({ type: 'done', outcomes } satisfies ReserveWorkerMessage);
