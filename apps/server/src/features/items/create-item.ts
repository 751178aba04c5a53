import { DEFAULT_ITEM_STATUS, type ItemWriteRequest } from '@app/contracts';
import type { AppContext } from '../../context.ts';
import { writeTransaction } from '../../db/database.ts';
import { newUuid } from '../../lib/ids.ts';
import { normalizeSearchText } from '../../lib/search-text.ts';
import { nowIso } from '../../lib/time.ts';
import { recordAudit } from '../audit/index.ts';
import { componentsToWrite } from './bundle-components.ts';
import { createBundleRepository } from './bundles.repository.ts';
import { categoryNameOf, checkItemImages, itemPatchOf, itemSearchTextOf } from './item-checks.ts';
import { findItemOrThrow, toItemModel } from './item-model.ts';
import { createItemRepository } from './items.repository.ts';

export const createItem = async (options: { ctx: AppContext; body: ItemWriteRequest }) => {
  const { ctx, body } = options;
  const category = await categoryNameOf(ctx, body.category_id);
  const images = body.images ? await checkItemImages(ctx, body.images) : [];
  const patch = itemPatchOf(body);
  const components = await componentsToWrite({
    db: ctx.db,
    itemId: null,
    type: patch.type ?? 'rentable',
    components: body.components,
    typeChanged: false,
  });
  const now = nowIso();
  // Checks, then writes: a write transaction (BEGIN IMMEDIATE on SQLite).
  const id = await writeTransaction(ctx.db).execute(async (trx) => {
    const repo = createItemRepository(trx);
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
      day_factors: patch.day_factors ?? null,
      deposit_cents: patch.deposit_cents ?? 0,
    };
    const uuid = newUuid();
    const { id: newId } = await repo.insert({
      ...row,
      uuid,
      sort_name: normalizeSearchText(name),
      search_text: itemSearchTextOf(row, category),
      created_at: now,
      updated_at: now,
      deleted_at: null,
    });
    await repo.replaceImages(newId, images, now);
    if (components) await createBundleRepository(trx).replaceComponents(newId, components);
    await recordAudit({ db: trx, entity: 'item', entityId: uuid, action: 'created', summary: name });
    return newId;
  });
  return toItemModel(ctx.db, await findItemOrThrow(ctx.db, { id }));
};
