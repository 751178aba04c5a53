import type { DayRouteModel } from '@app/contracts';
import { addressQuery, dayRouteUrls, jobArticleText, planRoute, type RouteStop } from '@app/domain';
import type { AppContext } from '../../context.ts';
import { createJobDistances, type DistanceAddress, type JobDistances } from './job-distances.ts';
import { addressKey, companyAddressLine, loadJobs, requireAgendaDate } from './load-jobs.ts';

/**
 * GET /job.route/{date}: the day's stops in a suggested driving order (time windows kept),
 * the trip's kilometres and driving time from the company and back, and maps links.
 */
export const planDayRoute = async (options: {
  ctx: AppContext;
  rawDate: string;
  /** Tests hand in fixed distances; by default the Distances feature's. */
  distances?: JobDistances;
}): Promise<DayRouteModel> => {
  const { ctx } = options;
  const distances = options.distances ?? createJobDistances(ctx);
  const rawDate = options.rawDate;
  const date = requireAgendaDate(rawDate, 'date');
  const [{ jobs, addressOf }, origin] = await Promise.all([
    loadJobs({ ctx, from: date, until: date, withDistances: false, distances }),
    companyAddressLine(ctx),
  ]);
  const unique = new Map<string, { address: DistanceAddress; location: number }>();
  const locationOf = new Map<string, number>();
  for (const job of jobs) {
    const address = addressOf.get(job.id);
    if (!address) continue;
    const key = addressKey(address);
    if (!unique.has(key)) unique.set(key, { address, location: unique.size + 1 });
    locationOf.set(job.id, unique.get(key)?.location ?? 0);
  }
  const matrix = jobs.length > 0 ? await distances.matrix([...unique.values()].map((u) => u.address)) : null;
  const stops: RouteStop[] = jobs.map((job) => ({
    key: job.id,
    window: job.time,
    location: locationOf.get(job.id) ?? 0,
  }));
  const plan = planRoute(stops, matrix);
  const jobOf = new Map(jobs.map((job) => [job.id, job]));
  const unlocated = new Set(plan.unlocated);
  let previous = 0;
  // An order with several lines has several stops: its cash is asked for once, at the first.
  const collectedFor = new Set<number>();
  const routeStops = plan.order.flatMap((key) => {
    const job = jobOf.get(key);
    if (!job) return [];
    const location = locationOf.get(key) ?? 0;
    const known = matrix !== null && !unlocated.has(key);
    const leg = (m: (number | null)[][] | undefined) =>
      known && m ? (previous === location ? 0 : (m[previous]?.[location] ?? null)) : null;
    const stop = {
      job_id: key,
      type: job.type,
      time: job.time,
      contact_name: job.contact.display_name,
      item_name: jobArticleText({ ...job.unit.item, quantity: job.quantity, bundle: job.bundle?.name }),
      phone_number: job.contact.phone_number,
      notes: job.notes,
      amount_due: job.amount_due !== null && !collectedFor.has(job.order_id) ? job.amount_due : null,
      completed_at: job.completed_at,
      address: addressQuery(job.contact),
      leg_distance: leg(matrix?.distances),
      leg_duration: leg(matrix?.durations),
    };
    if (known) previous = location;
    if (job.amount_due !== null) collectedFor.add(job.order_id);
    return [stop];
  });
  return {
    date,
    company_address: origin,
    stops: routeStops,
    distance: plan.distance,
    duration: plan.duration,
    estimated: matrix?.estimated ?? false,
    attribution: matrix && plan.distance !== null ? matrix.attribution : null,
    unlocated: plan.unlocated,
    route_urls: dayRouteUrls(
      origin,
      routeStops.flatMap((s) => (s.address ? [s.address] : [])),
    ),
  };
};
