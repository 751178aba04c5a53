import { CONTACT_MESSAGES, type Contact, type ContactPerson } from '@app/contracts';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../lib/app-error.ts';
import { parseRecordId, parseRecordRef } from '../../lib/ids.ts';
import { nowIso } from '../../lib/time.ts';
import { contactFieldsOf, derivedFieldsOf } from './contact-fields.ts';
import { type ContactRecord, createContactRepository, type PersonRow } from './contacts.repository.ts';
import { countryNameOf } from './countries.ts';

export const toPerson = (row: PersonRow): ContactPerson => ({
  id: row.id,
  contact_id: row.contact_id,
  first_name: row.first_name,
  last_name: row.last_name,
  phone_number: row.phone_number,
  email_address: row.email_address,
  department: row.department,
  created_at: row.created_at,
  updated_at: row.updated_at,
});

export const toContact = (row: ContactRecord, people: PersonRow[]): Contact => ({
  ...row,
  country: countryNameOf(row.country),
  country_code: row.country,
  send_ubl: row.send_ubl === 1,
  people: people.map(toPerson),
});

const groupPeople = (people: PersonRow[]) => {
  const byContact = new Map<number, PersonRow[]>();
  for (const person of people) {
    const list = byContact.get(person.contact_id) ?? [];
    list.push(person);
    byContact.set(person.contact_id, list);
  }
  return byContact;
};

/** Contacts with their people, two queries for any number of rows. */
export const withPeople = async (db: Db, rows: ContactRecord[]): Promise<Contact[]> => {
  const people = groupPeople(await createContactRepository(db).peopleOf(rows.map((r) => r.id)));
  return rows.map((row) => toContact(row, people.get(row.id) ?? []));
};

/** The contact row for an id or uuid from the URL (also an archived one); a Dutch 404 otherwise. */
export const findContactOrThrow = async (db: Db, raw: string): Promise<ContactRecord> => {
  const ref = parseRecordRef(raw);
  if (!ref) throw notFound(CONTACT_MESSAGES.notFound);
  const row = await createContactRepository(db).findByRef(ref);
  if (!row) throw notFound(CONTACT_MESSAGES.notFound);
  return row;
};

/** The contact with its people as answered by the routes. */
export const loadContactModel = async (db: Db, id: number): Promise<Contact> => {
  const row = await createContactRepository(db).findByRef({ id });
  if (!row) throw notFound(CONTACT_MESSAGES.notFound);
  const [contact] = await withPeople(db, [row]);
  return contact as Contact;
};

export const personIdOrThrow = (raw: string | number) => {
  const id = parseRecordId(raw);
  if (id === null) throw notFound(CONTACT_MESSAGES.personNotFound);
  return id;
};

/** Recomputes the derived columns after a write of the contact or one of its people. */
export const refreshContactDerived = async (db: Db, row: ContactRecord) => {
  const repo = createContactRepository(db);
  const people = await repo.peopleOf([row.id]);
  await repo.update(row.id, { ...derivedFieldsOf(contactFieldsOf(row), people), updated_at: nowIso() });
};
