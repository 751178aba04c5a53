import type { AssetContainer, AssetDisk, AssetModel, AssetType } from '@app/contracts';
import type { AssetRow } from './assets.repository.ts';

const parseTags = (raw: string): string[] => {
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((t): t is string => typeof t === 'string') : [];
  } catch {
    return [];
  }
};

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
