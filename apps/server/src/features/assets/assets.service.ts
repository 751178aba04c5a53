import {
  ASSET_MESSAGES,
  ASSET_REQUEST_DISKS,
  ASSET_TYPES,
  type AssetContainer,
  type AssetDisk,
  type AssetModel,
  type AssetsViewQuery,
  type AssetType,
} from '@app/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import { AppError, conflict, notFound } from '../../lib/app-error.ts';
import { newUuid } from '../../lib/ids.ts';
import { nowIso } from '../../lib/time.ts';
import {
  checkPdf,
  detectFileType,
  extensionOf,
  normaliseLastModified,
  processImage,
  sanitiseFileName,
} from './asset-files.ts';
import { type AssetRow, createAssetRepository } from './assets.repository.ts';
import { type FileStorage, fileStoragesFor, isAssetContainer, STORAGE_KEY_PATTERN } from './file-storage.ts';

export type { AssetRow } from './assets.repository.ts';

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

const STORAGE_URL = /^\/storage\/([a-z]+)\/([^/?#]+)$/;

const refuse = (message: string, field: string) =>
  new AppError('validation_failed', message, { [field]: [message] });

const parseTags = (raw: string): string[] => {
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((t): t is string => typeof t === 'string') : [];
  } catch {
    return [];
  }
};

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

/** The public URL of a stored file; keys are random uuids, so URLs are unguessable. */
export const storageUrlOf = (container: string, key: string) => `/storage/${container}/${key}`;

/** The row of an asset as the API shows it. */
export const toAssetModel = (row: AssetRow): AssetModel => ({
  id: row.id,
  uuid: row.uuid,
  url: storageUrlOf(row.container, row.storage_key),
  thumbnail_url: row.thumbnail_key ? storageUrlOf(row.container, row.thumbnail_key) : null,
  file_name: row.file_name,
  asset_type: row.asset_type as AssetType,
  mime_type: row.mime_type,
  file_size: row.file_size,
  storage_config: { disk: row.disk as AssetDisk, container: row.container as AssetContainer },
  last_modified: row.last_modified,
  tags: parseTags(row.tags),
  created_at: row.created_at,
});

/**
 * The one file store of the app (logos, item images, certificates). Used by the asset routes,
 * by seeds and by other features:
 * - `storeFile(...)` validates and stores like an upload and answers the AssetModel;
 * - `findById(id)` / `findByIds(ids)` answer rows (turn them into models with `toModel`);
 * - `readFile(asset)` / `readFileByUrl('/storage/…')` give the bytes (e.g. the logo for the PDF);
 * - `remove(id)` deletes the row, the file and its thumbnail, unless the file is still in use.
 */
export const createAssetService = (ctx: AppContext) => {
  const storages = fileStoragesFor(ctx.config);
  const repo = createAssetRepository(ctx.db);

  const storageOf = (disk: string): FileStorage => {
    const storage = storages.of(disk as AssetDisk);
    if (!storage) throw new AppError('internal_error', ASSET_MESSAGES.s3NotConfigured);
    return storage;
  };

  const resolveDisk = (requested: string | undefined): AssetDisk => {
    if (requested === undefined || requested === '' || requested === 'public') return storages.defaultDisk;
    if (!(ASSET_REQUEST_DISKS as readonly string[]).includes(requested)) {
      throw refuse(ASSET_MESSAGES.badDisk(requested), 'storage_config');
    }
    if (requested === 's3' && !storages.of('s3'))
      throw refuse(ASSET_MESSAGES.s3NotConfigured, 'storage_config');
    return requested as AssetDisk;
  };

  const readRow = async (row: AssetRow, which: 'file' | 'thumbnail' = 'file') => {
    const key = which === 'file' ? row.storage_key : row.thumbnail_key;
    if (!key) return null;
    return storageOf(row.disk).get(row.container as AssetContainer, key);
  };

  const findById = async (id: number): Promise<AssetRow | null> => (await repo.findById(id)) ?? null;

  return {
    storeFile: async (input: StoreFileInput): Promise<AssetModel> => {
      if (!isAssetContainer(input.container)) {
        throw refuse(ASSET_MESSAGES.badContainer(input.container), 'storage_config');
      }
      if (!(ASSET_TYPES as readonly string[]).includes(input.assetType)) {
        throw refuse(ASSET_MESSAGES.badAssetType, 'asset_type');
      }
      const container = input.container;
      const assetType = input.assetType as AssetType;
      const disk = resolveDisk(input.disk);
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
      const storage = storageOf(disk);
      const written: string[] = [];
      try {
        await storage.put(container, storageKey, data, mime);
        written.push(storageKey);
        if (thumbnail && thumbnailKey) {
          await storage.put(container, thumbnailKey, thumbnail, 'image/webp');
          written.push(thumbnailKey);
        }
        const row = await repo.insert({
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
    },

    findById,

    findByIds: (ids: readonly number[]): Promise<AssetRow[]> => repo.findByIds(ids),

    findByRef: async (ref: { id: number } | { uuid: string }): Promise<AssetRow | null> =>
      ('id' in ref ? await repo.findById(ref.id) : await repo.findByUuid(ref.uuid)) ?? null,

    toModel: toAssetModel,

    list: async (query: AssetsViewQuery) => {
      const filter = { asset_type: query.asset_type, container: query.container };
      const [rows, total] = await Promise.all([
        repo.list(filter, { limit: query.per_page, offset: (query.page - 1) * query.per_page }),
        repo.count(filter),
      ]);
      return {
        results: rows.map(toAssetModel),
        meta: { page: query.page, per_page: query.per_page, total },
      };
    },

    /** The stored bytes of an asset (a row or a model); 404 when the file is gone. */
    readFile: async (asset: AssetRow | AssetModel): Promise<Buffer> => {
      const row = 'storage_key' in asset ? asset : await repo.findById(asset.id);
      const data = row ? await readRow(row) : null;
      if (!data) throw notFound(ASSET_MESSAGES.notFound);
      return data;
    },

    /** Bytes behind a '/storage/<container>/<key>' URL (file or thumbnail), or null when unknown. */
    readFileByUrl: async (url: string): Promise<Buffer | null> => (await openByStorageUrl(url))?.data ?? null,

    /** The asset a '/storage/…' URL (file or thumbnail) belongs to, or null; reads no bytes. */
    findByUrl: async (url: string): Promise<AssetRow | null> => (await findByUrl(url))?.row ?? null,

    /** The asset, which of its files a /storage URL names, and its bytes; used by the storage route. */
    openByStorageUrl: (url: string) => openByStorageUrl(url),

    /**
     * Deletes the row, the file and its thumbnail. A file still in use is refused (409): the
     * current logo, a logo frozen on an invoice (its PDF must keep showing it) or an item's image
     * or certificate; removing it would leave those pointing at nothing.
     */
    remove: async (id: number, log?: FastifyBaseLogger) => {
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
      const storage = storageOf(row.disk);
      const container = row.container as AssetContainer;
      const keys = [row.storage_key, row.thumbnail_key].filter((k): k is string => !!k);
      const results = await Promise.allSettled(keys.map((key) => storage.remove(container, key)));
      for (const r of results) {
        if (r.status === 'rejected') log?.warn({ err: r.reason, asset: row.uuid }, 'bestand niet verwijderd');
      }
    },
  };

  async function findByUrl(url: string) {
    const pathPart = url.startsWith('/') ? url : safePathOf(url);
    const match = pathPart ? STORAGE_URL.exec(pathPart) : null;
    if (!match) return null;
    const [, container = '', key = ''] = match;
    if (!isAssetContainer(container) || !STORAGE_KEY_PATTERN.test(key)) return null;
    const row = await repo.findByKey(container, key);
    return row ? { row, which: row.storage_key === key ? ('file' as const) : ('thumbnail' as const) } : null;
  }

  async function openByStorageUrl(url: string) {
    const found = await findByUrl(url);
    const data = found ? await readRow(found.row, found.which) : null;
    return found && data ? { ...found, data } : null;
  }
};

const safePathOf = (url: string) => {
  try {
    return new URL(url).pathname;
  } catch {
    return null;
  }
};

export type AssetService = ReturnType<typeof createAssetService>;
