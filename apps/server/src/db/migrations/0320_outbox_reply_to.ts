import type { Kysely } from 'kysely';

/**
 * The address a reply should go to (the company's own e-mail address from the identity settings):
 * the invoice and order mails invite the customer to reply, while they are sent from MAIL_FROM,
 * usually a no-reply address.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema
export const up = async (db: Kysely<any>) => {
  await db.schema.alterTable('outbox_mails').addColumn('reply_to', 'text').execute();
};
