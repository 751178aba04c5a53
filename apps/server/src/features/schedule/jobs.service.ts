import {
  type DayRouteModel,
  type JobModel,
  type JobsView,
  type JobTimeline,
  MAX_JOBS_VIEW_DAYS,
  SCHEDULE_MESSAGES,
  TIME_SLOTS,
} from '@app/contracts';
import {
  AGENDA_MAX_DATE,
  AGENDA_MIN_DATE,
  addCalendarDays,
  addressQuery,
  type CalendarDate,
  dayRouteUrls,
  deriveJobs,
  diffCalendarDays,
  jobArticleText,
  parseAgendaDate,
  planRoute,
  type RouteStop,
  startOfWeekMonday,
  todayCalendarDate,
} from '@app/domain';
import type { AppContext } from '../../context.ts';
import { validationFailed } from '../../lib/app-error.ts';
import { toAssetModel } from '../assets/assets.service.ts';
import { countryNameOf } from '../contacts/countries.ts';
import { createItemRepository } from '../items/items.repository.ts';
import { readStoredSettings } from '../settings/settings.service.ts';
import { createJobDistances, type DistanceAddress, type JobDistances } from './job-distances.ts';
import { createJobRepository, type JobSourceRow } from './jobs.repository.ts';

/** Reads an agenda date from the URL or the query, or answers the Dutch 422 on `field`. */
export const requireAgendaDate = (raw: string, field: string): CalendarDate => {
  const parsed = parseAgendaDate(raw);
  if (parsed.ok) return parsed.date;
  const message =
    parsed.problem === 'out_of_range' ? SCHEDULE_MESSAGES.outOfRange : SCHEDULE_MESSAGES.invalidDate;
  throw validationFailed(message, { [field]: [message] });
};

const distanceAddressOf = (row: JobSourceRow): DistanceAddress => ({
  address_line_1: row.address_line_1,
  postal_code: row.postal_code,
  city: row.city,
  country: row.country,
});

/** One key per distinct address, so a day with several stops at one customer asks once. */
const addressKey = (a: DistanceAddress) =>
  [a.address_line_1, a.postal_code, a.city, a.country].map((v) => (v ?? '').trim().toLowerCase()).join('|');

/**
 * What the driver collects in cash: for a cash order that is not paid (neither the order nor its
 * invoice), the invoice's total incl. VAT, or the order's total before an invoice exists.
 */
const amountDueOf = (row: JobSourceRow): number | null => {
  if (row.payment_method !== 'cash' || row.order_status === 'paid' || row.invoice_status === 'paid')
    return null;
  const amount =
    row.invoice_total_cents === null
      ? row.order_total_cents
      : row.invoice_total_cents - (row.invoice_paid_cents ?? 0);
  return amount > 0 ? amount : null;
};

const minDay = (a: CalendarDate, b: CalendarDate) => (a < b ? a : b);
const maxDay = (a: CalendarDate, b: CalendarDate) => (a > b ? a : b);

export type JobServiceDeps = { distances?: JobDistances };

/**
 * The agenda: jobs derived from the reservations of live orders (domain `deriveJobs`), with the
 * contact, the unit and the road distance from the company. Nothing is stored; cancelling an
 * order (or a reservation) removes its jobs.
 */
export const createJobService = (ctx: AppContext, deps: JobServiceDeps = {}) => {
  const distances = deps.distances ?? createJobDistances(ctx);
  const repo = createJobRepository(ctx.db);
  const items = createItemRepository(ctx.db);

  /**
   * The jobs on from..until (inclusive), sorted by day, window and type, with the address each
   * job's distance is asked for.
   */
  const loadJobs = async (
    from: CalendarDate,
    until: CalendarDate,
    options: { withDistances: boolean },
  ): Promise<{ jobs: JobModel[]; addressOf: Map<string, DistanceAddress> }> => {
    const rows = await repo.sourcesBetween(from, until);
    const byReservation = new Map(rows.map((row) => [row.reservation_id, row]));
    const derived = deriveJobs(
      rows.map((row) => ({
        reservationId: row.reservation_id,
        reservedFrom: row.reserved_from,
        reservedUntil: row.reserved_until,
        deliveryTime: row.delivery_time,
        pickupTime: row.pickup_time,
        returns: row.item_type === 'rentable',
      })),
      { from, until },
    );
    const addressOf = new Map<string, DistanceAddress>();
    if (derived.length === 0) return { jobs: [], addressOf };

    const images = await items.firstImages([...new Set(rows.map((row) => row.item_id))]);
    const done = new Map(
      (await repo.completionsOf(rows.map((row) => row.reservation_id))).map((c) => [
        `${c.job_type}-${c.reservation_id}`,
        {
          completed_at: c.completed_at,
          completed_by: `${c.given_name ?? ''} ${c.family_name ?? ''}`.trim() || c.email || null,
          cash_received: c.cash_cents,
        },
      ]),
    );
    // One batched call for every distinct address of the period.
    const addresses = new Map<string, DistanceAddress>();
    for (const row of rows) addresses.set(addressKey(distanceAddressOf(row)), distanceAddressOf(row));
    const keys = [...addresses.keys()];
    const figures = options.withDistances ? await distances.fromCompany([...addresses.values()]) : [];
    const figureOf = new Map(keys.map((key, i) => [key, figures[i] ?? null]));

    const jobs = derived.flatMap((job) => {
      const row = byReservation.get(job.reservationId);
      if (!row) return [];
      addressOf.set(`${job.type}-${row.reservation_id}`, distanceAddressOf(row));
      const image = images.get(row.item_id);
      const imageModel = image ? toAssetModel(image) : null;
      const travel = figureOf.get(addressKey(distanceAddressOf(row))) ?? null;
      return [
        {
          id: `${job.type}-${row.reservation_id}`,
          date: job.date,
          type: job.type,
          time: job.time,
          reservation_id: row.reservation_id,
          order_id: row.order_id,
          order_uuid: row.order_uuid,
          contact: {
            id: row.contact_id,
            uuid: row.contact_uuid,
            contact_type: row.contact_type,
            display_name: row.display_name,
            email_address: row.email_address,
            phone_number: row.phone_number,
            address_line_1: row.address_line_1,
            address_line_2: row.address_line_2,
            postal_code: row.postal_code,
            city: row.city,
            country: countryNameOf(row.country),
          },
          bundle:
            row.bundle_id !== null && row.bundle_name !== null
              ? { id: row.bundle_id, name: row.bundle_name }
              : null,
          unit: {
            id: row.unit_id,
            uuid: row.unit_uuid,
            serial_number: row.serial_number,
            item: {
              id: row.item_id,
              uuid: row.item_uuid,
              name: row.item_name,
              type: row.item_type,
              images: imageModel
                ? [
                    {
                      id: imageModel.id,
                      url: imageModel.url,
                      thumbnail_url: imageModel.thumbnail_url,
                      file_name: imageModel.file_name,
                    },
                  ]
                : [],
            },
          },
          quantity: row.quantity,
          notes: row.notes,
          amount_due: amountDueOf(row),
          completed_at: done.get(`${job.type}-${row.reservation_id}`)?.completed_at ?? null,
          completed_by: done.get(`${job.type}-${row.reservation_id}`)?.completed_by ?? null,
          cash_received: done.get(`${job.type}-${row.reservation_id}`)?.cash_received ?? null,
          distance: travel?.distance ?? null,
          duration: travel?.duration ?? null,
          estimated: travel?.estimated ?? false,
          attribution: travel?.attribution ?? null,
        } satisfies JobModel,
      ];
    });
    return { jobs, addressOf };
  };

  /** The jobs on from..until (inclusive), by default with their distances from the company. */
  const jobsBetween = async (
    from: CalendarDate,
    until: CalendarDate,
    options: { withDistances: boolean } = { withDistances: true },
  ): Promise<JobModel[]> => (await loadJobs(from, until, options)).jobs;

  /** The company's address as one line for a maps app, or null before it was filled in. */
  const companyAddress = async (): Promise<string | null> => {
    const settings = await readStoredSettings(ctx.db);
    return addressQuery({
      address_line_1: settings.identity_address_line_1,
      postal_code: settings.identity_postal_code,
      city: settings.identity_city,
      country: settings.identity_country ? countryNameOf(settings.identity_country) : '',
    });
  };

  return {
    jobsBetween,

    /** GET /jobs.view: a period of at most 31 days; default this week (Monday through Sunday). */
    view: async (query: { from?: string | undefined; until?: string | undefined }): Promise<JobsView> => {
      let from = query.from ? requireAgendaDate(query.from, 'from') : null;
      let until = query.until ? requireAgendaDate(query.until, 'until') : null;
      if (!from && !until) from = startOfWeekMonday(todayCalendarDate());
      if (!from) from = maxDay(AGENDA_MIN_DATE, addCalendarDays(until as CalendarDate, -6));
      if (!until) until = minDay(AGENDA_MAX_DATE, addCalendarDays(from, 6));
      if (until < from) {
        throw validationFailed(SCHEDULE_MESSAGES.rangeReversed, { until: [SCHEDULE_MESSAGES.rangeReversed] });
      }
      if (diffCalendarDays(from, until) + 1 > MAX_JOBS_VIEW_DAYS) {
        throw validationFailed(SCHEDULE_MESSAGES.rangeTooLong, { until: [SCHEDULE_MESSAGES.rangeTooLong] });
      }
      const [results, company_address] = await Promise.all([jobsBetween(from, until), companyAddress()]);
      return { results, meta: { from, until, company_address } };
    },

    /** GET /job.timeline/{date}: the day's jobs per time slot, every slot present. */
    timeline: async (rawDate: string): Promise<JobTimeline> => {
      const date = requireAgendaDate(rawDate, 'date');
      const jobs = await jobsBetween(date, date);
      const timeline = Object.fromEntries(TIME_SLOTS.map((slot) => [slot, [] as JobModel[]])) as JobTimeline;
      for (const job of jobs) timeline[job.time].push(job);
      return timeline;
    },

    /**
     * GET /job.route/{date}: the day's stops in a suggested driving order (time windows kept),
     * the trip's kilometres and driving time from the company and back, and maps links.
     */
    route: async (rawDate: string): Promise<DayRouteModel> => {
      const date = requireAgendaDate(rawDate, 'date');
      const [{ jobs, addressOf }, origin] = await Promise.all([
        loadJobs(date, date, { withDistances: false }),
        companyAddress(),
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
      const matrix =
        jobs.length > 0 ? await distances.matrix([...unique.values()].map((u) => u.address)) : null;
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
    },
  };
};

export type JobService = ReturnType<typeof createJobService>;
