import {
  type CategoryModel,
  DEFAULT_ITEM_STATUS,
  ITEM_MESSAGES,
  type ItemListRow,
  type ItemModel,
  type ItemUpdateRequest,
  type ItemWriteRequest,
  type UnitState,
  type UnitSummary,
} from '@app/contracts';
import { todayCalendarDate } from '@app/domain';
import type { AppContext } from '../../context.ts';
import { type Db, writeTransaction } from '../../db/database.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { newUuid, type RecordRef } from '../../lib/ids.ts';
import { requireCurrentVersion } from '../../lib/record-version.ts';
import { normalizeSearchText } from '../../lib/search-text.ts';
import { nowIso } from '../../lib/time.ts';
import { createAssetService, toAssetModel } from '../assets/assets.service.ts';
import { createReservationService } from '../reservations/reservations.service.ts';
import { loadUnitSafetyFile } from '../safety/unit-safety-file.ts';
import { parseItemListFilter } from './item-list-filter.ts';
import {
  createItemRepository,
  type ItemListRecord,
  type ItemPatch,
  type ItemRecord,
  type UnitRow,
} from './items.repository.ts';

export type ItemsListQuery = {
  filter?: string | undefined;
  types?: string | undefined;
  q?: string | undefined;
  sort: 'name' | 'created_at';
  direction: 'asc' | 'desc';
  page: number;
  per_page: number;
};

const SEARCH_LIMIT = 50;

const refuse = (field: string, message: string) =>
  new AppError('validation_failed', message, { [field]: [message] });

/** Unique-constraint violations on either database (a race the service check did not see). */
export const isUniqueViolation = (error: unknown) => {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
};

const searchTextOf = (
  item: { name: string; brand: string | null; sku: string | null; ean: string | null },
  category: string | null,
) => normalizeSearchText([item.name, item.brand, item.sku, item.ean, category].filter(Boolean).join(' '));

export const unitStateOf = (
  unit: Pick<UnitRow, 'available' | 'quantity'>,
  type: ItemRecord['type'],
  reservedToday: boolean,
): UnitState => {
  if (!unit.available) return 'out_of_service';
  if (type === 'sellable') return unit.quantity > 0 ? 'in_stock' : 'sold_out';
  return reservedToday ? 'in_use' : 'available';
};

export const createItemService = (ctx: AppContext) => {
  const repo = createItemRepository(ctx.db);
  const assets = createAssetService(ctx);
  const reservations = createReservationService(ctx);

  const requireItem = async (ref: RecordRef | null, { live = false } = {}) => {
    const item = ref ? await repo.findByRef(ref) : undefined;
    if (!item) throw notFound(ITEM_MESSAGES.notFound);
    if (live && item.deleted_at) throw notFound(ITEM_MESSAGES.notFound);
    return item;
  };

  const toListRows = async (rows: ItemListRecord[]): Promise<ItemListRow[]> => {
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

  const unitSummaries = async (units: UnitRow[], type: ItemRecord['type']): Promise<UnitSummary[]> => {
    const reserved =
      type === 'rentable'
        ? await repo.unitsReservedOn(
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

  const toModel = async (item: ItemRecord): Promise<ItemModel> => {
    const [images, documents, units] = await Promise.all([
      repo.assetsOf(item.id, 'image'),
      repo.assetsOf(item.id, 'document'),
      repo.unitsOf(item.id),
    ]);
    const summaries = await unitSummaries(units, item.type);
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

  /** Every id must be an image asset; the order given is the display order. */
  const checkImages = async (ids: readonly number[]) => {
    const unique = [...new Set(ids)];
    const rows = await assets.findByIds(unique);
    if (rows.length !== unique.length) throw refuse('images', ITEM_MESSAGES.imageNotFound);
    if (rows.some((row) => row.asset_type !== 'asset/image'))
      throw refuse('images', ITEM_MESSAGES.imageExpected);
    // Logos are kept for the invoices that froze them; they are not article pictures.
    if (rows.some((row) => row.container === 'logos')) throw refuse('images', ITEM_MESSAGES.logoNotItemImage);
    return unique;
  };

  const categoryNameOf = async (categoryId: number | null | undefined) => {
    if (categoryId === null || categoryId === undefined) return null;
    const category = await repo.findCategoryById(categoryId);
    if (!category) throw refuse('category_id', ITEM_MESSAGES.categoryNotFound);
    return category.name;
  };

  /** Column values from the form; only the fields present are written. */
  const patchOf = (body: ItemWriteRequest): ItemPatch => {
    const patch: ItemPatch = {};
    if (body.name !== undefined) patch.name = (body.name ?? '').trim();
    if (body.description !== undefined) patch.description = body.description;
    if (body.category_id !== undefined) patch.category_id = body.category_id;
    if (body.brand !== undefined) patch.brand = body.brand;
    if (body.dimensions !== undefined) patch.dimensions = body.dimensions;
    if (body.weight !== undefined) patch.weight_kg = body.weight;
    if (body.type !== undefined) patch.type = body.type;
    if (body.status !== undefined) patch.status = body.status;
    if (body.sku !== undefined) patch.sku = body.sku;
    if (body.ean !== undefined) patch.ean = body.ean;
    if (body.price !== undefined) patch.price_cents = body.price;
    if (patch.name !== undefined) patch.sort_name = normalizeSearchText(patch.name);
    return patch;
  };

  /** Each of these checks, then writes: a write transaction (BEGIN IMMEDIATE on SQLite). */
  const inTransaction = <T>(
    work: (trxRepo: ReturnType<typeof createItemRepository>, trx: Db) => Promise<T>,
  ) => writeTransaction(ctx.db).execute((trx) => work(createItemRepository(trx), trx));

  return {
    list: async (query: ItemsListQuery) => {
      const parsed = parseItemListFilter(query.filter, query.types);
      const { rows, total } = await repo.list({
        q: query.q,
        types: parsed.types,
        stockedOnly: parsed.stockedOnly,
        sort: query.sort,
        direction: query.direction,
        page: query.page,
        perPage: query.per_page,
      });
      return { results: await toListRows(rows), meta: { page: query.page, per_page: query.per_page, total } };
    },

    /** `%` or an empty query lists all (first 50 by name). */
    search: async (query: string) => {
      const term = query.trim() === '%' ? '' : query;
      return { results: await toListRows(await repo.search(term, SEARCH_LIMIT)) };
    },

    view: async (ref: RecordRef | null) => toModel(await requireItem(ref)),

    create: async (body: ItemWriteRequest) => {
      const category = await categoryNameOf(body.category_id);
      const images = body.images ? await checkImages(body.images) : [];
      const patch = patchOf(body);
      const now = nowIso();
      const id = await inTransaction(async (trxRepo) => {
        const name = patch.name ?? '';
        const row = {
          name,
          description: patch.description ?? null,
          category_id: patch.category_id ?? null,
          brand: patch.brand ?? null,
          dimensions: patch.dimensions ?? null,
          weight_kg: patch.weight_kg ?? null,
          type: patch.type ?? 'rentable',
          status: patch.status ?? DEFAULT_ITEM_STATUS,
          sku: patch.sku ?? null,
          ean: patch.ean ?? null,
          price_cents: patch.price_cents ?? null,
        };
        const { id: newId } = await trxRepo.insert({
          ...row,
          uuid: newUuid(),
          sort_name: normalizeSearchText(name),
          search_text: searchTextOf(row, category),
          created_at: now,
          updated_at: now,
          deleted_at: null,
        });
        await trxRepo.replaceImages(newId, images, now);
        return newId;
      });
      return toModel(await requireItem({ id }));
    },

    update: async (ref: RecordRef | null, body: ItemUpdateRequest) => {
      const item = await requireItem(ref, { live: true });
      const patch = patchOf(body);
      const category =
        body.category_id !== undefined ? await categoryNameOf(body.category_id) : item.category;
      const images = body.images ? await checkImages(body.images) : null;
      if (patch.type !== undefined && patch.type !== item.type && (await repo.countUnits(item.id)) > 0) {
        throw refuse('type', ITEM_MESSAGES.typeLocked);
      }
      const now = nowIso();
      const next = {
        name: patch.name ?? item.name,
        brand: patch.brand !== undefined ? patch.brand : item.brand,
        sku: patch.sku !== undefined ? patch.sku : item.sku,
        ean: patch.ean !== undefined ? patch.ean : item.ean,
      };
      requireCurrentVersion(item.version, body.version);
      await inTransaction(async (trxRepo) => {
        const written = await trxRepo.update(
          item.id,
          { ...patch, search_text: searchTextOf(next, category), updated_at: now },
          body.version,
        );
        // Another write came between the read above and this one: refuse, the images stay too.
        if (!written) requireCurrentVersion(-1, body.version);
        if (images) await trxRepo.replaceImages(item.id, images, now);
      });
      return toModel(await requireItem({ id: item.id }));
    },

    /** Soft delete: the item leaves lists and searches; its units and reservations stay. */
    remove: async (ref: RecordRef | null) => {
      const item = await requireItem(ref, { live: true });
      const now = nowIso();
      await repo.update(item.id, { deleted_at: now, updated_at: now });
      return { ok: true as const, message: 'Het artikel is verwijderd.' };
    },

    availability: async (
      ref: RecordRef | null,
      range: { from?: string | undefined; until?: string | undefined },
    ) => {
      const item = await requireItem(ref);
      return reservations.availabilityOfItem(item.id, {
        ...(range.from ? { from: range.from } : {}),
        ...(range.until ? { until: range.until } : {}),
      });
    },

    /** Certificates: the asset must be a PDF document. */
    attachDocument: async (itemId: number, assetId: number) => {
      const item = await requireItem({ id: itemId }, { live: true });
      const asset = await assets.findById(assetId);
      if (!asset) throw refuse('asset_id', ITEM_MESSAGES.documentNotFound);
      if (asset.asset_type !== 'asset/document' || asset.mime_type !== 'application/pdf') {
        throw refuse('asset_id', ITEM_MESSAGES.documentExpected);
      }
      await repo.attachDocument(item.id, asset.id, nowIso());
      return toModel(item);
    },

    // -------------------------------------------------------------------------------------------
    // Categories

    listCategories: async (): Promise<{ results: CategoryModel[] }> => {
      const [rows, items] = await Promise.all([repo.listCategories(), repo.itemsOfCategories()]);
      const itemsOf = new Map<number, { id: number; name: string }[]>();
      for (const item of items) {
        if (item.category_id === null) continue;
        const list = itemsOf.get(item.category_id) ?? [];
        list.push({ id: item.id, name: item.name });
        itemsOf.set(item.category_id, list);
      }
      return {
        results: rows.map((row) => ({
          id: row.id,
          name: row.name,
          item_count: Number(row.item_count),
          items: itemsOf.get(row.id) ?? [],
        })),
      };
    },

    createCategory: async (name: string): Promise<CategoryModel> => {
      const duplicate = () =>
        new AppError('conflict', ITEM_MESSAGES.categoryDuplicate, {
          name: [ITEM_MESSAGES.categoryDuplicate],
        });
      if (await repo.findCategoryByName(name)) throw duplicate();
      // A concurrent twin (any case) is refused by the unique index on lower(name) (0070).
      try {
        const row = await repo.insertCategory(name, nowIso());
        return { id: row.id, name: row.name, item_count: 0, items: [] };
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicate();
        throw error;
      }
    },

    // -------------------------------------------------------------------------------------------
    // Units

    createUnit: async (body: {
      item_id: number;
      serial_number: string | null;
      quantity?: number | null | undefined;
    }) => {
      const item = await requireItem({ id: body.item_id }, { live: true });
      const rentable = item.type === 'rentable';
      let quantity: number;
      let serial: string | null = null;
      if (rentable) {
        if (!body.serial_number) throw refuse('serial_number', ITEM_MESSAGES.serialRequired);
        if (body.quantity !== undefined && body.quantity !== null && body.quantity !== 1) {
          throw refuse('quantity', ITEM_MESSAGES.quantityRentable);
        }
        serial = body.serial_number;
        quantity = 1;
      } else {
        if (body.serial_number) throw refuse('serial_number', ITEM_MESSAGES.serialNotForSellable);
        if (body.quantity === undefined || body.quantity === null)
          throw refuse('quantity', ITEM_MESSAGES.quantityInvalid);
        quantity = body.quantity;
      }
      const duplicate = () =>
        new AppError('conflict', ITEM_MESSAGES.serialDuplicate, {
          serial_number: [ITEM_MESSAGES.serialDuplicate],
        });
      const now = nowIso();
      // The check answers the common case; the case-insensitive unique index (0070) refuses
      // a concurrent twin the check could not see yet.
      const id = await inTransaction(async (trxRepo) => {
        if (serial && (await trxRepo.findUnitBySerial(item.id, serial))) throw duplicate();
        const row = await trxRepo.insertUnit({
          uuid: newUuid(),
          item_id: item.id,
          serial_number: serial,
          quantity,
          available: 1,
          created_at: now,
          updated_at: now,
        });
        return row.id;
      }).catch((error: unknown) => {
        throw isUniqueViolation(error) ? duplicate() : error;
      });
      return viewUnit({ id });
    },

    viewUnit: (ref: RecordRef | null) => viewUnit(ref),

    updateUnit: async (
      ref: RecordRef | null,
      body: {
        serial_number?: string | null | undefined;
        quantity?: number | undefined;
        available?: boolean | undefined;
      },
    ) => {
      const unit = ref ? await repo.findUnitByRef(ref) : undefined;
      if (!unit) throw notFound(ITEM_MESSAGES.unitNotFound);
      // A deleted item is not changed, its units neither (unit.view still shows them).
      const item = await requireItem({ id: unit.item_id }, { live: true });
      const patch: {
        serial_number?: string | null;
        quantity?: number;
        available?: number;
        updated_at: string;
      } = {
        updated_at: nowIso(),
      };
      const duplicate = () =>
        new AppError('conflict', ITEM_MESSAGES.serialDuplicate, {
          serial_number: [ITEM_MESSAGES.serialDuplicate],
        });
      if (item.type === 'rentable') {
        if (body.quantity !== undefined && body.quantity !== 1)
          throw refuse('quantity', ITEM_MESSAGES.quantityRentable);
        if (body.serial_number !== undefined) {
          if (!body.serial_number) throw refuse('serial_number', ITEM_MESSAGES.serialRequired);
          patch.serial_number = body.serial_number;
        }
      } else {
        if (body.serial_number) throw refuse('serial_number', ITEM_MESSAGES.serialNotForSellable);
        if (body.quantity !== undefined) patch.quantity = body.quantity;
      }
      if (body.available !== undefined) patch.available = body.available ? 1 : 0;
      await inTransaction(async (trxRepo, trx) => {
        if (patch.serial_number) {
          const other = await trxRepo.findUnitBySerial(item.id, patch.serial_number);
          if (other && other.id !== unit.id) throw duplicate();
        }
        if (patch.quantity !== undefined) {
          // Fewer pieces than are already promised on some day would overbook that day. The row
          // lock (PostgreSQL) or the write lock (SQLite) keeps a concurrent reserve out meanwhile.
          const reserved = await reservations.lockAndPeakReserved(unit.id, trx);
          if (patch.quantity < reserved) {
            const message = ITEM_MESSAGES.quantityBelowReserved(reserved);
            throw new AppError('conflict', message, { quantity: [message] });
          }
        }
        await trxRepo.updateUnit(unit.id, patch);
      }).catch((error: unknown) => {
        // The case-insensitive unique index (0070) refuses a concurrent twin.
        throw isUniqueViolation(error) ? duplicate() : error;
      });
      return viewUnit({ id: unit.id });
    },
  };

  async function viewUnit(ref: RecordRef | null) {
    const unit = ref ? await repo.findUnitByRef(ref) : undefined;
    if (!unit) throw notFound(ITEM_MESSAGES.unitNotFound);
    const item = await requireItem({ id: unit.item_id });
    const [summary] = await unitSummaries([unit], item.type);
    const list = await reservations.listForUnit(unit.id);
    if (!summary) throw notFound(ITEM_MESSAGES.unitNotFound);
    return {
      ...summary,
      item: { id: item.id, uuid: item.uuid, name: item.name, type: item.type },
      reservations: list,
      // Issue 29: the safety file (log, incidents, certificates, blocks) for the tab "Veiligheid".
      ...(await loadUnitSafetyFile({ db: ctx.db, unit })),
    };
  }
};

export type ItemService = ReturnType<typeof createItemService>;
