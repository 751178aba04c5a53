import {
  ASSET_MESSAGES,
  assetEntrySchema,
  assetsViewQuerySchema,
  assetsViewResponseSchema,
  idParamSchema,
  okSchema,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, notFound } from '../../lib/app-error.ts';
import { parseRecordRef } from '../../lib/ids.ts';
import { findAssetByRef } from './find-assets.ts';
import { listAssets } from './list-assets.ts';
import { removeAsset } from './remove-asset.ts';
import { storeFile } from './store-file.ts';
import { readUploadForm } from './upload-form.ts';

const readStorageConfig = (raw: string | undefined) => {
  if (raw === undefined || raw.trim() === '') return { disk: undefined, container: undefined };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    value = null;
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw new AppError('validation_failed', ASSET_MESSAGES.badStorageConfig, {
      storage_config: [ASSET_MESSAGES.badStorageConfig],
    });
  }
  const { disk, container } = value as Record<string, unknown>;
  return {
    disk: typeof disk === 'string' ? disk : undefined,
    container: typeof container === 'string' ? container : undefined,
  };
};

export const assetRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['Assets'];

  app.get(
    '/assets.view',
    { schema: { tags, querystring: assetsViewQuerySchema, response: { 200: assetsViewResponseSchema } } },
    (request) => listAssets({ ctx: app.ctx, query: request.query }),
  );

  app.post(
    '/asset.create',
    {
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        description:
          'Multipart: asset (the file), file_name, file_size, last_modified, mime_type, storage_config ({"disk","container"} as JSON), asset_type (asset/image or asset/document), tags[]. The type is decided from the bytes.',
        response: { 200: assetEntrySchema },
      },
    },
    async (request) => {
      const maxBytes = app.ctx.config.maxUploadBytes;
      const { file, fields } = await readUploadForm(request, maxBytes);
      if (!file) {
        throw new AppError('validation_failed', ASSET_MESSAGES.missingFile, {
          asset: [ASSET_MESSAGES.missingFile],
        });
      }
      const first = (name: string) => fields.get(name)?.[0];
      const storage = readStorageConfig(first('storage_config'));
      const input = {
        buffer: file.buffer,
        fileName: first('file_name') || file.fileName,
        container: storage.container ?? '',
        disk: storage.disk,
        assetType: first('asset_type') ?? '',
        tags: [...(fields.get('tags[]') ?? []), ...(fields.get('tags') ?? [])],
        lastModified: first('last_modified'),
      };
      return { entry: { model: await storeFile({ ctx: app.ctx, input }) } };
    },
  );

  app.delete(
    '/asset.delete/:id',
    {
      schema: {
        tags,
        description:
          'Deletes the asset and its files. 409 when it is still in use: the current logo, a logo on an invoice, or an item image or certificate.',
        params: idParamSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      const ref = parseRecordRef(request.params.id);
      const row = ref ? await findAssetByRef({ ctx: app.ctx, ref }) : null;
      if (!row) throw notFound(ASSET_MESSAGES.notFound);
      await removeAsset({ ctx: app.ctx, id: row.id, log: request.log });
      return { ok: true as const };
    },
  );
};
