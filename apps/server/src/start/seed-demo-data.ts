import type { AppContext } from '../context.ts';
import { writeTransaction } from '../db/database.ts';
import { joiningTransaction } from '../db/joining-transaction.ts';
import { seedContacts } from '../features/contacts/index.ts';
import { seedDiscounts } from '../features/discounts/index.ts';
import { seedInvoices } from '../features/invoices/index.ts';
import { seedItems } from '../features/items/index.ts';
import { seedOrders } from '../features/orders/index.ts';
import { seedSettings } from '../features/settings/index.ts';
import { createUser } from '../features/users/index.ts';

export const DEMO_LOGIN = { email: 'demo@springplezier.nl', password: 'welkom123' } as const;

/**
 * Demo data for "Springplezier Verhuur", a fictional Dutch bouncy-castle rental company.
 * Runs on a start with an empty users table; each feature adds its own part, in dependency order
 * (invoices need contacts and settings). All in one transaction: a crash half-way leaves the
 * database empty (uploaded files aside), so the next start simply seeds again. Start code, not
 * db/: it puts the features' seeds together, and db/ knows no feature.
 */
export const seedDemoData = (ctx: AppContext) =>
  writeTransaction(ctx.db).execute(async (trx) => {
    const seedCtx: AppContext = { ...ctx, db: joiningTransaction(trx) };
    await createUser({
      db: seedCtx.db,
      input: {
        email: DEMO_LOGIN.email,
        password: DEMO_LOGIN.password,
        given_name: 'Demi',
        family_name: 'de Boer',
      },
    });
    await seedSettings(seedCtx);
    await seedContacts(seedCtx);
    await seedItems(seedCtx);
    await seedDiscounts(seedCtx);
    await seedInvoices(seedCtx);
    await seedOrders(seedCtx);
  });
