/**
 * Reservations hold a unit (or pieces of a stock row) for whole calendar days; two live
 * reservations of one rentable unit never overlap, also under concurrency on both databases.
 */
export { cancelReservation } from './cancel-reservation.ts';
export { availabilityOfItem } from './item-availability.ts';
export { listUnitReservations } from './list-unit-reservations.ts';
export { lockUnitsForReserve } from './lock-units.ts';
export { lockAndPeakReserved } from './peak-reserved.ts';
export { reportReservationsWithoutOrder } from './report-reservations-without-order.ts';
export { isReservationRace } from './reservation-race.ts';
export {
  activeReservationsOfItem,
  findReservableUnit,
  liveSalesOf,
  overlappingReservations,
  unitsForReservation,
} from './reservation-reads.ts';
export { notOfOrder } from './reservations.repository.ts';
export { reservationRoutes } from './reservations.routes.ts';
export { type ReserveInput, reserveUnit } from './reserve-unit.ts';
