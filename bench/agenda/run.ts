/**
 * Agenda benchmark: the page a person lands on after login. 500 contacts all over the
 * Netherlands, 300 units and ~22,000 orders (one reservation each, from a year ago to a year
 * ahead, about 30 deliveries and pickups a day); measures through app.inject on SQLite:
 * `jobs.view` (this week, with distances from the company), `job.timeline` and `job.route` of
 * today, against `GET /api/health` as the baseline of the same run. Distances are the offline
 * estimates (no network). Prints p50/p95 and the ratio to the baseline; asserts nothing.
 *
 *   npm run bench:agenda
 */
import { performance } from 'node:perf_hooks';
import { addCalendarDays, DELIVERY_TIME_WINDOWS, todayCalendarDate } from '@app/domain';
import { startBenchApp } from '../support/app.ts';
import { percentile, timeGets } from '../support/measure.ts';

const CONTACTS = 500;
const UNITS = 300;
const DAYS = 730;
const GAP = 10;
const RUNS = 100;
const WARMUP = 10;

const chunks = <T>(list: T[], size: number) =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));

const { app, headers, close } = await startBenchApp('sqlite');
const db = app.ctx.db;

try {
  await app.inject({
    method: 'POST',
    url: '/api/settings.set',
    headers,
    payload: {
      identity_company_name: 'Bench Verhuur',
      identity_address_line_1: 'Kanaalweg 12',
      identity_postal_code: '3526 KL',
      identity_city: 'Utrecht',
      identity_country: 'nl',
    },
  });

  const seedStart = performance.now();
  const now = new Date().toISOString();
  const cities = ['Utrecht', 'Amersfoort', 'Gouda', 'Zeist', 'Nieuwegein', 'Houten', 'Woerden', 'Hilversum'];
  const postcodes = ['3511', '3811', '2801', '3701', '3431', '3991', '3441', '1211'];
  const contacts = Array.from({ length: CONTACTS }, (_, i) => {
    const name = `Klant ${String(i).padStart(4, '0')}`;
    return {
      uuid: crypto.randomUUID(),
      contact_type: 'individual' as const,
      display_name: name,
      sort_name: name.toLowerCase(),
      first_name: name,
      phone_number: '06-12345678',
      address_line_1: `Dorpsstraat ${(i % 150) + 1}`,
      postal_code: `${postcodes[i % postcodes.length]} AB`,
      city: cities[i % cities.length] ?? 'Utrecht',
      country: 'nl',
      search_text: name.toLowerCase(),
      created_at: now,
      updated_at: now,
    };
  });
  for (const part of chunks(contacts, 200)) await db.insertInto('contacts').values(part).execute();
  const contactIds = (await db.selectFrom('contacts').select('id').orderBy('id').execute()).map((r) => r.id);

  const items = Array.from({ length: 30 }, (_, i) => ({
    uuid: crypto.randomUUID(),
    name: `Springkussen ${i}`,
    sort_name: `springkussen ${i}`,
    search_text: `springkussen ${i}`,
    type: 'rentable' as const,
    status: 'active' as const,
    created_at: now,
    updated_at: now,
  }));
  await db.insertInto('items').values(items).execute();
  const itemIds = (await db.selectFrom('items').select('id').orderBy('id').execute()).map((r) => r.id);
  const units = Array.from({ length: UNITS }, (_, i) => ({
    uuid: crypto.randomUUID(),
    item_id: itemIds[i % itemIds.length] ?? 0,
    serial_number: `SN-${i}`,
    quantity: 1,
    available: 1,
    created_at: now,
    updated_at: now,
  }));
  for (const part of chunks(units, 200)) await db.insertInto('units').values(part).execute();
  const unitIds = (await db.selectFrom('units').select('id').orderBy('id').execute()).map((r) => r.id);

  // Each unit: a rental of 1–3 days every GAP days, starting on a different day per unit.
  const start = addCalendarDays(todayCalendarDate(), -DAYS / 2);
  let orderCount = 0;
  for (const [u, unitId] of unitIds.entries()) {
    const rentals: number[] = [];
    for (let day = u % GAP; day + 3 < DAYS; day += GAP) rentals.push(day);
    const orders = rentals.map((_, r) => ({
      uuid: crypto.randomUUID(),
      status: (r % 17 === 0 ? 'cancelled' : 'confirmed') as 'cancelled' | 'confirmed',
      contact_id: contactIds[(u * 7 + r) % contactIds.length] ?? 0,
      payment_method: 'cash' as const,
      total_amount_cents: 12100,
      created_at: now,
      updated_at: now,
    }));
    const inserted = await db.insertInto('orders').values(orders).returning(['id', 'contact_id']).execute();
    orderCount += inserted.length;
    await db
      .insertInto('reservations')
      .values(
        inserted.map((order, r) => {
          const from = addCalendarDays(start, rentals[r] ?? 0);
          return {
            uuid: crypto.randomUUID(),
            unit_id: unitId,
            contact_id: order.contact_id,
            order_id: order.id,
            delivery_time: DELIVERY_TIME_WINDOWS[(u + r) % DELIVERY_TIME_WINDOWS.length] ?? '08:00-10:00',
            reserved_from: from,
            reserved_until: addCalendarDays(from, (u + r) % 3),
            quantity: 1,
            exclusive: 1,
            status: 'active' as const,
            created_at: now,
          };
        }),
      )
      .execute();
  }
  console.log(
    `seeded ${CONTACTS} contacts, ${UNITS} units, ${orderCount} orders in ${Math.round(performance.now() - seedStart)} ms (SQLite)`,
  );

  const today = todayCalendarDate();
  const measure = async (url: string) => {
    const { times, last } = await timeGets(app, headers, url, { warmup: WARMUP, runs: RUNS });
    return { p50: percentile(times, 50), p95: percentile(times, 95), size: last.body.length };
  };

  const baseline = await measure('/api/health');
  const rows: Array<[string, Awaited<ReturnType<typeof measure>>]> = [
    ['GET /api/health (baseline)', baseline],
    ['GET /api/jobs.view (this week)', await measure('/api/jobs.view')],
    [`GET /api/job.timeline/${today}`, await measure(`/api/job.timeline/${today}`)],
    [`GET /api/job.route/${today}`, await measure(`/api/job.route/${today}`)],
  ];
  for (const [label, r] of rows) {
    console.log(
      `${label.padEnd(40)} p50 ${r.p50.toFixed(2).padStart(7)} ms  p95 ${r.p95.toFixed(2).padStart(7)} ms  ` +
        `(${(r.p95 / baseline.p95).toFixed(1)}× baseline p95)  ${Math.round(r.size / 1024)} kB`,
    );
  }
} finally {
  await close();
}
