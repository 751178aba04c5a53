import type { AppContext } from '../../context.ts';
import type { RecordRef } from '../../lib/ids.ts';
import { nowIso } from '../../lib/time.ts';
import { findItemOrThrow } from './item-model.ts';
import { createItemRepository } from './items.repository.ts';

/** Soft delete: the item leaves lists and searches; its units and reservations stay. */
export const deleteItem = async (options: { ctx: AppContext; ref: RecordRef | null }) => {
  const { ctx } = options;
  const item = await findItemOrThrow(ctx.db, options.ref, { live: true });
  const now = nowIso();
  await createItemRepository(ctx.db).update(item.id, { deleted_at: now, updated_at: now });
  return { ok: true as const, message: 'Het artikel is verwijderd.' };
};
