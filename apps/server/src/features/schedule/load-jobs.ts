import { type JobModel, SCHEDULE_MESSAGES } from '@app/contracts';
import { addressQuery, type CalendarDate, deriveJobs, parseAgendaDate } from '@app/domain';
import type { AppContext } from '../../context.ts';
import { validationFailed } from '../../lib/app-error.ts';
import { toAssetModel } from '../assets/index.ts';
import { countryNameOf, toContactSummary } from '../contacts/index.ts';
import { firstImagesOfItems } from '../items/index.ts';
import { readStoredSettings } from '../settings/index.ts';
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
export const addressKey = (a: DistanceAddress) =>
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

/**
 * The agenda: jobs derived from the reservations of live orders (domain `deriveJobs`), with the
 * contact, the unit and the road distance from the company. Nothing is stored; cancelling an
 * order (or a reservation) removes its jobs.
 *
 * The jobs on from..until (inclusive), sorted by day, window and type, with the address each
 * job's distance is asked for.
 */
export const loadJobs = async (options: {
  ctx: AppContext;
  from: CalendarDate;
  until: CalendarDate;
  withDistances: boolean;
  /** Tests hand in fixed distances; by default the Distances feature's. */
  distances?: JobDistances;
}): Promise<{ jobs: JobModel[]; addressOf: Map<string, DistanceAddress> }> => {
  const { ctx, from, until } = options;
  const repo = createJobRepository(ctx.db);
  const distances = options.distances ?? createJobDistances(ctx);
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

  const images = await firstImagesOfItems(ctx.db, [...new Set(rows.map((row) => row.item_id))]);
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
        contact: toContactSummary({ ...row, id: row.contact_id, uuid: row.contact_uuid }),
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
export const jobsBetween = async (options: {
  ctx: AppContext;
  from: CalendarDate;
  until: CalendarDate;
  withDistances?: boolean;
  distances?: JobDistances;
}): Promise<JobModel[]> =>
  (await loadJobs({ ...options, withDistances: options.withDistances ?? true })).jobs;

/** The company's address as one line for a maps app, or null before it was filled in. */
export const companyAddressLine = async (ctx: AppContext): Promise<string | null> => {
  const settings = await readStoredSettings(ctx.db);
  return addressQuery({
    address_line_1: settings.identity_address_line_1,
    postal_code: settings.identity_postal_code,
    city: settings.identity_city,
    country: settings.identity_country ? countryNameOf(settings.identity_country) : '',
  });
};
