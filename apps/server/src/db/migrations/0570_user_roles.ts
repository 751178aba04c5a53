import type { Kysely } from 'kysely';

/**
 * Colleagues and roles: every user gets a role (existing users become owner), a
 * deactivation instant (a deactivated person cannot sign in or reset a password), the last
 * sign-in shown in the list, and when an invitation was last sent (a person invited but not yet
 * signed in has status "Uitgenodigd").
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema
export const up = async (db: Kysely<any>) => {
  await db.schema
    .alterTable('users')
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('owner'))
    .execute();
  await db.schema.alterTable('users').addColumn('deactivated_at', 'text').execute();
  await db.schema.alterTable('users').addColumn('last_sign_in_at', 'text').execute();
  await db.schema.alterTable('users').addColumn('invited_at', 'text').execute();
};
