import type { AppContext } from '../../context.ts';
import { readAssetRow } from './asset-disks.ts';
import { type AssetRow, createAssetRepository } from './assets.repository.ts';
import { isAssetContainer, STORAGE_KEY_PATTERN } from './file-storage.ts';

const STORAGE_URL = /^\/storage\/([a-z]+)\/([^/?#]+)$/;

export const findAssetById = async ({ ctx, id }: { ctx: AppContext; id: number }): Promise<AssetRow | null> =>
  (await createAssetRepository(ctx.db).findById(id)) ?? null;

export const findAssetsByIds = ({
  ctx,
  ids,
}: {
  ctx: AppContext;
  ids: readonly number[];
}): Promise<AssetRow[]> => createAssetRepository(ctx.db).findByIds(ids);

export const findAssetByRef = async (options: {
  ctx: AppContext;
  ref: { id: number } | { uuid: string };
}): Promise<AssetRow | null> => {
  const repo = createAssetRepository(options.ctx.db);
  const { ref } = options;
  return ('id' in ref ? await repo.findById(ref.id) : await repo.findByUuid(ref.uuid)) ?? null;
};

const safePathOf = (url: string) => {
  try {
    return new URL(url).pathname;
  } catch {
    return null;
  }
};

/** The asset a '/storage/…' URL names, and whether it is its file or its thumbnail; reads no bytes. */
const findByStorageUrl = async (ctx: AppContext, url: string) => {
  const pathPart = url.startsWith('/') ? url : safePathOf(url);
  const match = pathPart ? STORAGE_URL.exec(pathPart) : null;
  if (!match) return null;
  const [, container = '', key = ''] = match;
  if (!isAssetContainer(container) || !STORAGE_KEY_PATTERN.test(key)) return null;
  const row = await createAssetRepository(ctx.db).findByKey(container, key);
  return row ? { row, which: row.storage_key === key ? ('file' as const) : ('thumbnail' as const) } : null;
};

/** The asset a '/storage/…' URL (file or thumbnail) belongs to, or null; reads no bytes. */
export const findAssetByUrl = async ({
  ctx,
  url,
}: {
  ctx: AppContext;
  url: string;
}): Promise<AssetRow | null> => (await findByStorageUrl(ctx, url))?.row ?? null;

/** The asset, which of its files a /storage URL names, and its bytes; used by the storage route. */
export const openByStorageUrl = async ({ ctx, url }: { ctx: AppContext; url: string }) => {
  const found = await findByStorageUrl(ctx, url);
  const data = found ? await readAssetRow(ctx, found.row, found.which) : null;
  return found && data ? { ...found, data } : null;
};
