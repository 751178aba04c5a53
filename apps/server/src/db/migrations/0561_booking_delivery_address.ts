import type { Kysely } from 'kysely';

/**
 * Online booking: the delivery address as the customer typed it with the request. The order's
 * contact may be a known one reused by e-mail address, whose stored address can differ: the
 * transport is priced to this one, and the status page and mails show this one (never the stored
 * contact's). Null for requests from before.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema
export const up = async (db: Kysely<any>) => {
  await db.schema.alterTable('booking_requests').addColumn('delivery_address_line_1', 'text').execute();
  await db.schema.alterTable('booking_requests').addColumn('delivery_postal_code', 'text').execute();
  await db.schema.alterTable('booking_requests').addColumn('delivery_city', 'text').execute();
};
