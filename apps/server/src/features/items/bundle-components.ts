import { ITEM_MESSAGES, type ItemComponent } from '@app/contracts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { createBundleRepository } from './bundles.repository.ts';
import { refuseItemField } from './item-checks.ts';

export type ComponentInput = { item_id: number; quantity: number };

/**
 * The articles of a package, checked (a Dutch 422 naming `components.N.item_id`): at least one,
 * each once, existing and not deleted, not the package itself, no package (no bundle in a bundle),
 * and each with units or stock in service (a set of it can be delivered).
 */
export const checkBundleComponents = async (options: {
  db: Db;
  bundleId: number | null;
  components: readonly ComponentInput[];
}) => {
  const { components } = options;
  if (components.length === 0) throw refuseItemField('components', ITEM_MESSAGES.componentsRequired);
  const found = new Map(
    (await createBundleRepository(options.db).candidates(components.map((c) => c.item_id))).map((row) => [
      row.id,
      row,
    ]),
  );
  const errors: Record<string, string[]> = {};
  const seen = new Set<number>();
  components.forEach((component, index) => {
    const field = `components.${index}.item_id`;
    const row = found.get(component.item_id);
    if (component.item_id === options.bundleId) errors[field] = [ITEM_MESSAGES.componentSelf];
    else if (!row || row.deleted_at) errors[field] = [ITEM_MESSAGES.componentNotFound];
    else if (row.type === 'bundle') errors[field] = [ITEM_MESSAGES.componentIsBundle(row.name)];
    else if (seen.has(component.item_id)) errors[field] = [ITEM_MESSAGES.componentTwice];
    else if (Number(row.stocked_units ?? 0) === 0) errors[field] = [ITEM_MESSAGES.componentNoUnits(row.name)];
    seen.add(component.item_id);
  });
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new AppError('validation_failed', first, errors);
};

/**
 * The component rules of an item write (create or update), checked before anything is written:
 * a package needs its articles; another type has none; an article inside a package cannot become
 * one itself. Answers the list to store (null: leave the stored list as it is).
 */
export const componentsToWrite = async (options: {
  db: Db;
  itemId: number | null;
  type: 'rentable' | 'sellable' | 'bundle';
  components: readonly ComponentInput[] | null | undefined;
  typeChanged: boolean;
}): Promise<ComponentInput[] | null> => {
  const { db, type, components } = options;
  if (type !== 'bundle') {
    if (components && components.length > 0)
      throw refuseItemField('components', ITEM_MESSAGES.componentsOnlyBundle);
    // A package made into another type loses its articles.
    return options.typeChanged ? [] : null;
  }
  if (options.itemId !== null && options.typeChanged) {
    const holders = await createBundleRepository(db).bundleNamesHolding(options.itemId);
    if (holders.length > 0) throw refuseItemField('type', ITEM_MESSAGES.usedInBundle(holders.join(', ')));
  }
  if (components === undefined && !options.typeChanged && options.itemId !== null) return null;
  await checkBundleComponents({ db, bundleId: options.itemId, components: components ?? [] });
  return [...(components ?? [])];
};

/** A bundle's articles for its model (empty for other types). */
export const componentsOfItem = async (
  db: Db,
  item: { id: number; type: string },
): Promise<ItemComponent[]> =>
  item.type !== 'bundle'
    ? []
    : (await createBundleRepository(db).componentsOf([item.id])).flatMap((row) =>
        row.type === 'bundle'
          ? []
          : [{ item_id: row.component_item_id, name: row.name, type: row.type, quantity: row.quantity }],
      );

export type BundleForOrder = {
  id: number;
  name: string;
  status: 'active' | 'paused' | 'unavailable';
  deleted_at: string | null;
  price_cents: number | null;
  day_factors: string | null;
  deposit_cents: number;
  components: Array<{ itemId: number; name: string; type: 'rentable' | 'sellable'; quantity: number }>;
};

/** The packages among `itemIds` with their articles, for an order (others are left out). */
export const readBundlesForOrder = async (
  db: Db,
  itemIds: readonly number[],
): Promise<Map<number, BundleForOrder>> => {
  const repo = createBundleRepository(db);
  const rows = await repo.bundleRows(itemIds);
  const components = await repo.componentsOf(rows.map((row) => row.id));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        ...row,
        components: components.flatMap((c) =>
          c.bundle_item_id !== row.id || c.type === 'bundle'
            ? []
            : [{ itemId: c.component_item_id, name: c.name, type: c.type, quantity: c.quantity }],
        ),
      },
    ]),
  );
};
