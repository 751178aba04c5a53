import { availableParallelism } from 'node:os';

/** Without WEB_CONCURRENCY: one worker per core, but no more than this (memory, database connections). */
export const MAX_DEFAULT_WORKERS = 8;
/** An explicit WEB_CONCURRENCY above this is taken as a typo and capped. */
export const MAX_WORKERS = 64;

/**
 * How many server processes `npm start` runs: WEB_CONCURRENCY when it is a whole number from 1,
 * else one per core (os.availableParallelism, which honours CPU affinity) up to 8. 1 is the
 * single process of old, without node:cluster. An unreadable value falls back to the default and
 * says so, like the other settings (a typo should not keep the server down).
 */
export const readWorkerCount = (
  raw: string | undefined,
  cores = availableParallelism(),
): { workers: number; warning?: string } => {
  const fallback = Math.max(1, Math.min(cores, MAX_DEFAULT_WORKERS));
  const value = raw?.trim() ?? '';
  if (value === '') return { workers: fallback };
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1) {
    return {
      workers: fallback,
      warning: `WEB_CONCURRENCY "${raw}" is geen heel getal vanaf 1; ${fallback} werkprocessen`,
    };
  }
  return { workers: Math.min(count, MAX_WORKERS) };
};
