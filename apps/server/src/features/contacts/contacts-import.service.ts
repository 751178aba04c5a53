import type { ContactImportReport } from '@app/contracts';
import type { AppContext } from '../../context.ts';
import { newUuid } from '../../lib/ids.ts';
import { nowIso } from '../../lib/time.ts';
import { createContactRepository, type NewContactRow, type NewPersonRow } from './contacts.repository.ts';
import { derivedFieldsOf } from './contacts.service.ts';
import { decodeCsvBytes, IMPORT_MESSAGES, type ImportedContact, parseContactsCsv } from './contacts-csv.ts';

/**
 * A business row's first and last name become its first contact person (as in the create form,
 * which needs both). Half a name (only a first or only a last name) cannot make a person: the
 * business is imported without it and the report says so (`personSkipped`). An individual keeps
 * its names on the contact.
 */
export const splitPerson = (contact: ImportedContact) => {
  if (contact.contact_type !== 'business' || (!contact.first_name && !contact.last_name)) {
    return { fields: contact, person: null, personSkipped: false };
  }
  const fields = { ...contact, first_name: null, last_name: null };
  if (!contact.first_name || !contact.last_name) return { fields, person: null, personSkipped: true };
  return {
    fields,
    person: {
      first_name: contact.first_name,
      last_name: contact.last_name,
      email_address: null,
      phone_number: null,
      department: null,
    },
    personSkipped: false,
  };
};

const pluralContacts = (n: number) => (n === 1 ? '1 contact' : `${n.toLocaleString('nl-NL')} contacten`);
const pluralPeople = (n: number) =>
  n === 1 ? '1 contactpersoon' : `${n.toLocaleString('nl-NL')} contactpersonen`;

/** Imports a CSV file: refused as a whole when it is not a usable CSV, else valid rows in one transaction. */
export const importContacts = async (ctx: AppContext, bytes: Uint8Array): Promise<ContactImportReport> => {
  const parsed = parseContactsCsv(decodeCsvBytes(bytes));
  const now = nowIso();
  const notes: ContactImportReport['notes'] = [];
  const planned = parsed.contacts.map(({ row: line, contact }) => {
    const { fields, person, personSkipped } = splitPerson(contact);
    if (personSkipped) notes.push({ row: line, reason: IMPORT_MESSAGES.personSkipped });
    const row: NewContactRow = {
      uuid: newUuid(),
      ...fields,
      ...derivedFieldsOf(fields, person ? [person] : []),
      created_at: now,
      updated_at: now,
      deleted_at: null,
    };
    return { row, person };
  });
  await ctx.db.transaction().execute(async (trx) => {
    const repo = createContactRepository(trx);
    const ids = await repo.insertMany(planned.map((p) => p.row));
    const people: NewPersonRow[] = [];
    planned.forEach((p, i) => {
      const contactId = ids[i];
      if (p.person && contactId)
        people.push({ ...p.person, contact_id: contactId, created_at: now, updated_at: now });
    });
    if (people.length > 0) await repo.insertPeople(people);
  });
  const added = planned.length;
  const skippedPart = parsed.skipped.length > 0 ? `, ${parsed.skipped.length} regel(s) overgeslagen` : '';
  const notesPart = notes.length > 0 ? `, ${pluralPeople(notes.length)} overgeslagen` : '';
  return {
    added,
    skipped: parsed.skipped,
    notes,
    total_rows: parsed.totalRows,
    message: `${pluralContacts(added)} toegevoegd${skippedPart}${notesPart}.`,
  };
};
