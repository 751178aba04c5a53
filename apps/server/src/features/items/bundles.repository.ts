import type { Db } from '../../db/database.ts';

export type ComponentRow = {
  bundle_item_id: number;
  component_item_id: number;
  quantity: number;
  name: string;
  type: 'rentable' | 'sellable' | 'bundle';
};

/** The SQL of packages (bundles): their articles, and the bundles an article is part of. */
export const createBundleRepository = (db: Db) => ({
  /** The articles of these bundles, per bundle in their order. */
  componentsOf: async (bundleIds: readonly number[]): Promise<ComponentRow[]> =>
    bundleIds.length === 0
      ? []
      : ((await db
          .selectFrom('item_components as ic')
          .innerJoin('items', 'items.id', 'ic.component_item_id')
          .select(['ic.bundle_item_id', 'ic.component_item_id', 'ic.quantity', 'items.name', 'items.type'])
          .where('ic.bundle_item_id', 'in', [...bundleIds])
          .orderBy('ic.bundle_item_id')
          .orderBy('ic.position')
          .execute()) as ComponentRow[]),

  replaceComponents: async (
    bundleId: number,
    components: ReadonlyArray<{ item_id: number; quantity: number }>,
  ) => {
    await db.deleteFrom('item_components').where('bundle_item_id', '=', bundleId).execute();
    if (components.length === 0) return;
    await db
      .insertInto('item_components')
      .values(
        components.map((c, position) => ({
          bundle_item_id: bundleId,
          component_item_id: c.item_id,
          quantity: c.quantity,
          position,
        })),
      )
      .execute();
  },

  /** Bundles by id with what an order prices them by. */
  bundleRows: (ids: readonly number[]) =>
    ids.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('items')
          .select(['id', 'name', 'status', 'deleted_at', 'price_cents', 'day_factors', 'deposit_cents'])
          .where('id', 'in', [...ids])
          .where('type', '=', 'bundle')
          .execute(),

  /** Live bundles that hold the article, by name. */
  bundleNamesHolding: async (itemId: number): Promise<string[]> =>
    (
      await db
        .selectFrom('item_components as ic')
        .innerJoin('items', 'items.id', 'ic.bundle_item_id')
        .select('items.name')
        .where('ic.component_item_id', '=', itemId)
        .where('items.deleted_at', 'is', null)
        .orderBy('items.name')
        .execute()
    ).map((row) => row.name),

  /** The articles named, with their units (or pieces) in service. */
  candidates: (itemIds: readonly number[]) =>
    itemIds.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('items')
          .select((eb) => [
            'items.id',
            'items.name',
            'items.type',
            'items.deleted_at',
            eb
              .selectFrom('units')
              .select((u) => u.fn.countAll<number>().as('n'))
              .whereRef('units.item_id', '=', 'items.id')
              .where('units.available', '=', 1)
              .where('units.quantity', '>', 0)
              .as('stocked_units'),
          ])
          .where('items.id', 'in', [...itemIds])
          .execute(),
});
