/**
 * Several server processes on one SQLite file. Every transaction begins IMMEDIATE
 * (db/database.ts), so a publish that reads the counter and then writes waits for the other
 * process's write lock instead of failing on a stale snapshot (SQLITE_BUSY_SNAPSHOT, a 500).
 */
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { insertContact, invoiceApi, writeIdentity } from '../support/invoices-factories.ts';
import type { PublishOutcome, PublishWorkerData, PublishWorkerMessage } from '../support/publish-worker.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Runs each list of publishes in its own worker thread (own app, own connection), all together. */
const publishInWorkers = async (jobs: number[][]): Promise<PublishOutcome[][]> => {
  const { authorization = '' } = await t.authHeaders();
  const workers = jobs.map(
    (invoiceIds) =>
      new Worker(new URL('../support/publish-worker.ts', import.meta.url), {
        workerData: { config: t.config, authorization, invoiceIds } satisfies PublishWorkerData,
      }),
  );
  const next = (worker: Worker, type: PublishWorkerMessage['type']) =>
    new Promise<PublishWorkerMessage>((resolve, reject) => {
      worker.on('message', (message: PublishWorkerMessage) => {
        if (message.type === type) resolve(message);
      });
      worker.once('error', reject);
    });
  try {
    await Promise.all(workers.map((worker) => next(worker, 'ready')));
    const done = workers.map((worker) => next(worker, 'done'));
    for (const worker of workers) worker.postMessage('go');
    return (await Promise.all(done)).map((message) => (message.type === 'done' ? message.outcomes : []));
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
};

describe.runIf(!inject('pgAdminUrl'))('two server processes on one SQLite file', () => {
  it('publishes 60 invoices split over both with unique, gapless numbers and no 500', async () => {
    await writeIdentity(t.ctx.db, { numbering_invoice_template: 'F{year}-{id}' });
    const api = invoiceApi(t);
    const contact = await insertContact(t.ctx.db);
    const ids: number[] = [];
    for (let i = 0; i < 60; i++) {
      const model = await api.concept(contact.id, [{ description: `Regel ${i}`, unitPrice: 1000 + i }], {
        invoice_date: '2026-06-01',
      });
      ids.push(model.id);
    }
    const [a = [], b = []] = await publishInWorkers([
      ids.filter((_, i) => i % 2 === 0),
      ids.filter((_, i) => i % 2 === 1),
    ]);
    const outcomes = [...a, ...b];
    expect(
      outcomes.filter((o) => o.status !== 200),
      JSON.stringify(outcomes),
    ).toEqual([]);
    const numbers = outcomes.map((o) => o.invoiceId).sort();
    expect(numbers).toEqual(Array.from({ length: 60 }, (_, i) => `F2026-${String(i + 1).padStart(4, '0')}`));
  });
});
