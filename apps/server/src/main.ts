import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { DEMO_LOGIN, seedDemoData } from './db/seed/index.ts';
import { createUserRepository } from './features/users/user.repository.ts';

const config = loadConfig();
const app = await buildApp({ config });

const users = createUserRepository(app.ctx.db);
if ((await users.count()) === 0) {
  app.log.info('lege database: demogegevens worden aangemaakt');
  await seedDemoData(app.ctx);
}

await app.listen({ port: config.port, host: config.host });

if (await users.findByUsername(DEMO_LOGIN.email)) {
  const url = config.appUrl;
  process.stdout.write(
    `\n  Verhuur Backoffice draait op ${url}\n  Demo-login: ${DEMO_LOGIN.email} / ${DEMO_LOGIN.password}\n\n`,
  );
}

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
