import type { Compilable, CompiledQuery } from 'kysely';
import { type Db, directReadOf } from './database.ts';
import { type DatabaseKind, kindOf } from './dialect.ts';

const SLOT = Symbol('slot');
type Slot = { readonly [SLOT]: number };

/** The placeholder of the `index`-th argument, typed as the value it stands for. */
export type SlotOf = <T>(index: number) => T;
const slotOf: SlotOf = <T>(index: number) => ({ [SLOT]: index }) as unknown as T;
const isSlot = (value: unknown): value is Slot =>
  typeof value === 'object' && value !== null && SLOT in value;

/**
 * A query that is built and compiled once (per dialect) and then run with new argument values:
 * building and compiling a Kysely query cost about twice as much CPU as running it on SQLite, which
 * showed on the hottest paths (the session check on every request, the contacts list).
 *
 *   const findSession = preparedQuery((db, slot) =>
 *     db.selectFrom('auth_sessions').select('revoked_at').where('id', '=', slot<string>(0)));
 *   const rows = await findSession(db, sessionId);
 *
 * A slot must stand where Kysely binds a value (`where`, `limit`, `offset`, `values`); the SQL text
 * must not depend on the values (no `in` lists of varying length, no `sql.lit`). Runs on `db` or
 * on a transaction alike. On SQLite a read runs straight on the connection when Kysely does not
 * have it out (see directReadOf).
 */
export const preparedQuery = <Row>(build: (db: Db, slot: SlotOf) => Compilable<Row>) => {
  const compiledByKind = new Map<DatabaseKind, CompiledQuery<Row>>();
  return async (db: Db, ...args: readonly unknown[]): Promise<Row[]> => {
    const kind = kindOf(db);
    let compiled = compiledByKind.get(kind);
    if (!compiled) {
      compiled = build(db, slotOf).compile();
      compiledByKind.set(kind, compiled);
    }
    const parameters = compiled.parameters.map((value) => (isSlot(value) ? args[value[SLOT]] : value));
    const rows = directReadOf(db)?.(compiled.sql, parameters);
    if (rows) return rows as Row[];
    const result = await db.executeQuery<Row>({ ...compiled, parameters });
    return result.rows;
  };
};
