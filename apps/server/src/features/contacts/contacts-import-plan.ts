import type { ContactImportDuplicateMode } from '@app/contracts';
import { newUuid } from '../../lib/ids.ts';
import type { ContactRow } from './contacts.repository.ts';
import type { ImportedContact } from './contacts-csv.ts';

/**
 * The pure part of the import's duplicate handling: which row creates a contact, which one is a
 * duplicate (of an existing contact or of an earlier row) and what merging fills in. The service
 * reads the matching contacts first and writes the plan in one transaction.
 */

export type PersonDraft = { first_name: string; last_name: string };

/** A row as the import reads it: fields of the contact and the business's contact person. */
export type ImportRow = {
  row: number;
  fields: ImportedContact;
  person: PersonDraft | null;
};

export type ExistingMatch = { record: ContactRow; people: PersonDraft[] };

/** A contact rows can land on: one this import creates, or one that was there already. */
export type ImportTarget = {
  kind: 'new' | 'existing';
  uuid: string;
  /** The row that created it (new), else null. */
  firstRow: number | null;
  existing: ContactRow | null;
  fields: ImportedContact;
  /** The people it has (existing) or gets (new). */
  people: PersonDraft[];
  /** People this import adds to an existing contact. */
  addedPeople: PersonDraft[];
  changed: boolean;
};

export type RowFate =
  | { row: number; fate: 'created'; target: ImportTarget }
  | { row: number; fate: 'merged'; target: ImportTarget; filled: string[]; differing: string[] }
  | { row: number; fate: 'skipped'; target: ImportTarget; why: 'duplicate' | 'deactivated' };

/** Fields merge may fill, with the Dutch column names the report uses. */
const FILLABLE: Array<[keyof ImportedContact, string]> = [
  ['first_name', 'Voornaam'],
  ['last_name', 'Achternaam'],
  ['company_name', 'Bedrijfsnaam'],
  ['coc_id', 'KvK-nummer'],
  ['vat_id', 'BTW-nummer'],
  ['email_address', 'E-mail'],
  ['phone_number', 'Telefoon'],
  ['address_line_1', 'Adres'],
  ['address_line_2', 'Adres 2'],
  ['postal_code', 'Postcode'],
  ['city', 'Plaats'],
];

export const cocKeyOf = (value: string | null) => {
  const key = (value ?? '').replace(/[\s.]/g, '');
  return key === '' ? null : key;
};

export const emailKeyOf = (value: string | null) => {
  const key = (value ?? '').trim().toLowerCase();
  return key === '' ? null : key;
};

/**
 * The duplicate key of a row: a business by its KvK number, an individual by its e-mail address.
 * A row without one cannot be matched and is always created.
 */
export const matchKeyOf = (fields: Pick<ImportedContact, 'contact_type' | 'coc_id' | 'email_address'>) => {
  if (fields.contact_type === 'business') {
    const key = cocKeyOf(fields.coc_id);
    return key ? `kvk:${key}` : null;
  }
  const key = emailKeyOf(fields.email_address);
  return key ? `mail:${key}` : null;
};

/** Compared as a person would: case, surrounding and inner spaces and dots do not count. */
const sameValue = (a: string, b: string) =>
  a.replace(/[\s.]/g, '').toLowerCase() === b.replace(/[\s.]/g, '').toLowerCase();

const samePerson = (a: PersonDraft, b: PersonDraft) =>
  sameValue(a.first_name, b.first_name) && sameValue(a.last_name, b.last_name);

const hasAddress = (f: ImportedContact) => Boolean(f.address_line_1 || f.postal_code || f.city);

/**
 * Fills the target's empty fields from the row; a field both have with different values keeps the
 * target's and is named in `differing`. The country comes along only when the target had no
 * address at all (otherwise it belongs to the address already there). A business row's contact
 * person is added when the target has nobody of that name.
 */
export const mergeInto = (target: ImportTarget, row: ImportRow) => {
  const filled: string[] = [];
  const differing: string[] = [];
  const next = { ...target.fields };
  const takeCountry = !hasAddress(target.fields) && hasAddress(row.fields);
  for (const [field, label] of FILLABLE) {
    const incoming = row.fields[field];
    if (!incoming || field === 'contact_type' || field === 'country') continue;
    const current = target.fields[field];
    if (!current) {
      Object.assign(next, { [field]: incoming });
      filled.push(label);
    } else if (!sameValue(current, incoming)) differing.push(label);
  }
  if (takeCountry && row.fields.country !== target.fields.country) {
    next.country = row.fields.country;
    filled.push('Land');
  }
  target.fields = next;
  if (row.person && !target.people.some((p) => row.person && samePerson(p, row.person))) {
    target.people.push(row.person);
    if (target.kind === 'existing') target.addedPeople.push(row.person);
    filled.push(`Contactpersoon ${row.person.first_name} ${row.person.last_name}`);
  }
  if (filled.length > 0) target.changed = true;
  return { filled, differing };
};

const newTarget = (row: ImportRow): ImportTarget => ({
  kind: 'new',
  uuid: newUuid(),
  firstRow: row.row,
  existing: null,
  fields: { ...row.fields },
  people: row.person ? [row.person] : [],
  addedPeople: [],
  changed: true,
});

const existingTarget = (match: ExistingMatch): ImportTarget => {
  const { record } = match;
  return {
    kind: 'existing',
    uuid: record.uuid,
    firstRow: null,
    existing: record,
    fields: {
      contact_type: record.contact_type,
      first_name: record.first_name,
      last_name: record.last_name,
      company_name: record.company_name,
      coc_id: record.coc_id,
      vat_id: record.vat_id,
      email_address: record.email_address,
      phone_number: record.phone_number,
      address_line_1: record.address_line_1,
      address_line_2: record.address_line_2,
      postal_code: record.postal_code,
      city: record.city,
      country: record.country,
    },
    people: [...match.people],
    addedPeople: [],
    changed: false,
  };
};

/**
 * Decides each row's fate in file order. `existing` maps a match key (see `matchKeyOf`) to the
 * oldest active contact with that key, or the oldest deactivated one when none is active.
 */
export const planImport = (
  rows: ImportRow[],
  existing: Map<string, ExistingMatch>,
  mode: ContactImportDuplicateMode,
): { fates: RowFate[]; targets: ImportTarget[] } => {
  const byKey = new Map<string, ImportTarget>();
  const targets: ImportTarget[] = [];
  const fates: RowFate[] = [];
  for (const row of rows) {
    const key = matchKeyOf(row.fields);
    let target = key ? byKey.get(key) : undefined;
    if (!target && key) {
      const match = existing.get(key);
      if (match) {
        target = existingTarget(match);
        byKey.set(key, target);
        targets.push(target);
      }
    }
    if (!target) {
      const created = newTarget(row);
      if (key) byKey.set(key, created);
      targets.push(created);
      fates.push({ row: row.row, fate: 'created', target: created });
      continue;
    }
    // A deactivated contact is not brought back or changed by an import: the person restores it.
    if (target.existing?.deleted_at) {
      fates.push({ row: row.row, fate: 'skipped', target, why: 'deactivated' });
    } else if (mode === 'skip') {
      fates.push({ row: row.row, fate: 'skipped', target, why: 'duplicate' });
    } else {
      fates.push({ row: row.row, fate: 'merged', target, ...mergeInto(target, row) });
    }
  }
  return { fates, targets };
};
