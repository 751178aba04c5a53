import type { Kysely } from 'kysely';
import { addIdColumn } from '../migration-helpers.ts';

/**
 * Two-step sign-in. One row per person who started or finished setting it up:
 * the TOTP secret (encrypted with a key derived from the server secret, see secret-box.ts),
 * enabled_at (null while the setup waits for its first code) and the last accepted time step (a
 * code of that step or an earlier one is refused, so a code cannot be used twice). Recovery codes
 * are kept as hashes only and are used once.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema
export const up = async (db: Kysely<any>) => {
  await db.schema
    .createTable('user_two_step')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('secret_box', 'text', (c) => c.notNull())
    .addColumn('enabled_at', 'text')
    .addColumn('last_used_step', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await addIdColumn(db, db.schema.createTable('user_recovery_codes'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('user_recovery_codes_user_idx')
    .on('user_recovery_codes')
    .columns(['user_id', 'code_hash'])
    .execute();
};
