import {
  CONTACT_MESSAGES,
  type Contact,
  type ContactDetail,
  type ContactPerson,
  type contactCreateRequestSchema,
  type contactUpdateRequestSchema,
  type InvoiceTimelineEntry,
  type OrderTimelineEntry,
  type personCreateRequestSchema,
  type personUpdateRequestSchema,
  type TimelineEntry,
} from '@app/contracts';
import {
  checkPostalCodeFor,
  DEFAULT_COUNTRY,
  displayNameOf,
  effectiveInvoiceStatus,
  normalisePostalCodeFor,
  toCalendarDate,
  todayCalendarDate,
} from '@app/domain';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { notFound, validationFailed } from '../../lib/app-error.ts';
import { newUuid, parseRecordId, parseRecordRef } from '../../lib/ids.ts';
import { requireCurrentVersion } from '../../lib/record-version.ts';
import { normalizeSearchText } from '../../lib/search-text.ts';
import { nowIso } from '../../lib/time.ts';
import {
  type ContactListFilter,
  type ContactRecord,
  createContactRepository,
  type PersonRow,
} from './contacts.repository.ts';
import { countryNameOf, resolveCountry } from './countries.ts';

export type ContactCreateInput = z.output<typeof contactCreateRequestSchema>;
export type ContactUpdateInput = z.output<typeof contactUpdateRequestSchema>;
export type PersonCreateInput = z.output<typeof personCreateRequestSchema>;
export type PersonUpdateInput = z.output<typeof personUpdateRequestSchema>;

/** The contact's own data (send_ubl, a mail setting, is written on its own). */
export type ContactFields = Omit<
  ContactRecord,
  'id' | 'uuid' | 'display_name' | 'created_at' | 'updated_at' | 'version' | 'deleted_at' | 'send_ubl'
>;
type PersonFields = Pick<
  PersonRow,
  'first_name' | 'last_name' | 'email_address' | 'phone_number' | 'department'
>;

const invalid = (field: string, message: string) =>
  validationFailed(`De invoer is ongeldig: ${message}`, { [field]: [message] });

/** The lower-case ISO code for a code or Dutch name; a Dutch 422 for anything else. */
export const countryCodeOrThrow = (input: string | null | undefined): string => {
  if (input === null || input === undefined || input.trim() === '') return DEFAULT_COUNTRY;
  const code = resolveCountry(input);
  if (!code) throw invalid('country', CONTACT_MESSAGES.unknownCountry);
  return code;
};

/**
 * The postcode as stored for the (resolved) country: a Dutch one must be `1234 AB` (a Dutch 422
 * on `field` otherwise) and is stored in that form; another country's is kept as typed.
 */
export const postalCodeOrThrow = (
  countryCode: string,
  postalCode: string | null,
  field = 'postal_code',
): string | null => {
  const problem = postalCode ? checkPostalCodeFor(countryCode, postalCode) : null;
  if (problem) throw invalid(field, problem);
  return normalisePostalCodeFor(countryCode, postalCode);
};

const digitsOf = (value: string | null) => (value ? value.replace(/\D/g, '') : '');

/**
 * Everything a contact can be found by: names, company, e-mail, phone (also digits only),
 * city, postal code (also without the space), KvK, and each person's name, e-mail and phone.
 */
export const buildSearchText = (contact: ContactFields & { display_name: string }, people: PersonFields[]) =>
  normalizeSearchText(
    [
      contact.display_name,
      contact.company_name,
      contact.first_name,
      contact.last_name,
      contact.email_address,
      contact.phone_number,
      digitsOf(contact.phone_number),
      contact.city,
      contact.postal_code,
      contact.postal_code?.replace(/\s+/g, ''),
      contact.coc_id,
      ...people.flatMap((p) => [
        p.first_name,
        p.last_name,
        p.email_address,
        p.phone_number,
        digitsOf(p.phone_number),
      ]),
    ]
      .filter((part) => part)
      .join(' '),
  );

/**
 * Invoices and orders in one list, newest day first (an order's day is the Amsterdam day it was
 * taken); on one day orders come before invoices, each kind keeping its own order.
 */
export const mergeTimeline = (
  invoices: InvoiceTimelineEntry[],
  orders: OrderTimelineEntry[],
): TimelineEntry[] => {
  const dayOf = (entry: TimelineEntry) => (entry.type === 'invoice' ? entry.invoice_date : entry.order_date);
  const entries: TimelineEntry[] = [...orders, ...invoices];
  // Array.prototype.sort is stable, so equal days keep orders first and each kind's own order.
  return entries.sort((a, b) => (dayOf(a) < dayOf(b) ? 1 : dayOf(a) > dayOf(b) ? -1 : 0));
};

/** display_name, sort_name and search_text, derived from the fields and the people. */
export const derivedFieldsOf = (contact: ContactFields, people: PersonFields[]) => {
  const display_name = displayNameOf(contact);
  return {
    display_name,
    sort_name: normalizeSearchText(display_name),
    search_text: buildSearchText({ ...contact, display_name }, people),
  };
};

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

/**
 * The contact's fields with an update applied (left-out fields keep their value), checked as a
 * whole: a known country, a business's company name, a Dutch postcode's form (when the postcode
 * or the country changes; a stored one that predates the rule does not block other edits).
 * contact.update uses it, and an order that completes its contact (order.cashcreate's
 * contact_update); `prefix` puts the errors under the order's field.
 */
export const mergeContactPatch = (
  current: ContactFields,
  patch: Omit<ContactUpdateInput, 'version'> & { version?: unknown },
  prefix = '',
): ContactFields => {
  const merged: ContactFields = { ...current };
  for (const [key, value] of Object.entries(patch) as Array<[keyof ContactFields, string | null]>) {
    if (value === undefined || key === 'country' || ['version', 'send_ubl'].includes(key as string)) continue;
    (merged as Record<string, unknown>)[key] = value;
  }
  try {
    if (patch.country !== undefined) merged.country = countryCodeOrThrow(patch.country);
  } catch (error) {
    if (!prefix) throw error;
    throw invalid(`${prefix}country`, CONTACT_MESSAGES.unknownCountry);
  }
  if (merged.contact_type === 'business' && !merged.company_name) {
    throw invalid(`${prefix}company_name`, CONTACT_MESSAGES.companyNameRequired);
  }
  if (patch.postal_code !== undefined || patch.country !== undefined) {
    merged.postal_code = postalCodeOrThrow(merged.country, merged.postal_code, `${prefix}postal_code`);
  }
  return merged;
};

export const contactFieldsOf = (row: ContactRecord): ContactFields => ({
  contact_type: row.contact_type,
  first_name: row.first_name,
  last_name: row.last_name,
  company_name: row.company_name,
  coc_id: row.coc_id,
  vat_id: row.vat_id,
  email_address: row.email_address,
  phone_number: row.phone_number,
  address_line_1: row.address_line_1,
  address_line_2: row.address_line_2,
  postal_code: row.postal_code,
  city: row.city,
  country: row.country,
});

const contactRefOrThrow = (raw: string) => {
  const ref = parseRecordRef(raw);
  if (!ref) throw notFound(CONTACT_MESSAGES.notFound);
  return ref;
};

const personIdOrThrow = (raw: string | number) => {
  const id = parseRecordId(raw);
  if (id === null) throw notFound(CONTACT_MESSAGES.personNotFound);
  return id;
};

type ContactLinks = { invoices: number; reservations: number };

/** What refers to the contact and keeps it from being deleted. */
const linksOf = async (db: Db, contactId: number): Promise<ContactLinks> => {
  const repo = createContactRepository(db);
  return {
    invoices: await repo.countInvoices(contactId),
    reservations: await repo.countReservations(contactId),
  };
};

/** The answer's message when the contact can only be archived; null when it may be deleted. */
export const archiveMessageOf = ({ invoices, reservations }: ContactLinks): string | null => {
  if (invoices > 0 && reservations > 0) return CONTACT_MESSAGES.archivedInvoicesAndReservations;
  if (invoices > 0) return CONTACT_MESSAGES.archived;
  if (reservations > 0) return CONTACT_MESSAGES.archivedReservations;
  return null;
};

/**
 * "UBL meesturen" to a Dutch business needs its KvK number: SI-UBL (BR-NL-10) refuses the
 * e-invoice without it, so the mail could not carry one.
 */
const requireCocForUbl = (fields: ContactFields, sendUbl: boolean) => {
  if (sendUbl && fields.contact_type === 'business' && fields.country === 'nl' && !fields.coc_id?.trim()) {
    throw invalid('coc_id', CONTACT_MESSAGES.ublNeedsCoc);
  }
};

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
  const id = await repo.insert({
    uuid: newUuid(),
    ...fields,
    ...derivedFieldsOf(fields, person ? [person] : []),
    send_ubl: sendUbl ? 1 : 0,
    created_at: now,
    updated_at: now,
    deleted_at: null,
  });
  if (person) await repo.insertPerson({ ...person, contact_id: id, created_at: now, updated_at: now });
  return id;
};

/**
 * Writes an update of `row` on `db` (the caller's transaction): contact.update, and an order that
 * completes its contact (issue 26, `prefix` 'contact_update.' for the errors). A stale `version`
 * answers 409 and writes nothing.
 */
export const updateContactIn = async (
  db: Db,
  row: ContactRecord,
  patch: ContactUpdateInput,
  prefix = '',
): Promise<void> => {
  requireCurrentVersion(row.version, patch.version);
  const merged = mergeContactPatch(contactFieldsOf(row), patch, prefix);
  const sendUbl = patch.send_ubl ?? row.send_ubl === 1;
  requireCocForUbl(merged, sendUbl);
  const people = await createContactRepository(db).peopleOf([row.id]);
  const written = await createContactRepository(db).update(
    row.id,
    { ...merged, ...derivedFieldsOf(merged, people), send_ubl: sendUbl ? 1 : 0, updated_at: nowIso() },
    patch.version,
  );
  // A write by another process came between the read and this statement (PostgreSQL's
  // read committed): the conditional update wrote nothing; refuse as stale.
  if (!written) requireCurrentVersion(-1, patch.version);
};

export const createContactService = (ctx: AppContext) => {
  const repo = createContactRepository(ctx.db);

  const findOrThrow = async (db: Db, raw: string) => {
    const row = await createContactRepository(db).findByRef(contactRefOrThrow(raw));
    if (!row) throw notFound(CONTACT_MESSAGES.notFound);
    return row;
  };

  /** Recomputes the derived columns after a write of the contact or one of its people. */
  const refreshDerived = async (db: Db, row: ContactRecord) => {
    const txRepo = createContactRepository(db);
    const people = await txRepo.peopleOf([row.id]);
    await txRepo.update(row.id, { ...derivedFieldsOf(contactFieldsOf(row), people), updated_at: nowIso() });
  };

  const viewContact = async (db: Db, id: number) => {
    const row = await createContactRepository(db).findByRef({ id });
    if (!row) throw notFound(CONTACT_MESSAGES.notFound);
    const [contact] = await withPeople(db, [row]);
    return contact as Contact;
  };

  return {
    list: async (filter: ContactListFilter) => {
      const { rows, total, totalIsLowerBound, deactivated } = await repo.list(filter);
      return {
        results: await withPeople(ctx.db, rows),
        meta: {
          page: filter.page,
          per_page: filter.perPage,
          total,
          total_is_lower_bound: totalIsLowerBound,
          deactivated_count: deactivated,
        },
      };
    },

    search: async (term: string, limit: number) => ({
      results: await withPeople(ctx.db, await repo.search(term, limit)),
    }),

    view: async (raw: string): Promise<ContactDetail> => {
      const row = await findOrThrow(ctx.db, raw);
      const [contact] = await withPeople(ctx.db, [row]);
      const invoices = await repo.invoicesOf(row.id);
      const orders = await repo.ordersOf(row.id);
      const links = await linksOf(ctx.db, row.id);
      const today = todayCalendarDate();
      return {
        ...(contact as Contact),
        invoice_count: links.invoices,
        reservation_count: links.reservations,
        archive_only: archiveMessageOf(links) !== null,
        timeline: mergeTimeline(
          invoices.map((inv) => ({
            type: 'invoice' as const,
            uuid: inv.uuid,
            invoice_id: inv.invoice_id || null,
            concept_id: inv.id,
            // Stored status is never overdue; like the invoice list, read it from the due date.
            status: effectiveInvoiceStatus(inv.status, inv.due_date, today),
            invoice_date: inv.invoice_date,
            total_amount: inv.total_amount_cents,
          })),
          orders.map((order) => ({
            type: 'order' as const,
            uuid: order.uuid,
            order_id: order.id,
            status: order.status,
            order_date: toCalendarDate(order.created_at),
            total_amount: order.total_amount_cents,
          })),
        ),
      };
    },

    /** The contact and (for a business) its first person, in one transaction. */
    create: async (input: ContactCreateInput) =>
      ctx.db.transaction().execute(async (trx) => viewContact(trx, await insertContact(trx, input))),

    update: async (raw: string, patch: ContactUpdateInput) =>
      ctx.db.transaction().execute(async (trx) => {
        const row = await findOrThrow(trx, raw);
        await updateContactIn(trx, row, patch);
        return viewContact(trx, row.id);
      }),

    /**
     * Without invoices or reservations the contact and its people are deleted; with either it can
     * only be archived (invoices must keep their buyer, rentals their customer), and the answer
     * says so.
     */
    remove: async (raw: string) =>
      ctx.db.transaction().execute(async (trx) => {
        const txRepo = createContactRepository(trx);
        const row = await findOrThrow(trx, raw);
        const contact = await viewContact(trx, row.id);
        const archiveMessage = archiveMessageOf(await linksOf(trx, row.id));
        if (archiveMessage) {
          const deletedAt = row.deleted_at ?? nowIso();
          if (!row.deleted_at) await txRepo.update(row.id, { deleted_at: deletedAt, updated_at: deletedAt });
          return {
            entry: { model: { ...contact, deleted_at: deletedAt } },
            archived: true,
            message: archiveMessage,
          };
        }
        await txRepo.deletePeopleOf(row.id);
        await txRepo.delete(row.id);
        return { entry: { model: contact }, archived: false, message: CONTACT_MESSAGES.deleted };
      }),

    restore: async (raw: string) =>
      ctx.db.transaction().execute(async (trx) => {
        const row = await findOrThrow(trx, raw);
        if (row.deleted_at) {
          await createContactRepository(trx).update(row.id, { deleted_at: null, updated_at: nowIso() });
        }
        return { entry: { model: await viewContact(trx, row.id) } };
      }),

    // People -----------------------------------------------------------------------------------

    people: async (rawContact: string) => {
      const row = await findOrThrow(ctx.db, rawContact);
      return { results: (await repo.peopleOf([row.id])).map(toPerson) };
    },

    createPerson: async (input: PersonCreateInput) =>
      ctx.db.transaction().execute(async (trx) => {
        const contact = await findOrThrow(trx, String(input.contact_id));
        const now = nowIso();
        const id = await createContactRepository(trx).insertPerson({
          contact_id: contact.id,
          first_name: input.first_name,
          last_name: input.last_name,
          email_address: input.email_address,
          phone_number: input.phone_number,
          department: input.department,
          created_at: now,
          updated_at: now,
        });
        await refreshDerived(trx, contact);
        const person = await createContactRepository(trx).findPerson(id);
        return { entry: { model: toPerson(person as PersonRow) } };
      }),

    updatePerson: async (rawId: string, patch: PersonUpdateInput) =>
      ctx.db.transaction().execute(async (trx) => {
        const txRepo = createContactRepository(trx);
        const id = personIdOrThrow(rawId);
        const person = await txRepo.findPerson(id);
        if (!person) throw notFound(CONTACT_MESSAGES.personNotFound);
        const changes = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
        await txRepo.updatePerson(id, { ...changes, updated_at: nowIso() });
        const contact = await txRepo.findByRef({ id: person.contact_id });
        if (contact) await refreshDerived(trx, contact);
        return { entry: { model: toPerson((await txRepo.findPerson(id)) as PersonRow) } };
      }),

    deletePerson: async (rawId: string) =>
      ctx.db.transaction().execute(async (trx) => {
        const txRepo = createContactRepository(trx);
        const id = personIdOrThrow(rawId);
        const person = await txRepo.findPerson(id);
        if (!person) throw notFound(CONTACT_MESSAGES.personNotFound);
        await txRepo.deletePerson(id);
        const contact = await txRepo.findByRef({ id: person.contact_id });
        if (contact) await refreshDerived(trx, contact);
        return { ok: true as const };
      }),
  };
};

export type ContactService = ReturnType<typeof createContactService>;
