import { type JobCompleteRequest, SCHEDULE_MESSAGES } from '@app/contracts';
import { todayCalendarDate } from '@app/domain';
import type { AppContext } from '../../context.ts';
import { writeTransaction } from '../../db/database.ts';
import { AppError, conflict, notFound, validationFailed } from '../../lib/app-error.ts';
import { parseJobId } from '../../lib/job-id.ts';
import { nowIso } from '../../lib/time.ts';
import { publishInvoiceIn } from '../invoices/index.ts';
import { createPayment } from '../payments/index.ts';
import { createJobRepository } from './jobs.repository.ts';

const nameOf = (user: { given_name: string; family_name: string; email: string } | undefined) =>
  user ? `${user.given_name} ${user.family_name}`.trim() || user.email : null;

/**
 * The driver's check-off: records that a delivery or pickup was done, when and by
 * whom, in one transaction with what follows from it:
 * - cash received is registered as a cash payment on the order's invoice (a concept invoice is
 *   published first, as the office would before taking money); the invoice is paid when it covers
 *   the total, and more than is open is refused;
 * - a pickup done before the rental's last day ends the reservation that day.
 * Refused with nothing written: an unknown job, a cancelled order, a job already ticked off.
 */
export const completeJob = async (options: {
  ctx: AppContext;
  id: string;
  input: JobCompleteRequest;
  userId: number;
}) => {
  const { ctx, userId } = options;
  const job = parseJobId(options.id);
  const cash = options.input?.cash_received ?? null;
  const today = todayCalendarDate();
  return writeTransaction(ctx.db).execute(async (trx) => {
    const repo = createJobRepository(trx);
    const target = await repo.findJobTarget(job.reservationId, ctx.dbKind === 'postgres');
    if (!target || target.order_id === null || target.reservation_status !== 'active') {
      if (target?.order_status === 'cancelled') throw conflict(SCHEDULE_MESSAGES.jobCancelled);
      throw notFound(SCHEDULE_MESSAGES.jobNotFound);
    }
    if (target.order_status === 'cancelled') throw conflict(SCHEDULE_MESSAGES.jobCancelled);
    if (await repo.findCompletion(job.reservationId, job.type))
      throw conflict(SCHEDULE_MESSAGES.jobAlreadyDone);

    let paymentId: number | null = null;
    if (cash !== null) {
      if (target.invoice_id === null || target.payment_method !== 'cash') {
        throw validationFailed(SCHEDULE_MESSAGES.cashNothingDue, {
          cash_received: [SCHEDULE_MESSAGES.cashNothingDue],
        });
      }
      if (target.invoice_status === 'concept')
        await publishInvoiceIn({ trx, kind: ctx.dbKind, id: target.invoice_id });
      try {
        const paid = await createPayment({
          ctx,
          trx,
          input: { invoice_id: target.invoice_id, amount: cash, paid_on: today, method: 'cash' },
        });
        paymentId = paid.model.id;
      } catch (error) {
        // The payment's own refusals (more than is open, nothing open) name the amount field.
        if (error instanceof AppError && error.statusCode < 500) {
          throw new AppError(error.code, error.message, { cash_received: [error.message] });
        }
        throw error;
      }
    }
    if (job.type === 'pickup' && target.reserved_from <= today && today < target.reserved_until) {
      await repo.endReservationOn(job.reservationId, today);
    }
    const completedAt = nowIso();
    await repo.insertCompletion({
      reservation_id: job.reservationId,
      job_type: job.type,
      completed_at: completedAt,
      completed_by: userId,
      cash_cents: cash,
      payment_id: paymentId,
    });
    return {
      job_id: `${job.type}-${job.reservationId}`,
      completed_at: completedAt,
      completed_by: nameOf(await repo.userName(userId)),
      cash_received: cash,
    };
  });
};
