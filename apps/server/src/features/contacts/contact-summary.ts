import type { ContactSummary } from '@app/contracts';
import type { ContactRecord } from './contacts.repository.ts';
import { countryNameOf } from './countries.ts';

/** The columns a contact summary is made of (contracts' contactSummarySchema). */
export type ContactSummaryRow = Pick<
  ContactRecord,
  | 'id'
  | 'uuid'
  | 'contact_type'
  | 'display_name'
  | 'email_address'
  | 'phone_number'
  | 'address_line_1'
  | 'address_line_2'
  | 'postal_code'
  | 'city'
  | 'country'
>;

/** A contact as an order or an agenda job shows it, the country as its Dutch name. */
export const toContactSummary = (row: ContactSummaryRow): ContactSummary => ({
  id: row.id,
  uuid: row.uuid,
  contact_type: row.contact_type,
  display_name: row.display_name,
  email_address: row.email_address,
  phone_number: row.phone_number,
  address_line_1: row.address_line_1,
  address_line_2: row.address_line_2,
  postal_code: row.postal_code,
  city: row.city,
  country: countryNameOf(row.country),
});
