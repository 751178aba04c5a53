/**
 * Where an order.cashcreate spends its time, on SQLite: one client, N orders one after the other
 * (after 30 to warm up), then the SQL statements per order with their count and mean time (every
 * better-sqlite3 statement is timed by wrapping its prototype), the wall and CPU time per order,
 * and the cost of three GET requests for comparison. A profiling tool, not a benchmark with a
 * goal; pair it with `node --cpu-prof` for the JavaScript side.
 *
 *   npx node bench/orders/diag.ts
 *   N=500 NEW=1 PUBLISH=1 PLAN=1 NO_GETS=1 npx node bench/orders/diag.ts
 *     N: orders measured (200); NEW=1: each order creates its contact; PUBLISH=1: with the
 *     confirmation mail (outbox row); PLAN=1: the query plans of the slowest selects;
 *     NO_GETS=1: skip the GET comparison.
 */
import { performance } from 'node:perf_hooks';
import { addCalendarDays, todayCalendarDate } from '@app/domain';
import SQLite from 'better-sqlite3';
import { createSettingsRepository } from '../../apps/server/src/features/settings/settings.repository.ts';
import { startBenchApp } from '../support/app.ts';

const stats = new Map<string, { n: number; ms: number }>();
let recording = false;
const dbProbe = new SQLite(':memory:');
const stmtProto = Object.getPrototypeOf(dbProbe.prepare('select 1'));
for (const m of ['all', 'get', 'run', 'iterate'] as const) {
  const orig = stmtProto[m];
  stmtProto[m] = function (this: { source: string }, ...args: unknown[]) {
    const t0 = performance.now();
    try {
      return orig.apply(this, args);
    } finally {
      if (recording) {
        const s = stats.get(this.source) ?? { n: 0, ms: 0 };
        s.n++;
        s.ms += performance.now() - t0;
        stats.set(this.source, s);
      }
    }
  };
}

const { app, headers, close } = await startBenchApp('sqlite');
const db = app.ctx.db;
const call = (url: string, payload: object) => app.inject({ method: 'POST', url, headers, payload });
await createSettingsRepository(db).writeMany({
  identity_company_name: 'X B.V.',
  identity_address_line_1: 'Kanaalweg 12',
  identity_postal_code: '3526 KL',
  identity_city: 'Utrecht',
  identity_country: 'nl',
  delivery_cost_per_kilometer: 45,
  pickup_cost_per_kilometer: 30,
  free_kilometers: 10,
});
const item = (
  await call('/api/item.create', {
    name: 'Springkasteel Bench',
    type: 'rentable',
    status: 'active',
    price: 12500,
  })
).json().entry.model;
const unit = (await call('/api/unit.create', { item_id: item.id, serial_number: 'B-1' })).json().entry.model;
const contact = (
  await call('/api/contact.create', {
    contact_type: 'individual',
    first_name: 'K',
    last_name: 'B',
    email_address: 'k@example.nl',
    address_line_1: 'Oudegracht 1',
    postal_code: '3511 AX',
    city: 'Utrecht',
  })
).json().entry.model;
const N = Number(process.env.N ?? 200);
const newContact = process.env.NEW === '1';
const publish = process.env.PUBLISH === '1';
const body = (i: number) => ({
  contact_method: newContact ? 'create' : 'existing',
  ...(newContact
    ? {
        create_contact: {
          contact_type: 'individual',
          first_name: 'K',
          last_name: `B${i}`,
          email_address: 'k@example.nl',
          address_line_1: 'Oudegracht 1',
          postal_code: '3511 AX',
          city: 'Utrecht',
          country: 'nl',
        },
      }
    : { existing_contact: contact.id }),
  items: [
    {
      reservation: {
        unit_id: unit.id,
        product_name: 'Springkasteel Bench',
        from: addCalendarDays(todayCalendarDate(), 1 + i),
        until: addCalendarDays(todayCalendarDate(), 1 + i),
        delivery_time: '10:00-12:00',
      },
    },
  ],
  payment_method: 'cash',
  publish,
});
for (let i = 0; i < 30; i++) {
  const r = await call('/api/order.cashcreate', body(i));
  if (r.statusCode !== 200) throw new Error(r.body);
}
recording = true;
const times: number[] = [];
const cpu0 = process.cpuUsage();
const t0all = performance.now();
for (let i = 30; i < 30 + N; i++) {
  const t0 = performance.now();
  const r = await call('/api/order.cashcreate', body(i));
  times.push(performance.now() - t0);
  if (r.statusCode !== 200) throw new Error(r.body);
}
const wall = performance.now() - t0all;
const cpu = process.cpuUsage(cpu0);
recording = false;
times.sort((a, b) => a - b);
console.log(
  `per order: p50 ${times[Math.floor(N / 2)]?.toFixed(2)} ms, mean wall ${(wall / N).toFixed(2)} ms, cpu ${((cpu.user + cpu.system) / 1000 / N).toFixed(2)} ms (user ${(cpu.user / 1000 / N).toFixed(2)})`,
);
let total = 0,
  count = 0;
const rows = [...stats.entries()].sort((a, b) => b[1].ms - a[1].ms);
for (const [, s] of rows) {
  total += s.ms;
  count += s.n;
}
console.log(
  `statements per order: ${(count / N).toFixed(1)}, sqlite time per order ${(total / N).toFixed(3)} ms`,
);
for (const [sql, s] of rows)
  console.log(
    `${(s.n / N).toFixed(1).padStart(5)} × ${(s.ms / s.n).toFixed(3)} ms  ${sql.replace(/\s+/g, ' ').slice(0, 150)}`,
  );
if (process.env.PLAN) {
  const { sql } = await import('kysely');
  for (const [q] of rows.slice(0, 8)) {
    if (!q.startsWith('select')) continue;
    const nParams = (q.match(/\?/g) ?? []).length;
    const r = await sql.raw<{ detail: string }>(`explain query plan ${q.replace(/\?/g, '1')}`).execute(db);
    console.log(q.slice(0, 90), '\n   ', JSON.stringify(r.rows.map((x) => x.detail)), nParams);
  }
}
if (!process.env.NO_GETS)
  for (const [name, url] of [
    ['health', '/api/health'],
    ['order.view', '/api/order.view/5'],
    ['contacts.view', '/api/contacts.view'],
  ] as const) {
    for (let i = 0; i < 50; i++) await app.inject({ method: 'GET', url, headers });
    const c0 = process.cpuUsage();
    const w0 = performance.now();
    for (let i = 0; i < 500; i++) await app.inject({ method: 'GET', url, headers });
    const c = process.cpuUsage(c0);
    console.log(
      `${name}: wall ${((performance.now() - w0) / 500).toFixed(3)} ms cpu ${((c.user + c.system) / 1000 / 500).toFixed(3)} ms`,
    );
  }
await close();
