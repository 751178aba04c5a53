import cluster, { type Worker } from 'node:cluster';
import { buildApp } from '../app.ts';
import type { Config } from '../config.ts';
import { reportReservationsWithoutOrder } from '../features/reservations/index.ts';
import { printBanner } from './banner.ts';
import { seedWhenEmpty } from './seed-when-empty.ts';
import { STOP_TIMEOUT_MS } from './serve.ts';

/** A worker that dies sooner than this after its start counts towards the crash back-off. */
const QUICK_DEATH_MS = 10_000;
const MAX_RESTART_DELAY_MS = 30_000;

/**
 * `npm start` with several workers (node:cluster): this process prepares the database once
 * (migrations, the demo data on an empty database), closes it and forks the workers, which each
 * build the app on their own connection and listen on the shared port (the primary hands them
 * the connections in turn). A worker that dies is replaced, after a growing pause when workers
 * keep dying right after their start (a broken database must not make a fork loop). SIGTERM and
 * SIGINT stop every worker gracefully; then this process exits.
 */
export const runPrimary = async (config: Config, count: number, warning?: string) => {
  const app = await buildApp({ config });
  const log = app.log;
  if (warning) log.warn(warning);
  const seeded = await seedWhenEmpty(app);
  await reportReservationsWithoutOrder(app.ctx);
  await app.close();

  const live = new Set<Worker>();
  const startedAt = new Map<Worker, number>();
  const restarts = new Set<NodeJS.Timeout>();
  let listening = 0;
  let everyoneListened = false;
  let quickDeaths = 0;
  let closing = false;
  let exitCode = 0;

  const fork = () => {
    const worker = cluster.fork();
    live.add(worker);
    startedAt.set(worker, Date.now());
  };

  cluster.on('listening', (worker) => {
    log.info({ worker: worker.process.pid }, 'werkproces luistert');
    if (everyoneListened) return;
    listening++;
    if (listening === count) {
      everyoneListened = true;
      printBanner(config, { seeded, workers: count });
    }
  });

  cluster.on('exit', (worker, code, signal) => {
    live.delete(worker);
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (closing) {
      if (live.size === 0) process.exit(exitCode);
      return;
    }
    if (!everyoneListened) {
      // A worker that cannot start (port taken, database unreachable) is a failed start, as it
      // is for the single process: stop, rather than retry for ever without a word on screen.
      log.error({ worker: worker.process.pid, code, signal }, 'werkproces kon niet starten; de server stopt');
      void stopAll('start mislukt', 1);
      return;
    }
    quickDeaths = lived < QUICK_DEATH_MS ? quickDeaths + 1 : 0;
    const delay = quickDeaths === 0 ? 0 : Math.min(MAX_RESTART_DELAY_MS, 500 * 2 ** (quickDeaths - 1));
    log.warn(
      { worker: worker.process.pid, code, signal, delayMs: delay },
      'werkproces gestopt; er komt een nieuw',
    );
    const timer = setTimeout(() => {
      restarts.delete(timer);
      if (!closing) fork();
    }, delay);
    restarts.add(timer);
  });

  const stopAll = async (reason: string, code: number) => {
    if (closing) return;
    closing = true;
    exitCode = code;
    log.info({ signal: reason }, 'afsluiten');
    for (const timer of restarts) clearTimeout(timer);
    if (live.size === 0) process.exit(exitCode);
    for (const worker of live) worker.process.kill('SIGTERM');
    // Each worker gives up on a graceful stop after STOP_TIMEOUT_MS; a little later, force it.
    setTimeout(() => {
      for (const worker of live) worker.process.kill('SIGKILL');
      process.exit(1);
    }, STOP_TIMEOUT_MS + 2000).unref();
  };
  process.on('SIGINT', () => void stopAll('SIGINT', 0));
  process.on('SIGTERM', () => void stopAll('SIGTERM', 0));

  for (let i = 0; i < count; i++) fork();
};
