import type { AppContext } from '../../context.ts';
import { seedContacts } from '../../features/contacts/contacts.seed.ts';
import { seedInvoices } from '../../features/invoices/invoices.seed.ts';
import { seedItems } from '../../features/items/items.seed.ts';
import { seedSettings } from '../../features/settings/settings.seed.ts';
import { createUser } from '../../features/users/user.service.ts';

export const DEMO_LOGIN = { email: 'demo@springplezier.nl', password: 'welkom123' } as const;

/**
 * Demo data for "Springplezier Verhuur", a fictional Dutch bouncy-castle rental company.
 * Runs once, on a first start with an empty database; each feature adds its own part, in
 * dependency order (invoices need contacts and settings).
 */
export const seedDemoData = async (ctx: AppContext) => {
  await createUser(ctx.db, {
    email: DEMO_LOGIN.email,
    password: DEMO_LOGIN.password,
    given_name: 'Demi',
    family_name: 'de Boer',
  });
  await seedSettings(ctx);
  await seedContacts(ctx);
  await seedItems(ctx);
  await seedInvoices(ctx);
};
