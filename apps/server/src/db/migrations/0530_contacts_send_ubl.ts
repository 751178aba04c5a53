import type { Kysely } from 'kysely';

/**
 * "UBL meesturen" per contact: invoice mails to this contact carry the UBL
 * e-invoice beside the PDF. Integer 0/1 like every boolean; off for existing contacts.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema
export const up = async (db: Kysely<any>) => {
  await db.schema
    .alterTable('contacts')
    .addColumn('send_ubl', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
};
