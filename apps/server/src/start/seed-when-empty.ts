import type { FastifyInstance } from 'fastify';
import { countUsers } from '../features/users/index.ts';
import { seedDemoData } from './seed-demo-data.ts';

/**
 * Seeds the demo data when the database has no users yet (a seed that crashed rolled back, so it
 * counts as empty too) and answers whether it did. On failure it closes the app and exits: a
 * half-started server with no way to sign in helps nobody.
 */
export const seedWhenEmpty = async (app: FastifyInstance): Promise<boolean> => {
  const seeding = (await countUsers(app.ctx.db)) === 0;
  if (!seeding) return false;
  app.log.info('lege database: demogegevens worden aangemaakt');
  try {
    await seedDemoData(app.ctx);
  } catch (err) {
    app.log.error({ err }, 'demogegevens aanmaken mislukt; er is niets bewaard');
    await app.close();
    process.exit(1);
  }
  return true;
};
