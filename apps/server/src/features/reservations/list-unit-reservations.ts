import type { ReservationModel } from '@app/contracts';
import type { AppContext } from '../../context.ts';
import { toReservationModel } from './reservation-model.ts';
import { createReservationRepository } from './reservations.repository.ts';

/** Live reservations of a unit with their contact, earliest first. */
export const listUnitReservations = async (options: {
  ctx: AppContext;
  unitId: number;
}): Promise<ReservationModel[]> =>
  (await createReservationRepository(options.ctx.db).activeOfUnitWithContact(options.unitId)).map(
    toReservationModel,
  );
