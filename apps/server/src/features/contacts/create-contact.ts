import type { Contact } from '@app/contracts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { newUuid } from '../../lib/ids.ts';
import { nowIso } from '../../lib/time.ts';
import { recordAudit } from '../audit/index.ts';
import {
  type ContactCreateInput,
  type ContactFields,
  countryCodeOrThrow,
  derivedFieldsOf,
  type PersonFields,
  postalCodeOrThrow,
  requireCocForUbl,
} from './contact-fields.ts';
import { loadContactModel } from './contact-model.ts';
import { createContactRepository } from './contacts.repository.ts';

/**
 * Inserts a contact and (for a business) its first person on `db`, which should be the caller's
 * transaction: contact.create runs it in its own, an order in the order's (so a failed order
 * keeps no contact). Answers the new id; the country must be a known code or Dutch name (422).
 */
export const insertContact = async (db: Db, input: ContactCreateInput): Promise<number> => {
  const fields: ContactFields = {
    contact_type: input.contact_type,
    first_name: input.first_name,
    last_name: input.last_name,
    company_name: input.company_name,
    coc_id: input.coc_id,
    vat_id: input.vat_id,
    email_address: input.email_address,
    phone_number: input.phone_number,
    address_line_1: input.address_line_1,
    address_line_2: input.address_line_2,
    postal_code: input.postal_code,
    city: input.city,
    country: countryCodeOrThrow(input.country),
  };
  fields.postal_code = postalCodeOrThrow(fields.country, fields.postal_code);
  const sendUbl = input.send_ubl === true;
  requireCocForUbl(fields, sendUbl);
  const person: PersonFields | null = input.person
    ? {
        first_name: input.person.first_name,
        last_name: input.person.last_name,
        email_address: input.person.email_address,
        phone_number: input.person.phone_number,
        department: input.person.department,
      }
    : null;
  const repo = createContactRepository(db);
  const now = nowIso();
  const uuid = newUuid();
  const derived = derivedFieldsOf(fields, person ? [person] : []);
  const id = await repo.insert({
    uuid,
    ...fields,
    ...derived,
    send_ubl: sendUbl ? 1 : 0,
    created_at: now,
    updated_at: now,
    deleted_at: null,
  });
  if (person) await repo.insertPerson({ ...person, contact_id: id, created_at: now, updated_at: now });
  await recordAudit({
    db,
    entity: 'contact',
    entityId: uuid,
    action: 'created',
    summary: derived.display_name,
  });
  return id;
};

/** The contact and (for a business) its first person, in one transaction. */
export const createContact = async (options: {
  ctx: AppContext;
  input: ContactCreateInput;
}): Promise<Contact> =>
  options.ctx.db
    .transaction()
    .execute(async (trx) => loadContactModel(trx, await insertContact(trx, options.input)));
