import { SCHEDULE_MESSAGES } from '@app/contracts';
import type { AppContext } from '../../context.ts';
import { writeTransaction } from '../../db/database.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { parseJobId } from '../../lib/job-id.ts';
import { removePaymentIn } from '../payments/index.ts';
import { createJobRepository } from './jobs.repository.ts';

/**
 * Undoes a check-off (a wrong tap): the job is to do again and the cash payment it registered is
 * removed, so the invoice is open again as before. An early pickup's shortened rental stays
 * ended: the freed days may have been booked since (docs/decisions.md).
 */
export const undoJobCompletion = async (options: { ctx: AppContext; id: string }) => {
  const { ctx } = options;
  const job = parseJobId(options.id);
  return writeTransaction(ctx.db).execute(async (trx) => {
    const repo = createJobRepository(trx);
    const target = await repo.findJobTarget(job.reservationId, ctx.dbKind === 'postgres');
    if (!target) throw notFound(SCHEDULE_MESSAGES.jobNotFound);
    const done = await repo.findCompletion(job.reservationId, job.type);
    if (!done) throw conflict(SCHEDULE_MESSAGES.jobNotDone);
    await repo.deleteCompletion(done.id);
    if (done.payment_id !== null)
      await removePaymentIn({ trx, kind: ctx.dbKind, paymentId: done.payment_id });
    return {
      job_id: `${job.type}-${job.reservationId}`,
      completed_at: null,
      completed_by: null,
      cash_received: null,
    };
  });
};
