import { ASSET_MESSAGES, type AssetModel } from '@app/contracts';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/app-error.ts';
import { readAssetRow } from './asset-disks.ts';
import { type AssetRow, createAssetRepository } from './assets.repository.ts';
import { openByStorageUrl } from './find-assets.ts';

/** The stored bytes of an asset (a row or a model); 404 when the file is gone. */
export const readAssetFile = async ({ ctx, asset }: { ctx: AppContext; asset: AssetRow | AssetModel }) => {
  const row = 'storage_key' in asset ? asset : await createAssetRepository(ctx.db).findById(asset.id);
  const data = row ? await readAssetRow(ctx, row) : null;
  if (!data) throw notFound(ASSET_MESSAGES.notFound);
  return data;
};

/** Bytes behind a '/storage/<container>/<key>' URL (file or thumbnail), or null when unknown. */
export const readAssetFileByUrl = async ({ ctx, url }: { ctx: AppContext; url: string }) =>
  (await openByStorageUrl({ ctx, url }))?.data ?? null;
