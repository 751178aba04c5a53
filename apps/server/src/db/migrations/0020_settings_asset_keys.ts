import type { Kysely } from 'kysely';

// /storage/<container>/<key> looks the asset up by its storage or thumbnail key on every request.
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema
export const up = async (db: Kysely<any>) => {
  await db.schema
    .createIndex('assets_container_storage_key_idx')
    .on('assets')
    .columns(['container', 'storage_key'])
    .unique()
    .execute();
  await db.schema
    .createIndex('assets_container_thumbnail_key_idx')
    .on('assets')
    .columns(['container', 'thumbnail_key'])
    .execute();
  await db.schema.createIndex('assets_asset_type_idx').on('assets').columns(['asset_type', 'id']).execute();
};
