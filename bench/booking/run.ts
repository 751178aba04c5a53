/**
 * The /boeken catalogue API: `GET /api/booking.items` and
 * `GET /api/booking.item/{slug}` for a catalogue of ITEMS articles (UNITS units each), through
 * app.inject, three ways: a miss (the catalogue changed just before: the fingerprint moved, the
 * answer is built from the database), a hit (nothing changed: the fingerprint query, then the kept
 * answer) and a browser's revalidation (If-None-Match: a 304 without a body). `GET /api/health`
 * is the baseline of the same run. Prints p50/p95 and the ratio to the baseline; asserts nothing.
 *
 *   node bench/booking/run.ts [--db=sqlite|postgres] [--items=200] [--runs=200]
 */
import { performance } from 'node:perf_hooks';
import type { DatabaseKind } from '../../apps/server/src/db/dialect.ts';
import { startBenchApp } from '../support/app.ts';
import { arg } from '../support/args.ts';
import { percentile } from '../support/measure.ts';

const KIND = (arg('db') ?? 'sqlite') as DatabaseKind;
const ITEMS = Number(arg('items') ?? 200);
const UNITS = 3;
const RUNS = Number(arg('runs') ?? 200);
const WARMUP = 20;

const { app, headers, close } = await startBenchApp(KIND);
try {
  const post = async (url: string, payload: Record<string, unknown>) => {
    const res = await app.inject({ method: 'POST', url: `/api${url}`, headers, payload });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res.json().entry.model as { id: number };
  };
  const seedStart = performance.now();
  for (let i = 0; i < ITEMS; i++) {
    const item = await post('/item.create', {
      name: `Springkasteel ${String(i).padStart(3, '0')}`,
      type: 'rentable',
      status: 'active',
      price: 9_000 + i * 10,
      description: 'Een groot springkasteel met glijbaan, geschikt voor kinderen tot 12 jaar.',
    });
    for (let u = 0; u < UNITS; u++)
      await post('/unit.create', { item_id: item.id, serial_number: `SK-${i}-${u}` });
  }
  const seedMs = performance.now() - seedStart;

  let tick = 0;
  /** A change the catalogue fingerprint sees (a settings row), made untimed before a miss. */
  const change = () =>
    app.ctx.db
      .insertInto('settings')
      .values({ key: 'bench_tick', value: String(++tick), updated_at: new Date().toISOString() })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({ value: String(tick), updated_at: new Date().toISOString() }),
      )
      .execute();

  const time = async (
    url: string,
    { before, etag, status }: { before?: () => Promise<unknown>; etag?: string; status: number },
  ) => {
    const times: number[] = [];
    for (let i = 0; i < WARMUP + RUNS; i++) {
      await before?.();
      const t0 = performance.now();
      const res = await app.inject({
        method: 'GET',
        url,
        remoteAddress: `10.1.${i % 250}.${Math.floor(i / 250) % 250}`,
        ...(etag ? { headers: { 'if-none-match': etag } } : {}),
      });
      const ms = performance.now() - t0;
      if (res.statusCode !== status) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      if (i >= WARMUP) times.push(ms);
    }
    return times.sort((a, b) => a - b);
  };

  const first = await app.inject({ method: 'GET', url: '/api/booking.items' });
  const slug = (first.json().results as Array<{ slug: string }>)[ITEMS >> 1]?.slug ?? '';
  const itemUrl = `/api/booking.item/${slug}`;
  const rows: Array<[string, number[]]> = [];
  rows.push(['GET /api/health (baseline)', await time('/api/health', { status: 200 })]);
  rows.push(['booking.items miss', await time('/api/booking.items', { before: change, status: 200 })]);
  rows.push(['booking.items hit', await time('/api/booking.items', { status: 200 })]);
  const etag = String((await app.inject({ method: 'GET', url: '/api/booking.items' })).headers.etag);
  rows.push(['booking.items 304', await time('/api/booking.items', { etag, status: 304 })]);
  rows.push(['booking.item miss', await time(itemUrl, { before: change, status: 200 })]);
  rows.push(['booking.item hit', await time(itemUrl, { status: 200 })]);
  const itemEtagNow = String((await app.inject({ method: 'GET', url: itemUrl })).headers.etag);
  rows.push(['booking.item 304', await time(itemUrl, { etag: itemEtagNow, status: 304 })]);

  const base = percentile(rows[0]?.[1] ?? [], 50);
  console.log(
    `bench/booking on ${KIND}: ${ITEMS} articles × ${UNITS} units (seeded in ${(seedMs / 1000).toFixed(1)} s), ${RUNS} requests each, answer ${(first.body.length / 1024).toFixed(1)} KiB\n`,
  );
  console.log(`${'request'.padEnd(30)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)}  × baseline p50`);
  for (const [name, times] of rows) {
    const p50 = percentile(times, 50);
    console.log(
      `${name.padEnd(30)} ${p50.toFixed(2).padStart(8)} ${percentile(times, 95).toFixed(2).padStart(8)}  ${(p50 / base).toFixed(1).padStart(6)}`,
    );
  }
} finally {
  await close();
}
