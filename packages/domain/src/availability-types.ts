import type { CalendarDate } from './dates.ts';

/** The shapes the availability rule reads; apart, so the safety rules can use them too. */
export type UnitForAvailability = {
  id: number;
  /** False while the unit is out of service: never free then. */
  available: boolean;
  quantity: number;
};

export type ReservationForAvailability = {
  unitId: number;
  reservedFrom: CalendarDate;
  reservedUntil: CalendarDate;
  /** Defaults to 1. */
  quantity?: number;
};
