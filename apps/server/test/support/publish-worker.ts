/**
 * A second server process for the SQLite publish race: a worker thread that builds its own app
 * on its own connection to the same database file and publishes the given invoices through the
 * API, all at once, when the test says go. A thread, not an async task of the test's own thread,
 * because better-sqlite3 blocks its thread while it waits for the file's write lock
 * (busy_timeout), as a separate process would. Loaded by Node itself (type stripping).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { buildApp } from '../../src/app.ts';
import type { Config } from '../../src/config.ts';
import { openDatabase } from '../../src/db/database.ts';

export type PublishWorkerData = { config: Config; authorization: string; invoiceIds: number[] };
export type PublishOutcome = { status: number; invoiceId: string | null; message: string | null };
export type PublishWorkerMessage = { type: 'ready' } | { type: 'done'; outcomes: PublishOutcome[] };

const port = parentPort;
if (!port) throw new Error('publish-worker runs as a worker thread');
const { config, authorization, invoiceIds } = workerData as PublishWorkerData;
const database = openDatabase('sqlite', config.databaseUrl);
const app = await buildApp({ config, database, logger: false });

const go = new Promise((resolve) => port.once('message', resolve));
port.postMessage({ type: 'ready' } satisfies PublishWorkerMessage);
await go;

const outcomes = await Promise.all(
  invoiceIds.map(async (id): Promise<PublishOutcome> => {
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/invoice.update/${id}`,
      headers: { authorization },
      payload: { status: 'outstanding' },
    });
    const body = res.json() as { entry?: { model?: { invoice_id?: string } }; message?: string };
    return {
      status: res.statusCode,
      invoiceId: body.entry?.model?.invoice_id ?? null,
      message: body.message ?? null,
    };
  }),
);
await app.close();
await database.destroy();
port.postMessage({ type: 'done', outcomes } satisfies PublishWorkerMessage);
