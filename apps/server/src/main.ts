import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { DEMO_LOGIN, seedDemoData } from './db/seed/index.ts';
import { reportReservationsWithoutOrder } from './features/reservations/report-reservations-without-order.ts';
import { createUserRepository } from './features/users/user.repository.ts';

const config = loadConfig();
const app = await buildApp({ config });

// No users yet means a first start (a seed that crashed rolled back, so it counts as one too).
const seeding = (await createUserRepository(app.ctx.db).count()) === 0;
if (seeding) {
  app.log.info('lege database: demogegevens worden aangemaakt');
  try {
    await seedDemoData(app.ctx);
  } catch (err) {
    app.log.error({ err }, 'demogegevens aanmaken mislukt; er is niets bewaard');
    await app.close();
    process.exit(1);
  }
}

await reportReservationsWithoutOrder(app.ctx);
await app.listen({ port: config.port, host: config.host });

// The demo login only on the start that created it: later its password may have been changed.
process.stdout.write(
  `\n  Verhuur Backoffice draait op ${config.appUrl}\n${
    seeding ? `  Demo-login: ${DEMO_LOGIN.email} / ${DEMO_LOGIN.password}\n` : ''
  }\n`,
);

let closing = false;
const shutdown = async (signal: string) => {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'afsluiten');
  const timer = setTimeout(() => process.exit(1), 10_000);
  timer.unref();
  await app.close();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
