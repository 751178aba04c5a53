import { SAFETY_MESSAGES } from '@app/contracts';
import type { AppContext } from '../../context.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { SafetyRepository } from './safety.repository.ts';

export const refuse = (field: string, message: string) =>
  new AppError('validation_failed', message, { [field]: [message] });

/** The unit, or a Dutch 404; `forUpdate` takes reserve's lock on PostgreSQL. */
export const requireUnit = async (repo: SafetyRepository, unitId: number, forUpdate = false) => {
  const unit = await repo.findUnit(unitId, forUpdate);
  if (!unit) throw notFound(SAFETY_MESSAGES.unitNotFound);
  return unit;
};

/** Attachments are PDFs or images from the asset store (checked from their bytes on upload). */
export const requireAttachments = async (
  repo: SafetyRepository,
  ids: readonly number[],
  field: string,
  { pdfOnly = false } = {},
) => {
  const unique = [...new Set(ids)];
  const rows = await repo.assetsByIds(unique);
  if (rows.length !== unique.length) throw refuse(field, SAFETY_MESSAGES.attachmentNotFound);
  for (const row of rows) {
    const pdf = row.asset_type === 'asset/document' && row.mime_type === 'application/pdf';
    const image = row.asset_type === 'asset/image' && row.mime_type.startsWith('image/');
    if (pdfOnly ? !pdf : !(pdf || image)) {
      throw refuse(field, pdfOnly ? SAFETY_MESSAGES.certificatePdf : SAFETY_MESSAGES.attachmentType);
    }
  }
  return unique;
};

export const isPostgres = (ctx: AppContext) => ctx.dbKind === 'postgres';
