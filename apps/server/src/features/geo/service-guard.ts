import type { FastifyBaseLogger } from 'fastify';

/** After a failure the service is left alone this long, so one outage costs one timeout, not one per address. */
export const COOL_DOWN_MS = 60_000;

export type ServiceGuard = ReturnType<typeof createServiceGuard>;

/**
 * Remembers whether an external service (PDOK, the router) is failing. The first failure of an
 * outage is logged (once) and the service is skipped for COOL_DOWN_MS; the estimate stands in
 * meanwhile. The first success afterwards logs the recovery.
 */
export const createServiceGuard = (log: FastifyBaseLogger, service: string, label: string) => {
  let down = false;
  let retryAt = 0;
  return {
    available: () => Date.now() >= retryAt,
    failed: (reason: string) => {
      if (!down)
        log.warn({ service, reason }, `${label} geeft geen bruikbaar antwoord; afstanden worden geschat`);
      down = true;
      retryAt = Date.now() + COOL_DOWN_MS;
    },
    succeeded: () => {
      if (down) log.info({ service }, `${label} antwoordt weer`);
      down = false;
      retryAt = 0;
    },
  };
};
