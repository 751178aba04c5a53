import type { Kysely } from 'kysely';

/**
 * `contact.view` and `contact.delete` count a contact's reservations (a contact with rentals can
 * only be archived), and deleting a contact makes the database look up reservations by contact for
 * `on delete set null`: both by contact_id, which had no index.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema
export const up = async (db: Kysely<any>) => {
  await db.schema.createIndex('reservations_contact_idx').on('reservations').column('contact_id').execute();
};
