import { ITEM_MESSAGES, type ItemWriteRequest } from '@app/contracts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { normalizeSearchText } from '../../lib/search-text.ts';
import { findAssetsByIds } from '../assets/index.ts';
import { createItemRepository, type ItemPatch } from './items.repository.ts';

export const refuseItemField = (field: string, message: string) =>
  new AppError('validation_failed', message, { [field]: [message] });

export const serialDuplicate = () =>
  new AppError('conflict', ITEM_MESSAGES.serialDuplicate, {
    serial_number: [ITEM_MESSAGES.serialDuplicate],
  });

export const itemSearchTextOf = (
  item: { name: string; brand: string | null; sku: string | null; ean: string | null },
  category: string | null,
) => normalizeSearchText([item.name, item.brand, item.sku, item.ean, category].filter(Boolean).join(' '));

/** Every id must be an image asset; the order given is the display order. */
export const checkItemImages = async (ctx: AppContext, ids: readonly number[]) => {
  const unique = [...new Set(ids)];
  const rows = await findAssetsByIds({ ctx, ids: unique });
  if (rows.length !== unique.length) throw refuseItemField('images', ITEM_MESSAGES.imageNotFound);
  if (rows.some((row) => row.asset_type !== 'asset/image'))
    throw refuseItemField('images', ITEM_MESSAGES.imageExpected);
  // Logos are kept for the invoices that froze them; they are not article pictures.
  if (rows.some((row) => row.container === 'logos'))
    throw refuseItemField('images', ITEM_MESSAGES.logoNotItemImage);
  return unique;
};

export const categoryNameOf = async (ctx: AppContext, categoryId: number | null | undefined) => {
  if (categoryId === null || categoryId === undefined) return null;
  const category = await createItemRepository(ctx.db).findCategoryById(categoryId);
  if (!category) throw refuseItemField('category_id', ITEM_MESSAGES.categoryNotFound);
  return category.name;
};

/** Column values from the form; only the fields present are written. */
export const itemPatchOf = (body: ItemWriteRequest): ItemPatch => {
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
  if (body.day_factors !== undefined)
    patch.day_factors = body.day_factors === null ? null : JSON.stringify(body.day_factors);
  if (body.deposit !== undefined) patch.deposit_cents = body.deposit ?? 0;
  if (patch.name !== undefined) patch.sort_name = normalizeSearchText(patch.name);
  return patch;
};
