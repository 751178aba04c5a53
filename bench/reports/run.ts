/**
 * Reports benchmark: a year of a busy rental business (400 contacts, 30 rentable articles with 150
 * units, 5,000 orders of one rental each, every order's published invoice with 4 lines: 20,000
 * invoice lines; a credit note per 50 orders, cancelled orders, blocks and inspections), then
 * through app.inject on SQLite and on PostgreSQL (embedded): dashboard.today, reports.revenue (the
 * year per month, per article, per contact) and reports.utilization (the year), against
 * GET /api/health as the baseline of the same run. Prints p50/p95; asserts nothing.
 *
 *   npm run bench:reports [-- --only=sqlite|postgres] [--runs=40]
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { addCalendarDays, todayCalendarDate } from '@app/domain';
import { sql } from 'kysely';
import pg from 'pg';
import type { DatabaseKind } from '../../apps/server/src/db/dialect.ts';
import { startBenchApp } from '../support/app.ts';
import { arg } from '../support/args.ts';
import { percentile, timeGets } from '../support/measure.ts';
import { DAYS, seedReportsYear } from './seed.ts';

const ONLY = arg('only');
const RUNS = Number(arg('runs') ?? 40);
const WARMUP = 5;
const runBench = async (kind: DatabaseKind) => {
  const bench = await startBenchApp(kind);
  try {
    const seedStart = performance.now();
    const orders = await seedReportsYear(bench);
    if (kind === 'postgres') {
      const client = new pg.Client({ connectionString: bench.databaseUrl });
      await client.connect();
      await client.query('vacuum analyze');
      await client.end();
    } else {
      await sql`analyze`.execute(bench.app.ctx.db);
    }
    const lines = await bench.app.ctx.db
      .selectFrom('invoice_lines')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    console.log(
      `\n[${kind}] ${orders.toLocaleString('nl-NL')} orders, ${Number(lines.n).toLocaleString('nl-NL')} factuurregels geladen in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
    );
    const today = todayCalendarDate();
    const year = `from=${addCalendarDays(today, -DAYS)}&until=${today}`;
    // CPU time of this process per request beside the wall-clock percentiles: on a shared machine
    // the latter grow with the load, the former hardly (PostgreSQL's own work is not in it).
    const measure = async (url: string) => {
      const cpu = process.cpuUsage();
      const { times, last } = await timeGets(bench.app, bench.headers, url, { warmup: WARMUP, runs: RUNS });
      const used = process.cpuUsage(cpu);
      const cpuMs = (used.user + used.system) / 1000 / (WARMUP + RUNS);
      return { p50: percentile(times, 50), p95: percentile(times, 95), cpuMs, size: last.body.length };
    };
    const baseline = await measure('/api/health');
    const cases: Array<[string, string]> = [
      ['dashboard.today', '/api/dashboard.today'],
      ['reports.revenue (year, month)', `/api/reports.revenue?${year}&group=month`],
      ['reports.revenue (year, article)', `/api/reports.revenue?${year}&group=article`],
      ['reports.revenue (year, contact)', `/api/reports.revenue?${year}&group=contact`],
      ['reports.utilization (year)', `/api/reports.utilization?${year}`],
    ];
    console.log(
      `load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(
          ' ',
        )}\n${'GET /api/health (baseline)'.padEnd(34)} p50 ${baseline.p50.toFixed(1).padStart(6)} ms  p95 ${baseline.p95.toFixed(1).padStart(6)} ms  CPU ${baseline.cpuMs.toFixed(1).padStart(6)} ms/request`,
    );
    for (const [label, url] of cases) {
      const r = await measure(url);
      console.log(
        `${label.padEnd(34)} p50 ${r.p50.toFixed(1).padStart(6)} ms  p95 ${r.p95.toFixed(1).padStart(6)} ms  ` +
          `CPU ${r.cpuMs.toFixed(1).padStart(6)} ms/request  (${(r.p95 / baseline.p95).toFixed(0)}× baseline p95)  ${Math.round(r.size / 1024)} kB`,
      );
    }
  } finally {
    await bench.close();
  }
};

for (const kind of ['sqlite', 'postgres'] as const) {
  if (ONLY && ONLY !== kind) continue;
  await runBench(kind);
}
