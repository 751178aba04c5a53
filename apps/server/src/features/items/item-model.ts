import {
  ITEM_MESSAGES,
  type ItemListRow,
  type ItemModel,
  type UnitState,
  type UnitSummary,
} from '@app/contracts';
import { blockOverlaps, piecesLeftPerRow, todayCalendarDate } from '@app/domain';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../lib/app-error.ts';
import type { RecordRef } from '../../lib/ids.ts';
import { toAssetModel } from '../assets/index.ts';
import { liveSalesOf } from '../reservations/index.ts';
import { blockedPeriodsOf } from '../safety/index.ts';
import { parseDayFactors } from '../settings/index.ts';
import { withBundleStock } from './bundle-availability.ts';
import { componentsOfItem } from './bundle-components.ts';
import {
  createItemRepository,
  type ItemListRecord,
  type ItemRecord,
  type UnitRow,
} from './items.repository.ts';

/**
 * A unit's badge. Buiten gebruik: switched off, or (a rentable unit) blocked today by a failed
 * inspection, a block by hand or an overdue inspection where that blocks, the days reserving
 * refuses. `reservedToday`: a rentable unit reserved today; for a sellable stock row, the pieces
 * it has left after live sales (domain `piecesLeftPerRow`), so a row sold out by orders reads
 * Uitverkocht although pieces were received.
 */
export const unitStateOf = (
  unit: Pick<UnitRow, 'available'>,
  type: ItemRecord['type'],
  state: { reservedToday: boolean; piecesLeft: number; blockedToday?: boolean },
): UnitState => {
  if (!unit.available || (type === 'rentable' && state.blockedToday)) return 'out_of_service';
  if (type === 'sellable') return state.piecesLeft > 0 ? 'in_stock' : 'sold_out';
  return state.reservedToday ? 'in_use' : 'available';
};

/** The item for a ref (a Dutch 404 without one); `live` also refuses a deleted item. */
export const findItemOrThrow = async (db: Db, ref: RecordRef | null, { live = false } = {}) => {
  const item = ref ? await createItemRepository(db).findByRef(ref) : undefined;
  if (!item) throw notFound(ITEM_MESSAGES.notFound);
  if (live && item.deleted_at) throw notFound(ITEM_MESSAGES.notFound);
  return item;
};

export const toItemListRows = async (
  db: Db,
  rows: ItemListRecord[],
  options: { excludeOrderId?: number | undefined } = {},
): Promise<ItemListRow[]> => {
  const repo = createItemRepository(db);
  const [stock, images] = await Promise.all([
    repo.stockCounts(rows, options).then((counts) => withBundleStock(db, rows, counts, options)),
    repo.firstImages(rows.map((row) => row.id)),
  ]);
  return rows.map((row) => {
    const image = images.get(row.id);
    const model = image ? toAssetModel(image) : null;
    return {
      id: row.id,
      uuid: row.uuid,
      name: row.name,
      status: row.status,
      type: row.type,
      price: row.price_cents,
      day_factors: parseDayFactors(row.day_factors),
      thumbnail_url: model ? (model.thumbnail_url ?? model.url) : null,
      stock_count: stock.get(row.id) ?? 0,
    };
  });
};

/** The units that may not go out on `day` (the availability rule's blocked periods). */
const unitsBlockedOn = async (db: Db, units: readonly UnitRow[], day: string) => {
  const blocked = new Set<number>();
  for (const itemId of new Set(units.map((u) => u.item_id))) {
    const periods = await blockedPeriodsOf({
      db,
      itemId,
      unitIds: units.filter((u) => u.item_id === itemId).map((u) => u.id),
      from: day,
      until: day,
    });
    for (const period of periods) if (blockOverlaps(period, day, day)) blocked.add(period.unitId);
  }
  return blocked;
};

export const unitSummariesOf = async (
  db: Db,
  units: UnitRow[],
  type: ItemRecord['type'],
): Promise<UnitSummary[]> => {
  const today = todayCalendarDate();
  const reserved =
    type === 'rentable'
      ? await createItemRepository(db).unitsReservedOn(
          units.map((u) => u.id),
          today,
        )
      : new Set<number>();
  const blocked = type === 'rentable' ? await unitsBlockedOn(db, units, today) : new Set<number>();
  // Sold goods: each stock row's pieces left after the live sales (the rule of the order's stock).
  const left =
    type === 'sellable'
      ? new Map(
          piecesLeftPerRow(
            units.map((u) => ({ id: u.id, available: u.available === 1, quantity: u.quantity })),
            await liveSalesOf(db, { unitIds: units.map((u) => u.id) }),
          ).map((row) => [row.id, row.left]),
        )
      : new Map<number, number>();
  return units.map((unit) => ({
    id: unit.id,
    uuid: unit.uuid,
    item_id: unit.item_id,
    serial_number: unit.serial_number,
    quantity: unit.quantity,
    available: unit.available === 1,
    state: unitStateOf(unit, type, {
      reservedToday: reserved.has(unit.id),
      piecesLeft: left.get(unit.id) ?? 0,
      blockedToday: blocked.has(unit.id),
    }),
  }));
};

export const toItemModel = async (db: Db, item: ItemRecord): Promise<ItemModel> => {
  const repo = createItemRepository(db);
  const [images, documents, units] = await Promise.all([
    repo.assetsOf(item.id, 'image'),
    repo.assetsOf(item.id, 'document'),
    repo.unitsOf(item.id),
  ]);
  const summaries = await unitSummariesOf(db, units, item.type);
  // The list's count (for sellable items: minus the pieces sold on live orders).
  const stock = await withBundleStock(db, [item], await repo.stockCounts([item]));
  return {
    id: item.id,
    uuid: item.uuid,
    name: item.name,
    description: item.description,
    category_id: item.category_id,
    category: item.category,
    brand: item.brand,
    dimensions: item.dimensions,
    weight: item.weight_kg,
    type: item.type,
    status: item.status,
    sku: item.sku,
    ean: item.ean,
    price: item.price_cents,
    day_factors: parseDayFactors(item.day_factors),
    deposit: item.deposit_cents,
    components: await componentsOfItem(db, item),
    images: images.map((row) => {
      const model = toAssetModel(row);
      return {
        id: model.id,
        url: model.url,
        thumbnail_url: model.thumbnail_url,
        file_name: model.file_name,
      };
    }),
    documents: documents.map((row) => {
      const model = toAssetModel(row);
      return { id: model.id, uuid: model.uuid, url: model.url, file_name: model.file_name };
    }),
    units: summaries,
    stock_count: stock.get(item.id) ?? 0,
    created_at: item.created_at,
    updated_at: item.updated_at,
    version: item.version,
    deleted_at: item.deleted_at,
  };
};
