import { ITEM_MESSAGES } from '@app/contracts';
import type { AppContext } from '../../context.ts';
import { nowIso } from '../../lib/time.ts';
import { findAssetById } from '../assets/index.ts';
import { refuseItemField } from './item-checks.ts';
import { findItemOrThrow, toItemModel } from './item-model.ts';
import { createItemRepository } from './items.repository.ts';

/** Certificates: the asset must be a PDF document. */
export const attachItemDocument = async (options: { ctx: AppContext; itemId: number; assetId: number }) => {
  const { ctx } = options;
  const item = await findItemOrThrow(ctx.db, { id: options.itemId }, { live: true });
  const asset = await findAssetById({ ctx, id: options.assetId });
  if (!asset) throw refuseItemField('asset_id', ITEM_MESSAGES.documentNotFound);
  if (asset.asset_type !== 'asset/document' || asset.mime_type !== 'application/pdf') {
    throw refuseItemField('asset_id', ITEM_MESSAGES.documentExpected);
  }
  await createItemRepository(ctx.db).attachDocument(item.id, asset.id, nowIso());
  return toItemModel(ctx.db, item);
};
