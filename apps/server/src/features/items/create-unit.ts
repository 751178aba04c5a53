import { ITEM_MESSAGES } from '@app/contracts';
import type { AppContext } from '../../context.ts';
import { writeTransaction } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/database-errors.ts';
import { newUuid } from '../../lib/ids.ts';
import { nowIso } from '../../lib/time.ts';
import { recordAudit } from '../audit/index.ts';
import { refuseItemField, serialDuplicate } from './item-checks.ts';
import { findItemOrThrow } from './item-model.ts';
import { createItemRepository } from './items.repository.ts';
import { viewUnit } from './view-unit.ts';

export const createUnit = async (options: {
  ctx: AppContext;
  body: { item_id: number; serial_number: string | null; quantity?: number | null | undefined };
}) => {
  const { ctx, body } = options;
  const item = await findItemOrThrow(ctx.db, { id: body.item_id }, { live: true });
  if (item.type === 'bundle') throw refuseItemField('item_id', ITEM_MESSAGES.bundleNoUnits);
  const rentable = item.type === 'rentable';
  let quantity: number;
  let serial: string | null = null;
  if (rentable) {
    if (!body.serial_number) throw refuseItemField('serial_number', ITEM_MESSAGES.serialRequired);
    if (body.quantity !== undefined && body.quantity !== null && body.quantity !== 1) {
      throw refuseItemField('quantity', ITEM_MESSAGES.quantityRentable);
    }
    serial = body.serial_number;
    quantity = 1;
  } else {
    if (body.serial_number) throw refuseItemField('serial_number', ITEM_MESSAGES.serialNotForSellable);
    if (body.quantity === undefined || body.quantity === null)
      throw refuseItemField('quantity', ITEM_MESSAGES.quantityInvalid);
    quantity = body.quantity;
  }
  const now = nowIso();
  // The check answers the common case; the case-insensitive unique index (0070) refuses
  // a concurrent twin the check could not see yet.
  const id = await writeTransaction(ctx.db)
    .execute(async (trx) => {
      const repo = createItemRepository(trx);
      if (serial && (await repo.findUnitBySerial(item.id, serial))) throw serialDuplicate();
      const uuid = newUuid();
      const row = await repo.insertUnit({
        uuid,
        item_id: item.id,
        serial_number: serial,
        quantity,
        available: 1,
        created_at: now,
        updated_at: now,
      });
      await recordAudit({
        db: trx,
        entity: 'unit',
        entityId: uuid,
        action: 'created',
        summary: serial ? `${item.name} ${serial}` : `${item.name} (${quantity} stuks)`,
      });
      return row.id;
    })
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? serialDuplicate() : error;
    });
  return viewUnit({ ctx, ref: { id } });
};
