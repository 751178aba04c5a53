import { ITEM_MESSAGES, type ItemUpdateRequest } from '@app/contracts';
import type { AppContext } from '../../context.ts';
import { writeTransaction } from '../../db/database.ts';
import type { RecordRef } from '../../lib/ids.ts';
import { requireCurrentVersion } from '../../lib/record-version.ts';
import { nowIso } from '../../lib/time.ts';
import { type AuditChanges, diffForAudit, hasAuditChanges, recordAudit } from '../audit/index.ts';
import { componentsToWrite } from './bundle-components.ts';
import { createBundleRepository } from './bundles.repository.ts';
import {
  categoryNameOf,
  checkItemImages,
  itemPatchOf,
  itemSearchTextOf,
  refuseItemField,
} from './item-checks.ts';
import { findItemOrThrow, toItemModel } from './item-model.ts';
import { createItemRepository } from './items.repository.ts';

/** The item's own fields in its history (derived columns like search_text are left out). */
const AUDITED_FIELDS = [
  'name',
  'description',
  'category_id',
  'brand',
  'dimensions',
  'weight_kg',
  'type',
  'status',
  'sku',
  'ean',
  'price_cents',
  'day_factors',
  'deposit_cents',
];

export const updateItem = async (options: {
  ctx: AppContext;
  ref: RecordRef | null;
  body: ItemUpdateRequest;
}) => {
  const { ctx, body } = options;
  const item = await findItemOrThrow(ctx.db, options.ref, { live: true });
  const patch = itemPatchOf(body);
  const category =
    body.category_id !== undefined ? await categoryNameOf(ctx, body.category_id) : item.category;
  const images = body.images ? await checkItemImages(ctx, body.images) : null;
  if (
    patch.type !== undefined &&
    patch.type !== item.type &&
    (await createItemRepository(ctx.db).countUnits(item.id)) > 0
  ) {
    throw refuseItemField('type', ITEM_MESSAGES.typeLocked);
  }
  const type = patch.type ?? item.type;
  const components = await componentsToWrite({
    db: ctx.db,
    itemId: item.id,
    type,
    components: body.components,
    typeChanged: type !== item.type,
  });
  const now = nowIso();
  const next = {
    name: patch.name ?? item.name,
    brand: patch.brand !== undefined ? patch.brand : item.brand,
    sku: patch.sku !== undefined ? patch.sku : item.sku,
    ean: patch.ean !== undefined ? patch.ean : item.ean,
  };
  requireCurrentVersion(item.version, body.version);
  await writeTransaction(ctx.db).execute(async (trx) => {
    const repo = createItemRepository(trx);
    const written = await repo.update(
      item.id,
      { ...patch, search_text: itemSearchTextOf(next, category), updated_at: now },
      body.version,
    );
    // Another write came between the read above and this one: refuse, the images stay too.
    if (!written) requireCurrentVersion(-1, body.version);
    let changes: AuditChanges = diffForAudit(
      item as unknown as Record<string, unknown>,
      { ...item, ...patch } as Record<string, unknown>,
      AUDITED_FIELDS,
    );
    if (components) {
      const bundles = createBundleRepository(trx);
      const before = (await bundles.componentsOf([item.id])).map((c) => `${c.quantity} × ${c.name}`);
      await bundles.replaceComponents(item.id, components);
      const after = (await bundles.componentsOf([item.id])).map((c) => `${c.quantity} × ${c.name}`);
      changes = { ...changes, ...diffForAudit({ components: before }, { components: after }) };
    }
    if (images) {
      const before = (await repo.assetsOf(item.id, 'image')).map((asset) => asset.id);
      changes = { ...changes, ...diffForAudit({ images: before }, { images }) };
      await repo.replaceImages(item.id, images, now);
    }
    // A save that changed nothing is no event in the history.
    if (hasAuditChanges(changes)) {
      await recordAudit({ db: trx, entity: 'item', entityId: item.uuid, action: 'updated', changes });
    }
  });
  return toItemModel(ctx.db, await findItemOrThrow(ctx.db, { id: item.id }));
};
