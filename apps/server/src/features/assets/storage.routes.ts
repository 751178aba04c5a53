import { ASSET_MESSAGES } from '@app/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../lib/app-error.ts';
import { MIME_BY_EXTENSION } from './asset-files.ts';
import { isAssetContainer, STORAGE_KEY_PATTERN } from './file-storage.ts';
import { openByStorageUrl } from './find-assets.ts';

/**
 * Serves stored files at /storage/<container>/<key>, publicly (keys are random uuids). Only
 * allow-listed containers and keys of our own pattern are looked at, and only files that belong to
 * an existing asset are served, so no path ever reaches a disk unchecked.
 */
export const storageRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { container: string; key: string } }>(
    '/storage/:container/:key',
    { schema: { hide: true } },
    async (request, reply) => {
      const { container, key } = request.params;
      if (!isAssetContainer(container) || !STORAGE_KEY_PATTERN.test(key))
        throw notFound(ASSET_MESSAGES.notFound);
      const found = await openByStorageUrl({ ctx: app.ctx, url: `/storage/${container}/${key}` });
      if (!found) throw notFound(ASSET_MESSAGES.notFound);
      const ext = key.slice(key.lastIndexOf('.') + 1);
      const name = found.which === 'file' ? found.row.file_name : `voorbeeld-${found.row.uuid}.webp`;
      return (
        reply
          .header('content-type', MIME_BY_EXTENSION[ext] ?? 'application/octet-stream')
          .header('x-content-type-options', 'nosniff')
          .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(name)}`)
          // Keys are never reused, so a file under a URL never changes.
          .header('cache-control', 'public, max-age=31536000, immutable')
          .send(found.data)
      );
    },
  );
};
