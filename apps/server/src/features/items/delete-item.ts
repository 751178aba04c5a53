import { ITEM_MESSAGES } from '@app/contracts';
import type { AppContext } from '../../context.ts';
import { writeTransaction } from '../../db/database.ts';
import { conflict } from '../../lib/app-error.ts';
import type { RecordRef } from '../../lib/ids.ts';
import { nowIso } from '../../lib/time.ts';
import { recordAudit } from '../audit/index.ts';
import { createBundleRepository } from './bundles.repository.ts';
import { findItemOrThrow } from './item-model.ts';
import { createItemRepository } from './items.repository.ts';

/** Soft delete: the item leaves lists and searches; its units and reservations stay. */
export const deleteItem = async (options: { ctx: AppContext; ref: RecordRef | null }) => {
  const { ctx } = options;
  const item = await findItemOrThrow(ctx.db, options.ref, { live: true });
  const holders = await createBundleRepository(ctx.db).bundleNamesHolding(item.id);
  if (holders.length > 0) throw conflict(ITEM_MESSAGES.deleteInBundle(holders.join(', ')));
  const now = nowIso();
  await writeTransaction(ctx.db).execute(async (trx) => {
    await createItemRepository(trx).update(item.id, { deleted_at: now, updated_at: now });
    await recordAudit({
      db: trx,
      entity: 'item',
      entityId: item.uuid,
      action: 'deleted',
      summary: item.name,
    });
  });
  return { ok: true as const, message: 'Het artikel is verwijderd.' };
};
