import type { AppContext } from '../../context.ts';
import type { RecordRef } from '../../lib/ids.ts';
import { availabilityOfItem } from '../reservations/index.ts';
import { bundleAvailability } from './bundle-availability.ts';
import { findItemOrThrow } from './item-model.ts';

export const viewItemAvailability = async (options: {
  ctx: AppContext;
  ref: RecordRef | null;
  range: { from?: string | undefined; until?: string | undefined; exclude_order?: number | undefined };
}) => {
  const { ctx, range } = options;
  const item = await findItemOrThrow(ctx.db, options.ref);
  if (item.type === 'bundle')
    return bundleAvailability({
      ctx,
      bundleId: item.id,
      range: { from: range.from, until: range.until, excludeOrderId: range.exclude_order },
    });
  return availabilityOfItem({
    ctx,
    itemId: item.id,
    range: {
      ...(range.from ? { from: range.from } : {}),
      ...(range.until ? { until: range.until } : {}),
      ...(range.exclude_order !== undefined ? { excludeOrderId: range.exclude_order } : {}),
    },
  });
};
