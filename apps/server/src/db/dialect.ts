import { type Kysely, PostgresAdapter } from 'kysely';

export type DatabaseKind = 'sqlite' | 'postgres';

// biome-ignore lint/suspicious/noExplicitAny: works on any schema, also the untyped one migrations get
export const kindOf = (db: Kysely<any>): DatabaseKind =>
  db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
