import type { ReservationModel } from '@app/contracts';
import type { ReservationWithContactRow } from './reservations.repository.ts';

export const toReservationModel = (row: ReservationWithContactRow): ReservationModel => ({
  id: row.id,
  uuid: row.uuid,
  unit_id: row.unit_id,
  order_id: row.order_id,
  reserved_from: row.reserved_from,
  reserved_until: row.reserved_until,
  quantity: row.quantity,
  status: row.status,
  contact:
    row.contact_id !== null && row.contact_uuid !== null
      ? { id: row.contact_id, uuid: row.contact_uuid, display_name: row.contact_display_name ?? '' }
      : null,
});
