/**
 * The baseline of bench/api: a bare Fastify route (no plugins, no hooks, no logger, no schemas)
 * that answers GET /contacts.view with the same JSON as the app's `GET /api/contacts.view`
 * (page 1, 20 rows with people and the total) from the same SQLite file. The SQL is the app's
 * own: the queries the contacts repository issues are captured once at start and then run per
 * request as prepared better-sqlite3 statements, so query building is not part of the baseline.
 *   node bench/api/bare-server.ts <sqlite file> <port>
 */
import SQLite from 'better-sqlite3';
import Fastify from 'fastify';
import { type CompiledQuery, Kysely, SqliteDialect } from 'kysely';
import type { Database } from '../../apps/server/src/db/schema.ts';
import { toContact } from '../../apps/server/src/features/contacts/contact-model.ts';
import {
  type ContactListFilter,
  type ContactRecord,
  createContactRepository,
  type PersonRow,
} from '../../apps/server/src/features/contacts/contacts.repository.ts';

const [file, portArg] = process.argv.slice(2);
if (!file || !portArg) throw new Error('usage: bare-server.ts <sqlite file> <port>');

const sqlite = new SQLite(file);
sqlite.pragma('journal_mode = WAL');
sqlite.pragma('busy_timeout = 5000');

const FILTER: ContactListFilter = {
  q: undefined,
  sort: 'display_name',
  direction: 'asc',
  page: 1,
  perPage: 20,
  includeDeactivated: false,
};

// Capture the SQL of one list call (counts, page) and of the people query.
const captured: CompiledQuery[] = [];
const kysely = new Kysely<Database>({
  dialect: new SqliteDialect({ database: sqlite }),
  log: (event) => {
    if (event.level === 'query') captured.push(event.query);
  },
});
const repo = createContactRepository(kysely);
const sample = await repo.list(FILTER);
const listQueries = captured.splice(0);
await repo.peopleOf(sample.rows.map((row) => row.id));
const peopleQuery = captured[0];
if (!peopleQuery) throw new Error('no people query captured');

const isCount = (q: CompiledQuery) => /count\(\*\)/i.test(q.sql);
const countQuery = listQueries.find(isCount);
const pageQuery = listQueries.find((q) => !isCount(q));
if (!countQuery || !pageQuery || listQueries.length !== 2) throw new Error('unexpected list queries');
// One statement answers both counts: {active, deactivated}.
const countStmt = sqlite.prepare(countQuery.sql);
const pageStmt = sqlite.prepare(pageQuery.sql);
const peopleStmt = sqlite.prepare(peopleQuery.sql);

const app = Fastify({ logger: false });
app.get('/contacts.view', async () => {
  const counts = countStmt.get(...(countQuery.parameters as unknown[])) as {
    active: number;
    deactivated: number;
  };
  const rows = pageStmt.all(...(pageQuery.parameters as unknown[])) as ContactRecord[];
  const people = peopleStmt.all(...rows.map((r) => r.id)) as PersonRow[];
  const byContact = new Map<number, PersonRow[]>();
  for (const person of people) {
    const list = byContact.get(person.contact_id) ?? [];
    list.push(person);
    byContact.set(person.contact_id, list);
  }
  return {
    results: rows.map((row) => toContact(row, byContact.get(row.id) ?? [])),
    meta: {
      page: FILTER.page,
      per_page: FILTER.perPage,
      total: counts.active,
      // Exact without a search (the app counts a search's matches only up to a cap).
      total_is_lower_bound: false,
      deactivated_count: counts.deactivated,
    },
  };
});
await app.listen({ port: Number(portArg), host: '127.0.0.1' });
process.stdout.write('ready\n');
