import { type AvailabilityByDay, addCalendarDays, eachCalendarDay, todayCalendarDate } from '@app/domain';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { availabilityOfItem } from '../reservations/index.ts';
import { createBundleRepository } from './bundles.repository.ts';
import { createItemRepository } from './items.repository.ts';

/** Complete sets: the fewest of any article's free count divided by what one set needs. */
const setsOf = (parts: ReadonlyArray<{ free: number; need: number }>) =>
  parts.length === 0 ? 0 : Math.min(...parts.map((p) => Math.floor(p.free / Math.max(1, p.need))));

/**
 * item.availability of a package: per day the complete sets free that day, as the numbers 1…n
 * (the list's length is the count; a package has no units). Each rentable article counts its
 * units free that day (the reservations feature's rule), each sold article the pieces left.
 */
export const bundleAvailability = async (options: {
  ctx: AppContext;
  bundleId: number;
  range: { from?: string | undefined; until?: string | undefined; excludeOrderId?: number | undefined };
}): Promise<AvailabilityByDay> => {
  const { ctx, range } = options;
  const from = range.from ?? todayCalendarDate();
  const until = range.until ?? addCalendarDays(from, 365);
  const components = await createBundleRepository(ctx.db).componentsOf([options.bundleId]);
  const perComponent = await Promise.all(
    components.map(async (c) => {
      if (c.type === 'sellable') {
        const left = await createItemRepository(ctx.db).stockCounts(
          [{ id: c.component_item_id, type: 'sellable' }],
          {
            excludeOrderId: range.excludeOrderId,
          },
        );
        return { need: c.quantity, freeOn: () => left.get(c.component_item_id) ?? 0 };
      }
      const byDay = await availabilityOfItem({
        ctx,
        itemId: c.component_item_id,
        range: {
          from,
          until,
          ...(range.excludeOrderId !== undefined ? { excludeOrderId: range.excludeOrderId } : {}),
        },
      });
      return { need: c.quantity, freeOn: (day: string) => byDay[day]?.length ?? 0 };
    }),
  );
  return Object.fromEntries(
    eachCalendarDay(from, until).map((day) => {
      const sets = setsOf(perComponent.map((c) => ({ free: c.freeOn(day), need: c.need })));
      return [day, Array.from({ length: sets }, (_, i) => i + 1)];
    }),
  );
};

/**
 * The list's stock of packages: the complete sets the articles' stock makes (units in service,
 * pieces left), whatever the days; other items keep their count.
 */
export const withBundleStock = async (
  db: Db,
  items: ReadonlyArray<{ id: number; type: string }>,
  counts: Map<number, number>,
  options: { excludeOrderId?: number | undefined } = {},
): Promise<Map<number, number>> => {
  const bundles = items.filter((item) => item.type === 'bundle').map((item) => item.id);
  if (bundles.length === 0) return counts;
  const components = await createBundleRepository(db).componentsOf(bundles);
  const stock = await createItemRepository(db).stockCounts(
    components.flatMap((c) => (c.type === 'bundle' ? [] : [{ id: c.component_item_id, type: c.type }])),
    options,
  );
  for (const bundle of bundles) {
    const parts = components
      .filter((c) => c.bundle_item_id === bundle)
      .map((c) => ({ free: stock.get(c.component_item_id) ?? 0, need: c.quantity }));
    counts.set(bundle, setsOf(parts));
  }
  return counts;
};
