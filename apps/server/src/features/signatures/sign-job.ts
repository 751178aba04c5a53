import {
  type JobSignRequest,
  type Role,
  SCHEDULE_MESSAGES,
  SIGNATURE_JOB_LABELS,
  SIGNATURE_MESSAGES,
  type SignatureModel,
} from '@app/contracts';
import { todayCalendarDate } from '@app/domain';
import type { AppContext } from '../../context.ts';
import { writeTransaction } from '../../db/database.ts';
import { AppError, conflict, notFound, validationFailed } from '../../lib/app-error.ts';
import { parseJobId } from '../../lib/job-id.ts';
import { nowIso } from '../../lib/time.ts';
import { recordAudit } from '../audit/index.ts';
import { readCurrentTerms } from '../terms/index.ts';
import { toSignatureModel } from './signature-model.ts';
import { readSignaturePng } from './signature-png.ts';
import { createSignatureRepository } from './signatures.repository.ts';

const nameOf = (user: { given_name: string; family_name: string; email: string } | undefined, id: number) =>
  user ? `${user.given_name} ${user.family_name}`.trim() || user.email : `gebruiker ${id}`;

/**
 * The renter signs at a delivery or pickup (the driver's phone): name, drawn signature and that
 * the safety instructions were explained, recorded with the time, the colleague, the terms
 * version in force and the job. Append-only: signing again adds a second signature. Refused
 * with nothing written: a bad image (413/422 on signature_png), an unknown job (404), a
 * cancelled order (409), terms shown to the renter that are no longer in force (422), and for a
 * driver a job that is not on today's agenda (403); the office
 * may record one for any day (a renter who signs at the depot).
 */
export const signJob = async (options: {
  ctx: AppContext;
  id: string;
  input: JobSignRequest;
  actor: { userId: number; role: Role };
}): Promise<SignatureModel> => {
  const { ctx, actor, input } = options;
  const job = parseJobId(options.id);
  // Judged before the transaction: decoding must not hold the write lock.
  const image = await readSignaturePng(input.signature_png);
  return writeTransaction(ctx.db).execute(async (trx) => {
    const repo = createSignatureRepository(trx);
    const target = await repo.findJobTarget(job.reservationId, ctx.dbKind === 'postgres');
    if (!target || target.order_id === null || target.order_uuid === null)
      throw notFound(SCHEDULE_MESSAGES.jobNotFound);
    if (target.order_status === 'cancelled') throw conflict(SIGNATURE_MESSAGES.orderCancelled);
    // A released line (the order was changed) or a sale's pickup is no job of this order.
    if (target.reservation_status !== 'active' || (job.type === 'pickup' && target.item_type !== 'rentable'))
      throw notFound(SCHEDULE_MESSAGES.jobNotFound);
    const day = job.type === 'delivery' ? target.reserved_from : target.reserved_until;
    if (actor.role === 'driver' && day !== todayCalendarDate())
      throw new AppError('forbidden', SIGNATURE_MESSAGES.otherDay);

    const terms = await readCurrentTerms({ db: trx });
    if (input.terms_version !== undefined && input.terms_version !== terms.number)
      throw validationFailed(SIGNATURE_MESSAGES.termsOutdated, {
        terms_version: [SIGNATURE_MESSAGES.termsOutdated],
      });
    const signedByName = nameOf(await repo.userName(actor.userId), actor.userId);
    const itemName =
      target.item_type === 'sellable' && target.quantity > 1
        ? `${target.quantity} × ${target.item_name}`
        : target.item_name;
    const row = {
      order_id: target.order_id,
      reservation_id: target.reservation_id,
      job_type: job.type,
      item_name: itemName,
      signer_name: input.signer_name,
      instructions_explained: 1,
      terms_version: terms.number,
      signed_at: nowIso(),
      signed_by: actor.userId,
      signed_by_name: signedByName,
      image_png: image.png,
      image_sha256: image.sha256,
      image_width: image.width,
      image_height: image.height,
    };
    const id = await repo.insert(row);
    await recordAudit({
      db: trx,
      entity: 'order',
      entityId: target.order_uuid,
      action: 'signed',
      summary: `${SIGNATURE_JOB_LABELS[job.type]} ${itemName}: getekend door ${input.signer_name} (huurvoorwaarden versie ${terms.number}, veiligheidsinstructies uitgelegd)`,
    });
    return toSignatureModel({ id, ...row });
  });
};
