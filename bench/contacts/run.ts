/**
 * Contacts benchmark: seeds 100,000 contacts and measures contact.search and contacts.view through
 * app.inject (p50/p95) on SQLite and on PostgreSQL (embedded). Prints figures; asserts nothing.
 *   node bench/contacts/run.ts [--count=100000] [--only=sqlite|postgres]
 */
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import type { DatabaseKind } from '../../apps/server/src/db/dialect.ts';
import { derivedFieldsOf } from '../../apps/server/src/features/contacts/contact-fields.ts';
import {
  createContactRepository,
  type NewContactRow,
  type NewPersonRow,
} from '../../apps/server/src/features/contacts/contacts.repository.ts';
import { newUuid } from '../../apps/server/src/lib/ids.ts';
import { startBenchApp } from '../support/app.ts';
import { arg } from '../support/args.ts';
import { percentile, timeGets } from '../support/measure.ts';

const COUNT = Number(arg('count') ?? 100_000);
const ONLY = arg('only');
const RUNS = 60;
const WARMUP = 5;

const FIRST = [
  'Jan',
  'Emma',
  'Lucas',
  'Sophie',
  'Daan',
  'Julia',
  'Sem',
  'Tess',
  'Milan',
  'Zoë',
  'Bram',
  'Anouk',
  'José',
  'Fatima',
  'Mohamed',
  'Iris',
  'Thomas',
  'Noor',
  'Ruud',
  'Inge',
];
const LAST = [
  'de Jong',
  'Jansen',
  'de Vries',
  'van den Berg',
  'Bakker',
  'Visser',
  'Smit',
  'Meijer',
  'Mulder',
  'de Boer',
  'Müller',
  'Dekker',
  'Brouwer',
  'Hendriks',
  'Yılmaz',
  'Peters',
  'Kok',
  'Vos',
  'Fernández',
  'Maas',
];
const KIND = [
  'Basisschool',
  'Voetbalvereniging',
  'Evenementenbureau',
  'Gemeente',
  'Speeltuin',
  'Stichting',
  'Camping',
  'Kinderopvang',
  'Tennisclub',
  'Buurtvereniging',
];
const PLACE = [
  'Utrecht',
  'Zeist',
  'Houten',
  'Nieuwegein',
  'De Bilt',
  'Bunnik',
  'IJsselstein',
  'Maarssen',
  'Woerden',
  'Vianen',
];
const pick = <T>(list: T[], i: number) => list[i % list.length] as T;

const rowFor = (i: number): { contact: NewContactRow; person: Omit<NewPersonRow, 'contact_id'> | null } => {
  const now = new Date(Date.UTC(2020, 0, 1) + i * 60_000).toISOString();
  const business = i % 3 === 0;
  const city = pick(PLACE, i * 7);
  const fields = {
    contact_type: business ? ('business' as const) : ('individual' as const),
    first_name: business ? null : pick(FIRST, i),
    last_name: business ? null : `${pick(LAST, i * 3)}${i % 97 === 0 ? '' : ` ${i}`}`,
    company_name: business ? `${pick(KIND, i)} ${city} ${i}` : null,
    coc_id: business ? String(10_000_000 + i) : null,
    vat_id: null,
    // One in eight at a "testbedrijf" address: a broad term ("test") matching 12.5% of all
    // contacts, the slow case once seen (q=test matched about 13,000 of 100,000).
    email_address: `contact${i}@${i % 8 === 0 ? 'testbedrijf' : 'example'}.nl`,
    phone_number: `06-${String(10_000_000 + i).slice(-8)}`,
    address_line_1: `Dorpsstraat ${(i % 300) + 1}`,
    address_line_2: null,
    postal_code: `${3500 + (i % 400)} ${String.fromCharCode(65 + (i % 26))}${String.fromCharCode(65 + ((i * 7) % 26))}`,
    city,
    country: 'nl',
  };
  const person = business
    ? {
        first_name: pick(FIRST, i * 5),
        last_name: pick(LAST, i),
        email_address: null,
        phone_number: null,
        department: null,
        created_at: now,
        updated_at: now,
      }
    : null;
  return {
    contact: {
      uuid: newUuid(),
      ...fields,
      ...derivedFieldsOf(fields, person ? [person] : []),
      created_at: now,
      updated_at: now,
      deleted_at: i % 50 === 0 ? now : null,
    },
    person,
  };
};

const runBench = async (kind: DatabaseKind) => {
  const { app, databaseUrl, headers, close } = await startBenchApp(kind);
  try {
    const seedStart = performance.now();
    const BATCH = 5000;
    for (let start = 0; start < COUNT; start += BATCH) {
      const planned = Array.from({ length: Math.min(BATCH, COUNT - start) }, (_, k) => rowFor(start + k + 1));
      await app.ctx.db.transaction().execute(async (trx) => {
        const repo = createContactRepository(trx);
        const ids = await repo.insertMany(planned.map((p) => p.contact));
        const people = planned.flatMap((p, k) =>
          p.person && ids[k] ? [{ ...p.person, contact_id: ids[k] as number }] : [],
        );
        await repo.insertPeople(people);
      });
    }
    if (kind === 'postgres') await sqlVacuumAnalyze(databaseUrl);
    console.log(
      `\n[${kind}] ${COUNT.toLocaleString('nl-NL')} contacten geladen in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
    );

    const cases: Array<[string, string]> = [
      ['search common word "jan"', '/api/contact.search/jan'],
      ['search surname "muller" (accent)', '/api/contact.search/muller'],
      ['search two words "gemeente zeist"', '/api/contact.search/gemeente%20zeist'],
      ['search rare "zzqx" (no hit)', '/api/contact.search/zzqx'],
      ['search exact e-mail', '/api/contact.search/contact77777%40example.nl'],
      ['search customer number', '/api/contact.search/54321'],
      ['search picker limit=6 "ba"', '/api/contact.search/ba?limit=6'],
      ['search all "%"', '/api/contact.search/%25'],
      ['list page 1 (name asc)', '/api/contacts.view'],
      ['list page 2500', '/api/contacts.view?page=2500'],
      ['list sort id desc', '/api/contacts.view?sort=id&direction=desc'],
      ['list q=utrecht', '/api/contacts.view?q=utrecht'],
      ['list q=test (broad, 12.5%)', '/api/contacts.view?q=test'],
      ['list q=test page 50 (broad)', '/api/contacts.view?q=test&page=50'],
      ['list q=test sort id desc (broad)', '/api/contacts.view?q=test&sort=id&direction=desc'],
      ['list q=contact7777 (narrow)', '/api/contacts.view?q=contact7777'],
      ['search "test" (broad)', '/api/contact.search/test'],
      ['list q=zzqx (no hit)', '/api/contacts.view?q=zzqx'],
      ['list incl. deactivated', '/api/contacts.view?include_deactivated=true'],
    ];
    console.log(`${'case'.padEnd(36)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)}  hits`);
    const p95 = new Map<string, number>();
    for (const [label, url] of cases) {
      const { times, last } = await timeGets(app, headers, url, { warmup: WARMUP, runs: RUNS });
      const hits = last.json().results.length;
      p95.set(label, percentile(times, 95));
      console.log(
        `${label.padEnd(36)} ${percentile(times, 50).toFixed(1).padStart(8)} ${percentile(times, 95).toFixed(1).padStart(8)}  ${hits}`,
      );
    }
    // A broad term must cost about what a narrow one does (figures, no assertion).
    const ratio = (a: string, b: string) => ((p95.get(a) ?? 0) / Math.max(p95.get(b) ?? 1, 0.001)).toFixed(2);
    console.log(
      `broad/narrow p95: q=test ${ratio('list q=test (broad, 12.5%)', 'list q=zzqx (no hit)')}× the no-hit term, ` +
        `${ratio('list q=test (broad, 12.5%)', 'list page 1 (name asc)')}× the unfiltered first page`,
    );
    // Throughput of the broad list against the narrow one (goal: at least 0.8).
    const narrowUrl = '/api/contacts.view?q=contact7777';
    const broadUrl = '/api/contacts.view?q=test';
    const served = { narrow: 0, broad: 0 };
    // Alternating short rounds, so a busy machine slows both alike.
    for (let round = 0; round < THROUGHPUT_ROUNDS; round++) {
      served.narrow += await requestsIn(app, headers, narrowUrl, THROUGHPUT_ROUND_MS);
      served.broad += await requestsIn(app, headers, broadUrl, THROUGHPUT_ROUND_MS);
    }
    const perSecond = (n: number) => n / ((THROUGHPUT_ROUNDS * THROUGHPUT_ROUND_MS) / 1000);
    console.log(
      `throughput (${THROUGHPUT_CONCURRENCY} in flight): narrow q=contact7777 ${perSecond(served.narrow).toFixed(0)} req/s, ` +
        `broad q=test ${perSecond(served.broad).toFixed(0)} req/s, broad/narrow ${(served.broad / Math.max(served.narrow, 1)).toFixed(2)}`,
    );
  } finally {
    await close();
  }
};

const THROUGHPUT_ROUNDS = 6;
const THROUGHPUT_ROUND_MS = 1000;
const THROUGHPUT_CONCURRENCY = 4;

/** How many GETs of `url` are answered in `ms`, with THROUGHPUT_CONCURRENCY requests in flight. */
const requestsIn = async (
  app: Awaited<ReturnType<typeof startBenchApp>>['app'],
  headers: Awaited<ReturnType<typeof startBenchApp>>['headers'],
  url: string,
  ms: number,
) => {
  const end = performance.now() + ms;
  let served = 0;
  const worker = async () => {
    while (performance.now() < end) {
      const res = await app.inject({ method: 'GET', url, headers });
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      served++;
    }
  };
  await Promise.all(Array.from({ length: THROUGHPUT_CONCURRENCY }, worker));
  return served;
};

const sqlVacuumAnalyze = async (url: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('vacuum analyze');
  await client.end();
};

if (ONLY !== 'postgres') await runBench('sqlite');
if (ONLY !== 'sqlite') await runBench('postgres');
