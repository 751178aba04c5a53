import type { ContactImportDuplicateMode, ContactImportReport } from '@app/contracts';
import type { AppContext } from '../../context.ts';
import { nowIso } from '../../lib/time.ts';
import { derivedFieldsOf } from './contact-fields.ts';
import {
  type ContactRow,
  createContactRepository,
  type NewContactRow,
  type NewPersonRow,
} from './contacts.repository.ts';
import { decodeCsvBytes, IMPORT_MESSAGES, type ImportedContact, parseContactsCsv } from './contacts-csv.ts';
import { createContactImportRepository } from './contacts-import.repository.ts';
import { recordImportAudit } from './contacts-import-audit.ts';
import {
  cocKeyOf,
  type ExistingMatch,
  emailKeyOf,
  type ImportRow,
  type ImportTarget,
  matchKeyOf,
  type PersonDraft,
  planImport,
  type RowFate,
} from './contacts-import-plan.ts';

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

const personRow = (p: PersonDraft) => ({
  first_name: p.first_name,
  last_name: p.last_name,
  email_address: null,
  phone_number: null,
  department: null,
});

/** The contacts the rows' keys match, one per key: the oldest active one, else the oldest deactivated. */
const findExisting = async (ctx: AppContext, rows: ImportRow[]) => {
  const coc = new Set<string>();
  const email = new Set<string>();
  for (const { fields } of rows) {
    const key =
      fields.contact_type === 'business' ? cocKeyOf(fields.coc_id) : emailKeyOf(fields.email_address);
    if (key) (fields.contact_type === 'business' ? coc : email).add(key);
  }
  const repo = createContactImportRepository(ctx.db);
  const found: ContactRow[] = [
    ...(await repo.businessesByCoc([...coc])),
    ...(await repo.individualsByEmail([...email])),
  ];
  const byKey = new Map<string, ContactRow>();
  for (const record of found) {
    const key = matchKeyOf(record);
    const held = key ? byKey.get(key) : undefined;
    if (key && (!held || (held.deleted_at && !record.deleted_at))) byKey.set(key, record);
  }
  const people = await createContactRepository(ctx.db).peopleOf([...byKey.values()].map((r) => r.id));
  const matches = new Map<string, ExistingMatch>();
  for (const [key, record] of byKey) {
    const own = people.filter((p) => p.contact_id === record.id);
    matches.set(key, {
      record,
      people: own.map((p) => ({ first_name: p.first_name, last_name: p.last_name })),
    });
  }
  return matches;
};

const nameOf = (target: ImportTarget) =>
  target.existing?.display_name ?? derivedFieldsOf(target.fields, target.people.map(personRow)).display_name;

const keyLabel = (target: ImportTarget) =>
  target.fields.contact_type === 'business' ? 'KvK-nummer' : 'e-mailadres';

const listed = (labels: string[]) =>
  labels.length <= 1 ? (labels[0] ?? '') : `${labels.slice(0, -1).join(', ')} en ${labels.at(-1)}`;

/** The Dutch words for a row's fate in the report. */
const reasonOf = (fate: RowFate): string | null => {
  const { target } = fate;
  const other =
    target.kind === 'new' ? `regel ${target.firstRow} (${nameOf(target)})` : `het contact ${nameOf(target)}`;
  if (fate.fate === 'created') return null;
  if (fate.fate === 'skipped') {
    if (fate.why === 'deactivated')
      return `Zelfde ${keyLabel(target)} als het gedeactiveerde contact ${nameOf(target)}; overgeslagen. Herstel dat contact om het weer te gebruiken.`;
    return `Dubbel: zelfde ${keyLabel(target)} als ${other}; overgeslagen.`;
  }
  const filled =
    fate.filled.length > 0 ? `${listed(fate.filled)} aangevuld.` : 'niets aangevuld, alles stond er al.';
  const differing =
    fate.differing.length > 0 ? ` Afwijkend en niet overgenomen: ${listed(fate.differing)}.` : '';
  return `Dubbel: zelfde ${keyLabel(target)} als ${other}; samengevoegd: ${filled}${differing}`;
};

/**
 * Imports a CSV file: refused as a whole when it is not a usable CSV, else every valid row in one
 * transaction. A row matching a contact (same KvK number for a business, same e-mail for an
 * individual; in the database or earlier in the file) is skipped or merged as `onDuplicate` says.
 */
export const importContacts = async (
  ctx: AppContext,
  { bytes, onDuplicate }: { bytes: Uint8Array; onDuplicate: ContactImportDuplicateMode },
): Promise<ContactImportReport> => {
  const parsed = parseContactsCsv(decodeCsvBytes(bytes));
  const now = nowIso();
  const notes: ContactImportReport['notes'] = [];
  const rows: ImportRow[] = parsed.contacts.map(({ row, contact }) => {
    const { fields, person, personSkipped } = splitPerson(contact);
    if (personSkipped) notes.push({ row, reason: IMPORT_MESSAGES.personSkipped });
    return { row, fields, person: person && { first_name: person.first_name, last_name: person.last_name } };
  });

  const { fates } = await ctx.db.transaction().execute(async (trx) => {
    const plan = planImport(rows, await findExisting({ ...ctx, db: trx }, rows), onDuplicate);
    const repo = createContactRepository(trx);
    const created = plan.targets.filter((t) => t.kind === 'new');
    const ids = await repo.insertMany(
      created.map(
        (t): NewContactRow => ({
          uuid: t.uuid,
          ...t.fields,
          ...derivedFieldsOf(t.fields, t.people.map(personRow)),
          created_at: now,
          updated_at: now,
          deleted_at: null,
        }),
      ),
    );
    const people: NewPersonRow[] = [];
    created.forEach((t, i) => {
      const contactId = ids[i];
      if (contactId)
        for (const p of t.people)
          people.push({ ...personRow(p), contact_id: contactId, created_at: now, updated_at: now });
    });
    for (const t of plan.targets) {
      if (t.kind !== 'existing' || !t.changed || !t.existing) continue;
      const contactId = t.existing.id;
      for (const p of t.addedPeople)
        people.push({ ...personRow(p), contact_id: contactId, created_at: now, updated_at: now });
      const { contact_type: _type, ...fields } = t.fields;
      await repo.update(contactId, {
        ...fields,
        ...derivedFieldsOf(t.fields, t.people.map(personRow)),
        updated_at: now,
      });
    }
    if (people.length > 0) await repo.insertPeople(people);
    await recordImportAudit(trx, plan.targets);
    return plan;
  });

  const reportRows: ContactImportReport['rows'] = [
    ...fates.map((fate) => ({
      row: fate.row,
      fate: fate.fate,
      reason: reasonOf(fate) ?? notes.find((n) => n.row === fate.row)?.reason ?? null,
      contact: { uuid: fate.target.uuid, display_name: nameOf(fate.target) },
    })),
    ...parsed.skipped.map((s) => ({ row: s.row, fate: 'refused' as const, reason: s.reason, contact: null })),
  ].sort((a, b) => a.row - b.row);
  const count = (fate: RowFate['fate']) => fates.filter((f) => f.fate === fate).length;
  const added = count('created');
  const merged = count('merged');
  const duplicates = count('skipped');
  const parts = [
    merged > 0 ? `${merged.toLocaleString('nl-NL')} samengevoegd met een bestaand contact` : '',
    duplicates > 0 ? `${duplicates.toLocaleString('nl-NL')} dubbele regel(s) overgeslagen` : '',
    parsed.skipped.length > 0 ? `${parsed.skipped.length} regel(s) overgeslagen` : '',
    notes.length > 0 ? `${pluralPeople(notes.length)} overgeslagen` : '',
  ].filter(Boolean);
  return {
    added,
    skipped: reportRows
      .filter((r) => r.fate === 'skipped' || r.fate === 'refused')
      .map((r) => ({ row: r.row, reason: r.reason ?? '' })),
    notes,
    total_rows: parsed.totalRows,
    message: `${pluralContacts(added)} toegevoegd${parts.map((p) => `, ${p}`).join('')}.`,
    merged,
    on_duplicate: onDuplicate,
    rows: reportRows,
  };
};
