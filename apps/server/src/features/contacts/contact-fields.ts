import {
  CONTACT_MESSAGES,
  type contactCreateRequestSchema,
  type contactUpdateRequestSchema,
  type personCreateRequestSchema,
  type personUpdateRequestSchema,
} from '@app/contracts';
import { checkPostalCodeFor, DEFAULT_COUNTRY, displayNameOf, normalisePostalCodeFor } from '@app/domain';
import type { z } from 'zod';
import { validationFailed } from '../../lib/app-error.ts';
import { normalizeSearchText } from '../../lib/search-text.ts';
import type { ContactRecord, PersonRow } from './contacts.repository.ts';
import { resolveCountry } from './countries.ts';

export type ContactCreateInput = z.output<typeof contactCreateRequestSchema>;
export type ContactUpdateInput = z.output<typeof contactUpdateRequestSchema>;
export type PersonCreateInput = z.output<typeof personCreateRequestSchema>;
export type PersonUpdateInput = z.output<typeof personUpdateRequestSchema>;

/** The contact's own data (send_ubl, a mail setting, is written on its own). */
export type ContactFields = Omit<
  ContactRecord,
  'id' | 'uuid' | 'display_name' | 'created_at' | 'updated_at' | 'version' | 'deleted_at' | 'send_ubl'
>;
export type PersonFields = Pick<
  PersonRow,
  'first_name' | 'last_name' | 'email_address' | 'phone_number' | 'department'
>;

export const invalidContactField = (field: string, message: string) =>
  validationFailed(`De invoer is ongeldig: ${message}`, { [field]: [message] });

/** The lower-case ISO code for a code or Dutch name; a Dutch 422 for anything else. */
export const countryCodeOrThrow = (input: string | null | undefined): string => {
  if (input === null || input === undefined || input.trim() === '') return DEFAULT_COUNTRY;
  const code = resolveCountry(input);
  if (!code) throw invalidContactField('country', CONTACT_MESSAGES.unknownCountry);
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
  if (problem) throw invalidContactField(field, problem);
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

/** display_name, sort_name and search_text, derived from the fields and the people. */
export const derivedFieldsOf = (contact: ContactFields, people: PersonFields[]) => {
  const display_name = displayNameOf(contact);
  return {
    display_name,
    sort_name: normalizeSearchText(display_name),
    search_text: buildSearchText({ ...contact, display_name }, people),
  };
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
    throw invalidContactField(`${prefix}country`, CONTACT_MESSAGES.unknownCountry);
  }
  if (merged.contact_type === 'business' && !merged.company_name) {
    throw invalidContactField(`${prefix}company_name`, CONTACT_MESSAGES.companyNameRequired);
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

/**
 * "UBL meesturen" to a Dutch business needs its KvK number: SI-UBL (BR-NL-10) refuses the
 * e-invoice without it, so the mail could not carry one.
 */
export const requireCocForUbl = (fields: ContactFields, sendUbl: boolean) => {
  if (sendUbl && fields.contact_type === 'business' && fields.country === 'nl' && !fields.coc_id?.trim()) {
    throw invalidContactField('coc_id', CONTACT_MESSAGES.ublNeedsCoc);
  }
};
