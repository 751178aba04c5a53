import type { GeoPoint } from '@app/domain';
import type { Config } from '../../config.ts';
import type { AppContext } from '../../context.ts';
import { createServiceGuard, type ServiceGuard } from './service-guard.ts';

/** State that outlives one service object: the health of PDOK and the router, and lookups under way. */
type Runtime = {
  pdok: ServiceGuard;
  router: ServiceGuard;
  pendingGeocodes: Map<string, Promise<GeoPoint | null>>;
};
const runtimes = new WeakMap<Config, Runtime>();

export const runtimeOf = (ctx: AppContext): Runtime => {
  let runtime = runtimes.get(ctx.config);
  if (!runtime) {
    runtime = {
      pdok: createServiceGuard(ctx.log, 'pdok', 'PDOK Locatieserver'),
      router: createServiceGuard(ctx.log, 'osrm', 'De routeserver (ROUTING_URL)'),
      pendingGeocodes: new Map(),
    };
    runtimes.set(ctx.config, runtime);
  }
  return runtime;
};

/** The caches are a convenience: a failed write (e.g. a lock conflict) costs a later lookup, not this answer. */
export const rememberInCache = async (ctx: AppContext, write: () => Promise<void>) => {
  try {
    await write();
  } catch (error) {
    ctx.log.warn({ err: error }, 'afstandscache niet bijgewerkt');
  }
};
