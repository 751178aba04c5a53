import type { Kysely } from 'kysely';

/**
 * The sender a customer sees: invoice and order mails come from the company's name
 * and e-mail address in the company details, stored with the mail so a retry sends it as written.
 * Null (auth mails, older rows): from MAIL_FROM as before.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema
export const up = async (db: Kysely<any>) => {
  await db.schema.alterTable('outbox_mails').addColumn('from_name', 'text').execute();
  await db.schema.alterTable('outbox_mails').addColumn('from_address', 'text').execute();
};
