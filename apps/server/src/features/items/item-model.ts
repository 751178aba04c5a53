import {
  ITEM_MESSAGES,
  type ItemListRow,
  type ItemModel,
  type UnitState,
  type UnitSummary,
} from '@app/contracts';
import { todayCalendarDate } from '@app/domain';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../lib/app-error.ts';
import type { RecordRef } from '../../lib/ids.ts';
import { toAssetModel } from '../assets/assets.service.ts';
import {
  createItemRepository,
  type ItemListRecord,
  type ItemRecord,
  type UnitRow,
} from './items.repository.ts';

export const unitStateOf = (
  unit: Pick<UnitRow, 'available' | 'quantity'>,
  type: ItemRecord['type'],
  reservedToday: boolean,
): UnitState => {
  if (!unit.available) return 'out_of_service';
  if (type === 'sellable') return unit.quantity > 0 ? 'in_stock' : 'sold_out';
  return reservedToday ? 'in_use' : 'available';
};

/** The item for a ref (a Dutch 404 without one); `live` also refuses a deleted item. */
export const findItemOrThrow = async (db: Db, ref: RecordRef | null, { live = false } = {}) => {
  const item = ref ? await createItemRepository(db).findByRef(ref) : undefined;
  if (!item) throw notFound(ITEM_MESSAGES.notFound);
  if (live && item.deleted_at) throw notFound(ITEM_MESSAGES.notFound);
  return item;
};

export const toItemListRows = async (db: Db, rows: ItemListRecord[]): Promise<ItemListRow[]> => {
  const repo = createItemRepository(db);
  const [stock, images] = await Promise.all([
    repo.stockCounts(rows),
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
      thumbnail_url: model ? (model.thumbnail_url ?? model.url) : null,
      stock_count: stock.get(row.id) ?? 0,
    };
  });
};

export const unitSummariesOf = async (
  db: Db,
  units: UnitRow[],
  type: ItemRecord['type'],
): Promise<UnitSummary[]> => {
  const reserved =
    type === 'rentable'
      ? await createItemRepository(db).unitsReservedOn(
          units.map((u) => u.id),
          todayCalendarDate(),
        )
      : new Set<number>();
  return units.map((unit) => ({
    id: unit.id,
    uuid: unit.uuid,
    item_id: unit.item_id,
    serial_number: unit.serial_number,
    quantity: unit.quantity,
    available: unit.available === 1,
    state: unitStateOf(unit, type, reserved.has(unit.id)),
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
  // The list's count (for sellable items: minus the pieces sold on live orders, issue 26 part 2).
  const stock = await repo.stockCounts([item]);
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
