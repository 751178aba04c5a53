import type { AppContext } from '../../context.ts';
import type { ScheduledJob } from '../scheduler/index.ts';
import { createBookingRepository } from './booking.repository.ts';
import { expireBookings } from './decide-booking.ts';

export const BOOKING_EXPIRY_JOB = 'booking-hold-expiry';

/** Five-minute periods: "2026-11-26T03:55". */
const fiveMinutesOf = (now: Date) => {
  const at = new Date(now);
  at.setUTCMinutes(at.getUTCMinutes() - (at.getUTCMinutes() % 5), 0, 0);
  return at.toISOString().slice(0, 16);
};

/**
 * Ends requests whose hold ran out, once per five minutes over all processes on the database (the
 * scheduler's claim per period); each request is ended at most once anyway (decide-booking.ts).
 * Its claims older than a day are removed as it goes, so scheduled_runs does not grow by 288 a day.
 */
export const createBookingExpiryJob = (ctx: AppContext): ScheduledJob => ({
  name: BOOKING_EXPIRY_JOB,
  periodOf: fiveMinutesOf,
  run: async ({ now }) => {
    await expireBookings({ ctx, now });
    await createBookingRepository(ctx.db).forgetRunsBefore(
      BOOKING_EXPIRY_JOB,
      fiveMinutesOf(new Date(now.getTime() - 86_400_000)),
    );
  },
});
