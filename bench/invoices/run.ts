/**
 * Invoices benchmark: renders 200 invoices to PDF (median ms per PDF, through invoice.render) and
 * measures invoices.view / invoice.search with 50,000 invoices through app.inject (p50/p95) on
 * SQLite and on PostgreSQL (embedded). Prints figures; asserts nothing.
 *   node bench/invoices/run.ts [--count=50000] [--pdfs=200] [--only=sqlite|postgres]
 */
import { performance } from 'node:perf_hooks';
import { addCalendarDays, computeInvoiceTotals, renderInvoiceNumber, type TaxRate } from '@app/domain';
import { sql } from 'kysely';
import pg from 'pg';
import type { DatabaseKind } from '../../apps/server/src/db/dialect.ts';
import { invoiceSearchText } from '../../apps/server/src/features/invoices/invoices.repository.ts';
import { createSettingsRepository } from '../../apps/server/src/features/settings/settings.repository.ts';
import { newUuid } from '../../apps/server/src/lib/ids.ts';
import { normalizeSearchText } from '../../apps/server/src/lib/search-text.ts';
import { startBenchApp } from '../support/app.ts';
import { arg } from '../support/args.ts';
import { percentile, timeGets } from '../support/measure.ts';

const COUNT = Number(arg('count') ?? 50_000);
const PDFS = Number(arg('pdfs') ?? 200);
const ONLY = arg('only');
const CONTACTS = 2000;
const RUNS = 60;
const WARMUP = 5;

const NAMES = [
  'Basisschool De Regenboog',
  'VV Zeist',
  'Evenementenbureau Feest',
  'Gemeente Utrecht',
  'Camping Het Bos',
  'Café Ündergrond',
];
const LINES = [
  { description: 'Springkussen Kasteel (1 dag)', unit_price_cents: 12500, tax_rate: 21 },
  { description: 'Stormbaan 12 meter (1 dag)', unit_price_cents: 24500, tax_rate: 21 },
  { description: 'Suikerspinmachine incl. 50 porties', unit_price_cents: 6500, tax_rate: 9 },
  { description: 'Bezorging en ophalen', unit_price_cents: 4500, tax_rate: 21 },
];

const runBench = async (kind: DatabaseKind) => {
  const { app, databaseUrl, headers, close } = await startBenchApp(kind);
  try {
    await createSettingsRepository(app.ctx.db).writeMany({
      identity_company_name: 'Springplezier Verhuur B.V.',
      identity_address_line_1: 'Kanaalweg 12',
      identity_postal_code: '3526 KL',
      identity_city: 'Utrecht',
      identity_country: 'nl',
      identity_coc_id: '81234567',
      identity_vat_id: 'NL862345678B01',
      identity_bank_account_id: 'NL91ABNA0417164300',
      identity_bank_account_holder: 'Springplezier Verhuur B.V.',
    });

    const seedStart = performance.now();
    const now = new Date().toISOString();
    const contactIds: number[] = [];
    for (let start = 0; start < CONTACTS; start += 500) {
      const rows = Array.from({ length: Math.min(500, CONTACTS - start) }, (_, k) => {
        const name = `${NAMES[(start + k) % NAMES.length]} ${start + k + 1}`;
        return {
          uuid: newUuid(),
          contact_type: 'business' as const,
          display_name: name,
          sort_name: normalizeSearchText(name),
          company_name: name,
          first_name: null,
          last_name: null,
          coc_id: null,
          vat_id: null,
          email_address: null,
          phone_number: null,
          address_line_1: `Dorpsstraat ${k + 1}`,
          address_line_2: null,
          postal_code: '3511 AA',
          city: 'Utrecht',
          country: 'nl',
          search_text: normalizeSearchText(`${name} utrecht`),
          created_at: now,
          updated_at: now,
          deleted_at: null,
        };
      });
      const inserted = await app.ctx.db.insertInto('contacts').values(rows).returning('id').execute();
      contactIds.push(...inserted.map((r) => r.id));
    }
    const statuses = ['paid', 'paid', 'paid', 'outstanding', 'uncollectable', 'concept'] as const;
    const BATCH = 1000;
    for (let start = 0; start < COUNT; start += BATCH) {
      await app.ctx.db.transaction().execute(async (trx) => {
        const size = Math.min(BATCH, COUNT - start);
        const invoices = Array.from({ length: size }, (_, k) => {
          const n = start + k + 1;
          const status = statuses[n % statuses.length] ?? 'paid';
          const year = 2020 + Math.floor((n - 1) / 10_000);
          const seq = ((n - 1) % 10_000) + 1;
          const numbered = status !== 'concept';
          const invoiceId = numbered ? renderInvoiceNumber('F{year}-{id}', { year, id: seq }) : null;
          const invoiceDate = addCalendarDays(`${year}-01-01`, Math.floor(seq / 28));
          const lines = [LINES[n % 4], LINES[(n + 1) % 4]].map((l) => ({
            unitCount: 1,
            unitPriceCents: l?.unit_price_cents ?? 0,
            taxRate: (l?.tax_rate ?? 21) as TaxRate,
          }));
          const identifier = n % 7 === 0 ? `Order ${n}` : null;
          return {
            uuid: newUuid(),
            invoice_id: invoiceId,
            number_scope: numbered ? String(year) : null,
            number_seq: numbered ? seq : null,
            status,
            contact_id: contactIds[n % contactIds.length] ?? null,
            person_id: null,
            identifier,
            invoice_date: invoiceDate,
            days_until_due: 14,
            due_date: addCalendarDays(invoiceDate, 14),
            include_tax: 0,
            total_amount_cents: computeInvoiceTotals(lines, false).totalInclCents,
            search_text: invoiceSearchText(invoiceId, identifier),
            created_at: now,
            updated_at: now,
          };
        });
        const ids = await trx.insertInto('invoices').values(invoices).returning('id').execute();
        const lines = ids.flatMap(({ id }, k) =>
          [LINES[(start + k + 1) % 4], LINES[(start + k + 2) % 4]].map((l, position) => ({
            uuid: newUuid(),
            invoice_id: id,
            position,
            description: l?.description ?? '',
            unit_count: 1,
            unit_price_cents: l?.unit_price_cents ?? 0,
            tax_rate: l?.tax_rate ?? 21,
          })),
        );
        for (let i = 0; i < lines.length; i += 1000)
          await trx
            .insertInto('invoice_lines')
            .values(lines.slice(i, i + 1000))
            .execute();
      });
    }
    if (kind === 'postgres') {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query('vacuum analyze');
      await client.end();
    } else {
      await sql`analyze`.execute(app.ctx.db);
    }
    console.log(
      `\n[${kind}] ${COUNT.toLocaleString('nl-NL')} facturen geladen in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
    );

    // PDFs through the real route (loads the invoice, renders, answers the bytes).
    const pdfTimes: number[] = [];
    let bytes = 0;
    for (let i = 0; i < PDFS + WARMUP; i++) {
      const t0 = performance.now();
      const res = await app.inject({ method: 'GET', url: `/api/invoice.render/${(i % COUNT) + 1}`, headers });
      const ms = performance.now() - t0;
      if (res.statusCode !== 200) throw new Error(`render: ${res.statusCode} ${res.body.slice(0, 200)}`);
      if (i >= WARMUP) {
        pdfTimes.push(ms);
        bytes += res.rawPayload.length;
      }
    }
    pdfTimes.sort((a, b) => a - b);
    console.log(
      `PDF x${PDFS}: median ${percentile(pdfTimes, 50).toFixed(1)} ms, p95 ${percentile(pdfTimes, 95).toFixed(1)} ms, gemiddeld ${(bytes / PDFS / 1024).toFixed(1)} kB`,
    );

    const cases: Array<[string, string]> = [
      ['list page 1 (id desc)', '/api/invoices.view'],
      ['list page 2000', '/api/invoices.view?page=2000'],
      ['list sort invoice_id asc', '/api/invoices.view?sort=invoice_id&direction=asc'],
      ['list sort date desc', '/api/invoices.view?sort=invoice_date&direction=desc'],
      ['list sort contact asc', '/api/invoices.view?sort=contact&direction=asc'],
      ['list sort total desc', '/api/invoices.view?sort=total&direction=desc'],
      ['list sort status', '/api/invoices.view?sort=status'],
      ['list status=overdue', '/api/invoices.view?status=overdue'],
      ['list q=F2023-0042', '/api/invoices.view?q=F2023-0042'],
      ['list q=utrecht 17 (contact)', '/api/invoices.view?q=utrecht%2017'],
      ['list q=zzqx (no hit)', '/api/invoices.view?q=zzqx'],
      ['search number F2024-0100', '/api/invoice.search/F2024-0100'],
      ['search concept id 12345', '/api/invoice.search/12345'],
      ['search kenmerk "order 4900"', '/api/invoice.search/order%204900'],
      ['search contact "undergrond"', '/api/invoice.search/undergrond'],
      ['search all "%"', '/api/invoice.search/%25'],
    ];
    console.log(`${'case'.padEnd(36)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)}  hits`);
    for (const [label, url] of cases) {
      const { times, last } = await timeGets(app, headers, url, { warmup: WARMUP, runs: RUNS });
      const body = last.json();
      const hits = body.meta?.total ?? body.results.length;
      console.log(
        `${label.padEnd(36)} ${percentile(times, 50).toFixed(1).padStart(8)} ${percentile(times, 95).toFixed(1).padStart(8)}  ${hits}`,
      );
    }
  } finally {
    await close();
  }
};

if (ONLY !== 'postgres') await runBench('sqlite');
if (ONLY !== 'sqlite') await runBench('postgres');
