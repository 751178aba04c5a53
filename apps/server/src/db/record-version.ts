import { sql } from 'kysely';

/**
 * `version = version + 1`, set by every repository update of a versioned table (invoices, orders,
 * contacts, items), so any write moves the version on in the statement that writes.
 */
export const nextVersion = sql<number>`version + 1`;
