/** Stored files (logos, item images, certificates) and the /storage route that serves them. */
export { storageUrlOf, toAssetModel } from './asset-model.ts';
export type { AssetRow } from './assets.repository.ts';
export { assetRoutes } from './assets.routes.ts';
export { createS3Client, type S3Settings } from './file-storage.ts';
export { findAssetById, findAssetByUrl, findAssetsByIds } from './find-assets.ts';
export { readAssetFile, readAssetFileByUrl } from './read-asset-file.ts';
export { storageRoutes } from './storage.routes.ts';
export { STORAGE_KEY_PATTERN } from './storage-keys.ts';
export { type StoreFileInput, storeFile } from './store-file.ts';
