import cluster from 'node:cluster';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { reportReservationsWithoutOrder } from './features/reservations/index.ts';
import { printBanner } from './start/banner.ts';
import { runPrimary } from './start/primary.ts';
import { seedWhenEmpty } from './start/seed-when-empty.ts';
import { closeOnSignals } from './start/serve.ts';
import { runWorker } from './start/worker.ts';
import { readWorkerCount } from './start/worker-count.ts';

const config = loadConfig();

if (cluster.isWorker) {
  await runWorker(config);
} else {
  const { workers, warning } = readWorkerCount(process.env.WEB_CONCURRENCY);
  if (workers > 1) {
    await runPrimary(config, workers, warning);
  } else {
    // WEB_CONCURRENCY=1 (or one core): the single process of old, no node:cluster.
    const app = await buildApp({ config });
    if (warning) app.log.warn(warning);
    const seeded = await seedWhenEmpty(app);
    await reportReservationsWithoutOrder(app.ctx);
    await app.listen({ port: config.port, host: config.host });
    printBanner(config, { seeded, workers: 1 });
    closeOnSignals(app, ['SIGINT', 'SIGTERM']);
  }
}
