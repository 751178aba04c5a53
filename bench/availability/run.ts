/**
 * Availability and item-list benchmark: 10,000 items, one with 100 units and 10,000
 * reservations; measures `item.availability` (one year) and `items.view` page 1 through
 * app.inject on SQLite and on an embedded PostgreSQL. Prints p50/p95 and how each p95 compares
 * with the 10 ms target; asserts nothing and always exits 0.
 *
 *   npm run bench:availability            (both databases)
 *   BENCH_DB=sqlite npm run bench:availability
 */
import { performance } from 'node:perf_hooks';
import { addCalendarDays, todayCalendarDate } from '@app/domain';
import type { DatabaseKind } from '../../apps/server/src/db/dialect.ts';
import { startBenchApp } from '../support/app.ts';
import { percentile, timeGets } from '../support/measure.ts';

const ITEMS = 10_000;
const UNITS = 100;
const RESERVATIONS = 10_000;
const RUNS = 200;
const WARMUP = 20;

const chunks = <T>(list: T[], size: number) =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));

const runOn = async (kind: DatabaseKind) => {
  const { app, headers, close } = await startBenchApp(kind);
  const db = app.ctx.db;
  try {
    const seedStart = performance.now();
    const now = new Date().toISOString();
    const names = ['Springkussen', 'Statafel', 'Partytent', 'Ballonnen', 'Glijbaan', 'Popcornmachine'];
    const items = Array.from({ length: ITEMS }, (_, i) => {
      const name = `${names[i % names.length]} ${String(i).padStart(5, '0')}`;
      return {
        uuid: crypto.randomUUID(),
        name,
        sort_name: name.toLowerCase(),
        search_text: name.toLowerCase(),
        type: (i % 4 === 0 ? 'sellable' : 'rentable') as 'rentable' | 'sellable',
        status: 'active' as const,
        created_at: now,
        updated_at: now,
      };
    });
    for (const part of chunks(items, 500)) await db.insertInto('items').values(part).execute();
    const target = await db
      .selectFrom('items')
      .select('id')
      .where('type', '=', 'rentable')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    // A unit on every other item, so page 1 has stock counts to compute.
    const others = await db.selectFrom('items').select('id').where('id', '!=', target.id).execute();
    const units = [
      ...Array.from({ length: UNITS }, (_, i) => ({ item_id: target.id, serial_number: `B-${i}` })),
      ...others.filter((_, i) => i % 2 === 0).map((row) => ({ item_id: row.id, serial_number: 'X-1' })),
    ].map((u) => ({
      ...u,
      uuid: crypto.randomUUID(),
      quantity: 1,
      available: 1,
      created_at: now,
      updated_at: now,
    }));
    for (const part of chunks(units, 500)) await db.insertInto('units').values(part).execute();
    const targetUnits = await db
      .selectFrom('units')
      .select('id')
      .where('item_id', '=', target.id)
      .orderBy('id')
      .execute();

    // 100 reservations per unit: 3 days each, a week apart, from a year ago to a year ahead.
    const start = addCalendarDays(todayCalendarDate(), -350);
    const reservations = targetUnits.flatMap((unit, u) =>
      Array.from({ length: RESERVATIONS / UNITS }, (_, r) => {
        const from = addCalendarDays(start, r * 7 + (u % 4));
        return {
          uuid: crypto.randomUUID(),
          unit_id: unit.id,
          reserved_from: from,
          reserved_until: addCalendarDays(from, 2),
          quantity: 1,
          exclusive: 1,
          status: 'active' as const,
          created_at: now,
        };
      }),
    );
    for (const part of chunks(reservations, 500)) await db.insertInto('reservations').values(part).execute();
    const seedMs = performance.now() - seedStart;

    const measure = async (url: string) => {
      const { times } = await timeGets(app, headers, url, { warmup: WARMUP, runs: RUNS });
      return { p50: percentile(times, 50), p95: percentile(times, 95) };
    };

    const availability = await measure(`/api/item.availability/${target.id}`);
    const list = await measure('/api/items.view?filter=all&types=rentable,sellable&page=1&per_page=20');
    const search = await measure('/api/items.view?q=statafel&page=3');
    return { seedMs, availability, list, search };
  } finally {
    await close();
  }
};

/** The target for item.availability (one year) and items.view page 1. */
const TARGET_MS = 10;

const print = (kind: string, r: Awaited<ReturnType<typeof runOn>>) => {
  const fmt = (v: number) => `${v.toFixed(2)} ms`;
  // Printed only: timings on a shared machine vary too much to fail a run on.
  const verdict = (name: string, p95: number) =>
    `  ${name.padEnd(29)}p95 ${fmt(p95)} ${p95 < TARGET_MS ? '<' : '>='} target ${TARGET_MS} ms: ${p95 < TARGET_MS ? 'within target' : 'OVER TARGET'}`;
  console.log(
    `\n${kind} (seeded ${ITEMS} items, ${UNITS} units on one item, ${RESERVATIONS} reservations in ${(r.seedMs / 1000).toFixed(1)} s)`,
  );
  console.log(
    `  item.availability (1 year)   p50 ${fmt(r.availability.p50)}   p95 ${fmt(r.availability.p95)}`,
  );
  console.log(`  items.view page 1            p50 ${fmt(r.list.p50)}   p95 ${fmt(r.list.p95)}`);
  console.log(`  items.view search, page 3    p50 ${fmt(r.search.p50)}   p95 ${fmt(r.search.p95)}`);
  console.log(verdict('item.availability (1 year)', r.availability.p95));
  console.log(verdict('items.view page 1', r.list.p95));
};

const which = process.env.BENCH_DB ?? 'both';

if (which !== 'postgres') print('SQLite', await runOn('sqlite'));
if (which !== 'sqlite') print('PostgreSQL', await runOn('postgres'));
