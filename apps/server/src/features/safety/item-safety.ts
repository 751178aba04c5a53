import { DEFAULT_INSTRUCTIONS, type ItemSafetyModel, SAFETY_MESSAGES } from '@app/contracts';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/app-error.ts';
import { nowIso } from '../../lib/time.ts';
import { createSafetyRepository } from './safety.repository.ts';
import { toCertificateModel } from './safety-models.ts';

/** The instructions handed over with a rental: the article's own text, else the Dutch default. */
export const instructionsOf = (item: { instructions: string | null }) =>
  item.instructions ?? DEFAULT_INSTRUCTIONS;

/** Per article: its kind (play device or attraction), instructions for use and type certificates. */
export const viewItemSafety = async (options: {
  ctx: AppContext;
  itemId: number;
}): Promise<ItemSafetyModel> => {
  const repo = createSafetyRepository(options.ctx.db);
  const item = await repo.findItem(options.itemId);
  if (!item) throw notFound(SAFETY_MESSAGES.itemNotFound);
  const certificates = await repo.typeCertificatesOfItem(item.id);
  const [assets, names] = await Promise.all([
    repo.assetsByIds(certificates.flatMap((c) => (c.asset_id === null ? [] : [c.asset_id]))),
    repo.userNames(certificates.flatMap((c) => (c.created_by === null ? [] : [c.created_by]))),
  ]);
  return {
    item_id: item.id,
    safety_kind: item.safety_kind,
    instructions: instructionsOf(item),
    instructions_is_default: item.instructions === null,
    certificates: certificates.map((c) =>
      toCertificateModel(c, assets.find((a) => a.id === c.asset_id) ?? null, names),
    ),
  };
};

export const updateItemSafety = async (options: {
  ctx: AppContext;
  itemId: number;
  body: { safety_kind?: 'speeltoestel' | 'attractie' | undefined; instructions?: string | null | undefined };
}): Promise<ItemSafetyModel> => {
  const { ctx, itemId, body } = options;
  const repo = createSafetyRepository(ctx.db);
  const item = await repo.findItem(itemId);
  if (!item || item.deleted_at) throw notFound(SAFETY_MESSAGES.itemNotFound);
  await repo.updateItemSafety(item.id, {
    ...(body.safety_kind !== undefined ? { safety_kind: body.safety_kind } : {}),
    // The default text itself is stored as "none", so a later better default reaches it.
    ...(body.instructions !== undefined
      ? { instructions: body.instructions === DEFAULT_INSTRUCTIONS ? null : body.instructions }
      : {}),
    updated_at: nowIso(),
  });
  return viewItemSafety({ ctx, itemId: item.id });
};
