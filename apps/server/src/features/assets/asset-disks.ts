import { ASSET_MESSAGES, type AssetContainer, type AssetDisk } from '@app/contracts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AssetRow } from './assets.repository.ts';
import { type FileStorage, fileStoragesFor } from './file-storage.ts';

/** The store of a disk ('local' or 's3'); a 500 with a Dutch message when S3 is asked but not set up. */
export const fileStorageOf = (ctx: AppContext, disk: string): FileStorage => {
  const storage = fileStoragesFor(ctx.config).of(disk as AssetDisk);
  if (!storage) throw new AppError('internal_error', ASSET_MESSAGES.s3NotConfigured);
  return storage;
};

/** The bytes of an asset's file or thumbnail, or null when it has none or the store lost it. */
export const readAssetRow = async (ctx: AppContext, row: AssetRow, which: 'file' | 'thumbnail' = 'file') => {
  const key = which === 'file' ? row.storage_key : row.thumbnail_key;
  if (!key) return null;
  return fileStorageOf(ctx, row.disk).get(row.container as AssetContainer, key);
};
