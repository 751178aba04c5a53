import { SCHEDULE_MESSAGES } from '@app/contracts';
import { notFound } from './app-error.ts';

// A job (a reservation's delivery or pickup) is named the same way by the agenda and by the
// signatures taken at it, so its id format lives below both features.

export type JobRef = { type: 'delivery' | 'pickup'; reservationId: number };

/** 'delivery-12' → the job's type and reservation; anything else is an unknown job (404). */
export const parseJobId = (id: string): JobRef => {
  const match = /^(delivery|pickup)-([1-9]\d{0,9})$/.exec(id);
  const reservationId = match ? Number(match[2]) : Number.NaN;
  if (!match || !Number.isSafeInteger(reservationId)) throw notFound(SCHEDULE_MESSAGES.jobNotFound);
  return { type: match[1] as JobRef['type'], reservationId };
};

/** The id of a job as the agenda names it. */
export const jobIdOf = (job: JobRef) => `${job.type}-${job.reservationId}`;
