import type { Transaction } from 'kysely';
import type { Db } from './database.ts';
import type { Database } from './schema.ts';

/**
 * A transaction handed to code that opens a transaction of its own: its
 * `transaction()…execute(work)` runs `work` inside this one (Kysely cannot nest them), so
 * everything commits or rolls back together (the demo seed).
 */
export const joiningTransaction = (trx: Transaction<Database>): Db => {
  const joined: Db = new Proxy(trx, {
    get(target, prop) {
      if (prop === 'transaction') return () => builder;
      // Kysely's methods read private fields, so they must run on the real transaction.
      const value: unknown = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  // The builder's settings (access mode, isolation level) were fixed when the outer one began.
  const builder = {
    setAccessMode: () => builder,
    setIsolationLevel: () => builder,
    execute: <T>(work: (db: Db) => Promise<T>) => work(joined),
  };
  return joined;
};
