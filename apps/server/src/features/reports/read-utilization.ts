import type { UtilizationRow } from '@app/contracts';
import { countUnitDays, type DayRange, roundHalfAwayFromZero } from '@app/domain';
import type { AppContext } from '../../context.ts';
import { checkReportPeriod } from './report-period.ts';
import { createReportsRepository } from './reports.repository.ts';
import { readArticleShares } from './revenue-shares.ts';
import { readUnitService } from './unit-service.ts';

/**
 * GET /reports.utilization: per rentable article, the unit-days it could go out in the period
 * (days out of service and days before a unit was added left out), the unit-days live orders
 * reserved of those, and its revenue (as reports.revenue's article rows) per unit. Busiest first.
 * The period's future days count too: what is already booked ahead is part of the picture.
 */
export const readUtilization = async (options: {
  ctx: AppContext;
  from: string;
  until: string;
  now?: Date;
  /** The period's revenue when the caller already read it (the export). */
  revenue?: Awaited<ReturnType<typeof readArticleShares>>;
}): Promise<UtilizationRow[]> => {
  const { ctx, from, until } = options;
  checkReportPeriod(from, until);
  const now = options.now ?? new Date();
  const [units, booked, revenue] = await Promise.all([
    readUnitService({ db: ctx.db, from, until }),
    createReportsRepository(ctx.db).bookedRanges(from, until, now.toISOString()),
    options.revenue ?? readArticleShares({ db: ctx.db, from, until }),
  ]);
  const bookedOf = new Map<number, DayRange[]>();
  for (const range of booked) {
    const list = bookedOf.get(range.unit_id) ?? [];
    list.push({ from: range.reserved_from, until: range.reserved_until });
    bookedOf.set(range.unit_id, list);
  }
  const revenueOf = new Map<number, number>();
  for (const share of revenue.shares)
    if (share.itemId !== null)
      revenueOf.set(share.itemId, (revenueOf.get(share.itemId) ?? 0) + share.exclCents);

  const rows = new Map<number, UtilizationRow>();
  for (const item of revenue.items.values()) {
    if (item.type !== 'rentable' || item.deleted_at !== null) continue;
    rows.set(item.id, {
      item_id: item.id,
      name: item.name,
      units: 0,
      unit_days_available: 0,
      unit_days_booked: 0,
      utilization: 0,
      revenue_excl_vat: revenueOf.get(item.id) ?? 0,
      revenue_per_unit: 0,
    });
  }
  for (const unit of units) {
    const row = rows.get(unit.itemId);
    const unitBooked = bookedOf.get(unit.id) ?? [];
    // A unit registered after it was already rented out (entered late) counts from its first rental.
    const since = unitBooked.reduce((first, range) => (range.from < first ? range.from : first), unit.since);
    if (!row || since > until) continue;
    const days = countUnitDays({ from, until, since, outOfService: unit.outOfService, booked: unitBooked });
    row.units += 1;
    row.unit_days_available += days.available;
    row.unit_days_booked += days.booked;
  }
  for (const row of rows.values()) {
    row.utilization =
      row.unit_days_available > 0
        ? Math.round((row.unit_days_booked / row.unit_days_available) * 10_000) / 10_000
        : 0;
    row.revenue_per_unit = row.units > 0 ? roundHalfAwayFromZero(row.revenue_excl_vat / row.units) : 0;
  }
  return [...rows.values()].sort(
    (a, b) =>
      b.utilization - a.utilization ||
      b.revenue_per_unit - a.revenue_per_unit ||
      a.name.localeCompare(b.name, 'nl') ||
      a.item_id - b.item_id,
  );
};
