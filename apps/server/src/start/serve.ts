import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import type { Config } from '../config.ts';

/** How long a graceful stop may take (requests in flight, the outbox's current send) before the process just exits. */
export const STOP_TIMEOUT_MS = 10_000;

/** Builds the app on the configured database and listens on the configured port. */
export const startServer = async (config: Config): Promise<FastifyInstance> => {
  const app = await buildApp({ config });
  await app.listen({ port: config.port, host: config.host });
  return app;
};

/** Stops the app gracefully on these signals (requests in flight finish, the outbox stops) and exits. */
export const closeOnSignals = (app: FastifyInstance, signals: NodeJS.Signals[]) => {
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'afsluiten');
    const timer = setTimeout(() => process.exit(1), STOP_TIMEOUT_MS);
    timer.unref();
    await app.close();
    process.exit(0);
  };
  for (const signal of signals) process.on(signal, () => void shutdown(signal));
};
