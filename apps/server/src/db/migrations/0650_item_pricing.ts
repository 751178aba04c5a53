import { type Kysely, sql } from 'kysely';

/**
 * Prices a rental business charges:
 * - `items.day_factors`: the article's own staffel as JSON `[{days, factor}]`; null: the company's
 *   (setting `pricing_day_factors`);
 * - `items.deposit_cents`: the borg an order asks per piece of the article, outside the VAT base.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema
export const up = async (db: Kysely<any>) => {
  await db.schema.alterTable('items').addColumn('day_factors', 'text').execute();
  await db.schema
    .alterTable('items')
    .addColumn('deposit_cents', 'integer', (c) => c.notNull().defaultTo(0).check(sql`deposit_cents >= 0`))
    .execute();
};
