import { ITEM_MESSAGES } from '@app/contracts';
import type { AppContext } from '../../context.ts';
import { writeTransaction } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/database-errors.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { RecordRef } from '../../lib/ids.ts';
import { nowIso } from '../../lib/time.ts';
import { diffForAudit, hasAuditChanges, recordAudit } from '../audit/index.ts';
import { lockAndPeakReserved } from '../reservations/index.ts';
import { refuseItemField, serialDuplicate } from './item-checks.ts';
import { findItemOrThrow } from './item-model.ts';
import { createItemRepository } from './items.repository.ts';
import { viewUnit } from './view-unit.ts';

export const updateUnit = async (options: {
  ctx: AppContext;
  ref: RecordRef | null;
  body: {
    serial_number?: string | null | undefined;
    quantity?: number | undefined;
    available?: boolean | undefined;
  };
}) => {
  const { ctx, ref, body } = options;
  const unit = ref ? await createItemRepository(ctx.db).findUnitByRef(ref) : undefined;
  if (!unit) throw notFound(ITEM_MESSAGES.unitNotFound);
  // A deleted item is not changed, its units neither (unit.view still shows them).
  const item = await findItemOrThrow(ctx.db, { id: unit.item_id }, { live: true });
  const patch: {
    serial_number?: string | null;
    quantity?: number;
    available?: number;
    updated_at: string;
  } = {
    updated_at: nowIso(),
  };
  if (item.type === 'rentable') {
    if (body.quantity !== undefined && body.quantity !== 1)
      throw refuseItemField('quantity', ITEM_MESSAGES.quantityRentable);
    if (body.serial_number !== undefined) {
      if (!body.serial_number) throw refuseItemField('serial_number', ITEM_MESSAGES.serialRequired);
      patch.serial_number = body.serial_number;
    }
  } else {
    if (body.serial_number) throw refuseItemField('serial_number', ITEM_MESSAGES.serialNotForSellable);
    if (body.quantity !== undefined) patch.quantity = body.quantity;
  }
  if (body.available !== undefined) patch.available = body.available ? 1 : 0;
  await writeTransaction(ctx.db)
    .execute(async (trx) => {
      const repo = createItemRepository(trx);
      if (patch.serial_number) {
        const other = await repo.findUnitBySerial(item.id, patch.serial_number);
        if (other && other.id !== unit.id) throw serialDuplicate();
      }
      if (patch.quantity !== undefined) {
        // Fewer pieces than are already promised on some day would overbook that day. The row
        // lock (PostgreSQL) or the write lock (SQLite) keeps a concurrent reserve out meanwhile.
        const reserved = await lockAndPeakReserved({ ctx, unitId: unit.id, trx });
        if (patch.quantity < reserved) {
          const message = ITEM_MESSAGES.quantityBelowReserved(reserved);
          throw new AppError('conflict', message, { quantity: [message] });
        }
      }
      await repo.updateUnit(unit.id, patch);
      const changes = diffForAudit(
        { serial_number: unit.serial_number, quantity: unit.quantity, available: unit.available === 1 },
        {
          serial_number: patch.serial_number ?? unit.serial_number,
          quantity: patch.quantity ?? unit.quantity,
          available: (patch.available ?? unit.available) === 1,
        },
      );
      if (hasAuditChanges(changes)) {
        await recordAudit({ db: trx, entity: 'unit', entityId: unit.uuid, action: 'updated', changes });
      }
    })
    .catch((error: unknown) => {
      // The case-insensitive unique index (0070) refuses a concurrent twin.
      throw isUniqueViolation(error) ? serialDuplicate() : error;
    });
  return viewUnit({ ctx, ref: { id: unit.id } });
};
