import { ITEM_MESSAGES } from '@app/contracts';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/app-error.ts';
import type { RecordRef } from '../../lib/ids.ts';
import { listUnitReservations } from '../reservations/index.ts';
import { loadUnitSafetyFile } from '../safety/index.ts';
import { findItemOrThrow, unitSummariesOf } from './item-model.ts';
import { createItemRepository } from './items.repository.ts';

/** A unit with its item, reservations and safety file. */
export const viewUnit = async (options: { ctx: AppContext; ref: RecordRef | null }) => {
  const { ctx, ref } = options;
  const unit = ref ? await createItemRepository(ctx.db).findUnitByRef(ref) : undefined;
  if (!unit) throw notFound(ITEM_MESSAGES.unitNotFound);
  const item = await findItemOrThrow(ctx.db, { id: unit.item_id });
  const [summary] = await unitSummariesOf(ctx.db, [unit], item.type);
  const list = await listUnitReservations({ ctx, unitId: unit.id });
  if (!summary) throw notFound(ITEM_MESSAGES.unitNotFound);
  return {
    ...summary,
    item: { id: item.id, uuid: item.uuid, name: item.name, type: item.type },
    reservations: list,
    // The safety file (log, incidents, certificates, blocks) for the tab "Veiligheid".
    ...(await loadUnitSafetyFile({ db: ctx.db, unit })),
  };
};
