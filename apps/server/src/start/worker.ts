import type { Config } from '../config.ts';
import { closeOnSignals, startServer } from './serve.ts';

/**
 * One worker of a several-process `npm start` (see primary.ts). The primary already migrated and
 * seeded; buildApp's own migration run finds nothing to do. SIGINT (Ctrl+C reaches the whole
 * process group) is left to the primary, which stops the workers with SIGTERM, so a worker never
 * ends on its own while the primary would replace it.
 */
export const runWorker = async (config: Config) => {
  const app = await startServer(config);
  process.on('SIGINT', () => {});
  closeOnSignals(app, ['SIGTERM']);
};
