import type { Kysely } from 'kysely';
import { addAppendOnlyTriggers } from '../migration-helpers.ts';

/** The terms a fresh install starts with (the booking page's default until now). */
const FIRST_TERMS =
  'De huurder gebruikt het gehuurde volgens de veiligheidsinstructies en onder toezicht van een volwassene. Annuleren kan kosteloos tot 7 dagen voor de huurdatum.';

const parsed = (value: string | undefined): unknown => {
  if (value === undefined) return undefined;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return undefined;
  }
};

/**
 * The company's rental terms as numbered versions (Huurvoorwaarden): the booking page, quotes and
 * the renter's signature accept the current one (the highest number) and record that number.
 * Append-only: a changed text is a new row, and triggers refuse any update or delete, so what a
 * customer accepted can always be read back. `created_by` has no foreign key, like the audit
 * trail's actor: the row stays as written. Null is the system (this first version).
 *
 * The terms that were a setting (booking_terms_text with a free version label) become the first
 * row: a whole-number label keeps its number, so bookings that recorded it still name this text;
 * any other label starts at 1 (those bookings keep the label they recorded). The settings keys go.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema
export const up = async (db: Kysely<any>) => {
  await db.schema
    .createTable('terms_versions')
    .addColumn('number', 'integer', (c) => c.primaryKey())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer')
    .execute();
  await addAppendOnlyTriggers(db, 'terms_versions');

  const rows: Array<{ key: string; value: string }> = await db
    .selectFrom('settings')
    .select(['key', 'value'])
    .where('key', 'in', ['booking_terms_text', 'booking_terms_version'])
    .execute();
  const stored = (key: string) => parsed(rows.find((r) => r.key === key)?.value);
  const text = stored('booking_terms_text');
  const label = stored('booking_terms_version');
  const number = typeof label === 'string' && /^\s*[1-9]\d{0,5}\s*$/.test(label) ? Number(label) : 1;
  await db
    .insertInto('terms_versions')
    .values({
      number,
      text: typeof text === 'string' && text.length <= 20_000 ? text : FIRST_TERMS,
      created_at: new Date().toISOString(),
      created_by: null,
    })
    .execute();
  await db
    .deleteFrom('settings')
    .where('key', 'in', ['booking_terms_text', 'booking_terms_version'])
    .execute();
};
