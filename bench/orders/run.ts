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
import { performance } from 'node:perf_hooks';
import { addCalendarDays, todayCalendarDate } from '@app/domain';
import type { DatabaseKind } from '../../apps/server/src/db/dialect.ts';
import { createSettingsRepository } from '../../apps/server/src/features/settings/settings.repository.ts';
import { startBenchApp } from '../support/app.ts';
import { percentile } from '../support/measure.ts';

const CLIENTS = 50;
const ROUNDS = 10;
const BASELINE_RUNS = 100;
const WARMUP = 10;
const GOAL_P99_MS = 50;

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

const runOn = async (kind: DatabaseKind) => {
  const { app, headers, close } = await startBenchApp(kind);
  const db = app.ctx.db;
  try {
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
    await close();
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

if (which !== 'postgres') print('SQLite', await runOn('sqlite'));
if (which !== 'sqlite') print('PostgreSQL', await runOn('postgres'));
