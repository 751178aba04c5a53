import { ASSET_MESSAGES, type AssetContainer } from '@app/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { fileStorageOf } from './asset-disks.ts';
import { storageUrlOf } from './asset-model.ts';
import { createAssetRepository } from './assets.repository.ts';

/**
 * Deletes the row, the file and its thumbnail. A file still in use is refused (409): the current
 * logo, a logo frozen on an invoice (its PDF must keep showing it) or an item's image or
 * certificate; removing it would leave those pointing at nothing.
 */
export const removeAsset = async (options: { ctx: AppContext; id: number; log?: FastifyBaseLogger }) => {
  const { ctx, id, log } = options;
  const repo = createAssetRepository(ctx.db);
  const row = await repo.findById(id);
  if (!row) throw notFound(ASSET_MESSAGES.notFound);
  const urls = [row.storage_key, row.thumbnail_key]
    .filter((key): key is string => !!key)
    .map((key) => storageUrlOf(row.container, key));
  const usage = await repo.findUsage(row.id, urls);
  if (usage.logo || usage.invoice) throw conflict(ASSET_MESSAGES.inUseAsLogo);
  if (usage.item) throw conflict(ASSET_MESSAGES.inUseByItem);
  // The row goes first: a file left behind by a failing disk is harmless, a row without a file is not.
  await repo.delete(row.id);
  const storage = fileStorageOf(ctx, row.disk);
  const container = row.container as AssetContainer;
  const keys = [row.storage_key, row.thumbnail_key].filter((k): k is string => !!k);
  const results = await Promise.allSettled(keys.map((key) => storage.remove(container, key)));
  for (const r of results) {
    if (r.status === 'rejected') log?.warn({ err: r.reason, asset: row.uuid }, 'bestand niet verwijderd');
  }
};
