import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { SettingsTables } from '../../db/tables/settings.ts';

export type AssetRow = Selectable<SettingsTables['assets']>;
export type NewAssetRow = Insertable<SettingsTables['assets']>;

export type AssetListFilter = { asset_type?: string; container?: string };

export const createAssetRepository = (db: Db) => {
  const filtered = (filter: AssetListFilter) => {
    let query = db.selectFrom('assets');
    if (filter.asset_type) query = query.where('asset_type', '=', filter.asset_type);
    if (filter.container) query = query.where('container', '=', filter.container);
    return query;
  };

  return {
    insert: (row: NewAssetRow) =>
      db.insertInto('assets').values(row).returningAll().executeTakeFirstOrThrow(),

    findById: (id: number) => db.selectFrom('assets').selectAll().where('id', '=', id).executeTakeFirst(),

    findByUuid: (uuid: string) =>
      db.selectFrom('assets').selectAll().where('uuid', '=', uuid).executeTakeFirst(),

    findByIds: (ids: readonly number[]) =>
      ids.length === 0
        ? Promise.resolve([] as AssetRow[])
        : db
            .selectFrom('assets')
            .selectAll()
            .where('id', 'in', [...ids])
            .orderBy('id')
            .execute(),

    /** The asset a /storage URL points at, by its file or thumbnail key. */
    findByKey: (container: string, key: string) =>
      db
        .selectFrom('assets')
        .selectAll()
        .where('container', '=', container)
        .where((eb) => eb.or([eb('storage_key', '=', key), eb('thumbnail_key', '=', key)]))
        .executeTakeFirst(),

    list: (filter: AssetListFilter, paging: { limit: number; offset: number }) =>
      filtered(filter).selectAll().orderBy('id', 'desc').limit(paging.limit).offset(paging.offset).execute(),

    count: async (filter: AssetListFilter) => {
      const row = await filtered(filter)
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow();
      return Number(row.total);
    },

    /**
     * Where a stored file is still used. The logo setting and the company details frozen on an
     * invoice are JSON text holding the file's URL, so they are matched with LIKE on that URL (a
     * rare call: a full scan of invoices is acceptable); items link assets by id.
     */
    findUsage: async (assetId: number, urls: readonly string[]) => {
      const patterns = urls.map((url) => `%${url}%`);
      const [logo, invoice, item] = await Promise.all([
        urls.length === 0
          ? undefined
          : db
              .selectFrom('settings')
              .select('key')
              .where('key', '=', 'identity_company_logo')
              .where((eb) => eb.or(patterns.map((p) => eb('value', 'like', p))))
              .executeTakeFirst(),
        urls.length === 0
          ? undefined
          : db
              .selectFrom('invoices')
              .select('id')
              .where('company_details', 'is not', null)
              .where((eb) => eb.or(patterns.map((p) => eb('company_details', 'like', p))))
              .limit(1)
              .executeTakeFirst(),
        db
          .selectFrom('item_assets')
          .select('item_id')
          .where('asset_id', '=', assetId)
          .limit(1)
          .executeTakeFirst(),
      ]);
      return { logo: !!logo, invoice: !!invoice, item: !!item };
    },

    delete: (id: number) => db.deleteFrom('assets').where('id', '=', id).execute(),
  };
};
