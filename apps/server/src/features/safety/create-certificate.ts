import { type CertificateModel, type certificateCreateRequestSchema, SAFETY_MESSAGES } from '@app/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { writeTransaction } from '../../db/database.ts';
import { notFound } from '../../lib/app-error.ts';
import { newUuid } from '../../lib/ids.ts';
import { nowIso } from '../../lib/time.ts';
import { recordAudit } from '../audit/index.ts';
import { createSafetyRepository } from './safety.repository.ts';
import { refuse, requireAttachments, requireUnit } from './safety-checks.ts';
import { toCertificateModel } from './safety-models.ts';

/**
 * Records a certificate of approval: per piece (unit_id) or by type (item_id: it lives on the
 * article and applies to each unit). A new certificate replaces the old one as current; the
 * old ones stay in the file.
 */
export const createCertificate = async (options: {
  ctx: AppContext;
  body: z.output<typeof certificateCreateRequestSchema>;
  userId: number;
}): Promise<CertificateModel> => {
  const { ctx, body, userId } = options;
  const repo = createSafetyRepository(ctx.db);
  const hasUnit = body.unit_id !== null && body.unit_id !== undefined;
  const hasItem = body.item_id !== null && body.item_id !== undefined;
  if (hasUnit === hasItem) throw refuse('unit_id', SAFETY_MESSAGES.certificateTarget);
  let itemId: number;
  // The history of the unit, or of the item for a certificate of the type.
  let audited: { entity: 'unit' | 'item'; uuid: string };
  if (hasUnit) {
    const unit = await requireUnit(repo, body.unit_id as number);
    itemId = unit.item_id;
    audited = { entity: 'unit', uuid: unit.uuid };
  } else {
    const item = await repo.findItem(body.item_id as number);
    if (!item || item.deleted_at) throw notFound(SAFETY_MESSAGES.itemNotFound);
    itemId = item.id;
    audited = { entity: 'item', uuid: item.uuid };
  }
  if (body.valid_until && body.valid_until < body.issued_on) {
    throw refuse('valid_until', SAFETY_MESSAGES.untilBeforeFrom);
  }
  if (body.asset_id) await requireAttachments(repo, [body.asset_id], 'asset_id', { pdfOnly: true });
  const row = await writeTransaction(ctx.db).execute(async (trx) => {
    const inserted = await createSafetyRepository(trx).insertCertificate({
      uuid: newUuid(),
      item_id: itemId,
      unit_id: hasUnit ? (body.unit_id as number) : null,
      number: body.number,
      approving_body: body.approving_body,
      issued_on: body.issued_on,
      valid_until: body.valid_until ?? null,
      asset_id: body.asset_id ?? null,
      created_at: nowIso(),
      created_by: userId,
    });
    await recordAudit({
      db: trx,
      entity: audited.entity,
      entityId: audited.uuid,
      action: 'certificate_added',
      summary: [body.number, body.approving_body].filter(Boolean).join(' · '),
    });
    return inserted;
  });
  const [assets, names] = await Promise.all([
    repo.assetsByIds(row.asset_id === null ? [] : [row.asset_id]),
    repo.userNames([userId]),
  ]);
  return toCertificateModel(row, assets[0] ?? null, names);
};
