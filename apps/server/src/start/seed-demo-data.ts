import type { Transaction } from 'kysely';
import type { AppContext } from '../../context.ts';
import { seedContacts } from '../../features/contacts/contacts.seed.ts';
import { seedDiscounts } from '../../features/discounts/discounts.seed.ts';
import { seedInvoices } from '../../features/invoices/invoices.seed.ts';
import { seedItems } from '../../features/items/items.seed.ts';
import { seedOrders } from '../../features/orders/orders.seed.ts';
import { seedSettings } from '../../features/settings/settings.seed.ts';
import { createUser } from '../../features/users/user.service.ts';
import { type Db, writeTransaction } from '../database.ts';
import type { Database } from '../schema.ts';

export const DEMO_LOGIN = { email: 'demo@springplezier.nl', password: 'welkom123' } as const;

/**
 * The seed's transaction, handed to services that open a transaction of their own: their
 * `transaction()…execute(work)` runs `work` inside the seed's one (Kysely cannot nest them), so
 * every row of the demo data commits or rolls back together.
 */
const joiningTransaction = (trx: Transaction<Database>): Db => {
  const joined: Db = new Proxy(trx, {
    get(target, prop) {
      if (prop === 'transaction') return () => builder;
      // Kysely's methods read private fields, so they must run on the real transaction.
      const value: unknown = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  // The builder's settings (access mode, isolation level) were fixed when the seed's one began.
  const builder = {
    setAccessMode: () => builder,
    setIsolationLevel: () => builder,
    execute: <T>(work: (db: Db) => Promise<T>) => work(joined),
  };
  return joined;
};

/**
 * Demo data for "Springplezier Verhuur", a fictional Dutch bouncy-castle rental company.
 * Runs on a start with an empty users table; each feature adds its own part, in dependency order
 * (invoices need contacts and settings). All in one transaction: a crash half-way leaves the
 * database empty (uploaded files aside), so the next start simply seeds again.
 */
export const seedDemoData = (ctx: AppContext) =>
  writeTransaction(ctx.db).execute(async (trx) => {
    const seedCtx: AppContext = { ...ctx, db: joiningTransaction(trx) };
    await createUser(seedCtx.db, {
      email: DEMO_LOGIN.email,
      password: DEMO_LOGIN.password,
      given_name: 'Demi',
      family_name: 'de Boer',
    });
    await seedSettings(seedCtx);
    await seedContacts(seedCtx);
    await seedItems(seedCtx);
    await seedDiscounts(seedCtx);
    await seedInvoices(seedCtx);
    await seedOrders(seedCtx);
  });
