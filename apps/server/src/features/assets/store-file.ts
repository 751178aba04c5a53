import {
  ASSET_MESSAGES,
  ASSET_REQUEST_DISKS,
  ASSET_TYPES,
  type AssetContainer,
  type AssetDisk,
  type AssetModel,
  type AssetType,
} from '@app/contracts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { newUuid } from '../../lib/ids.ts';
import { nowIso } from '../../lib/time.ts';
import { fileStorageOf } from './asset-disks.ts';
import {
  checkPdf,
  detectFileType,
  extensionOf,
  normaliseLastModified,
  processImage,
  sanitiseFileName,
} from './asset-files.ts';
import { toAssetModel } from './asset-model.ts';
import { createAssetRepository } from './assets.repository.ts';
import { fileStoragesFor, isAssetContainer } from './file-storage.ts';

export type StoreFileInput = {
  buffer: Buffer;
  /** The client's name, kept (sanitised) for display only. */
  fileName?: string;
  container: AssetContainer | string;
  assetType: AssetType | string;
  tags?: string[];
  /** ISO instant or epoch milliseconds. */
  lastModified?: string | number | null;
  /** 'local', 's3' or 'public' (the default disk); omitted = the default disk. */
  disk?: string;
};

const refuse = (message: string, field: string) =>
  new AppError('validation_failed', message, { [field]: [message] });

const cleanTags = (tags: readonly string[] | undefined) =>
  [
    ...new Set(
      (tags ?? [])
        .map((t) =>
          t
            .replace(/[\p{Cc}\p{Cf}]/gu, '')
            .trim()
            .slice(0, 50),
        )
        .filter(Boolean),
    ),
  ].slice(0, 20);

const resolveDisk = (ctx: AppContext, requested: string | undefined): AssetDisk => {
  const storages = fileStoragesFor(ctx.config);
  if (requested === undefined || requested === '' || requested === 'public') return storages.defaultDisk;
  if (!(ASSET_REQUEST_DISKS as readonly string[]).includes(requested)) {
    throw refuse(ASSET_MESSAGES.badDisk(requested), 'storage_config');
  }
  if (requested === 's3' && !storages.of('s3'))
    throw refuse(ASSET_MESSAGES.s3NotConfigured, 'storage_config');
  return requested as AssetDisk;
};

/**
 * Validates and stores a file like an upload (logos, item images, certificates; also the seeds)
 * and answers its AssetModel. Images are re-encoded with a thumbnail; a PDF is checked for
 * active content.
 */
export const storeFile = async ({
  ctx,
  input,
}: {
  ctx: AppContext;
  input: StoreFileInput;
}): Promise<AssetModel> => {
  if (!isAssetContainer(input.container)) {
    throw refuse(ASSET_MESSAGES.badContainer(input.container), 'storage_config');
  }
  if (!(ASSET_TYPES as readonly string[]).includes(input.assetType)) {
    throw refuse(ASSET_MESSAGES.badAssetType, 'asset_type');
  }
  const container = input.container;
  const assetType = input.assetType as AssetType;
  const disk = resolveDisk(ctx, input.disk);
  const mime = await detectFileType(input.buffer, assetType, ctx.config.maxUploadBytes);
  const ext = extensionOf(mime);
  const fileName = sanitiseFileName(input.fileName, ext);

  let data = input.buffer;
  let thumbnail: Buffer | null = null;
  if (mime === 'application/pdf') {
    await checkPdf(data);
  } else {
    ({ data, thumbnail } = await processImage(data, mime));
  }

  const uuid = newUuid();
  const storageKey = `${uuid}.${ext}`;
  const thumbnailKey = thumbnail ? `${uuid}.thumb.webp` : null;
  const storage = fileStorageOf(ctx, disk);
  const written: string[] = [];
  try {
    await storage.put(container, storageKey, data, mime);
    written.push(storageKey);
    if (thumbnail && thumbnailKey) {
      await storage.put(container, thumbnailKey, thumbnail, 'image/webp');
      written.push(thumbnailKey);
    }
    const row = await createAssetRepository(ctx.db).insert({
      uuid,
      disk,
      container,
      storage_key: storageKey,
      thumbnail_key: thumbnailKey,
      file_name: fileName,
      mime_type: mime,
      file_size: data.length,
      asset_type: assetType,
      last_modified: normaliseLastModified(input.lastModified),
      tags: JSON.stringify(cleanTags(input.tags)),
      created_at: nowIso(),
    });
    return toAssetModel(row);
  } catch (err) {
    // Nothing half-stored: files written before a failure are removed again.
    await Promise.allSettled(written.map((key) => storage.remove(container, key)));
    throw err;
  }
};
