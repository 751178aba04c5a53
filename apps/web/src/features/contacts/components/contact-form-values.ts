import type { ContactDetail } from '@app/contracts';
import { DEFAULT_COUNTRY, normalisePostalCodeFor } from '@app/domain';
import type { UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';
import { isApiError } from '../../../lib/api';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import type { contactFormSchema } from './contact-form-schema';

/** Checked by `contact-form-schema.ts`, which loads with the first validation. */
export const contactFormResolver = lazyZodResolver(() =>
  import('./contact-form-schema').then((m) => m.contactFormSchema),
);
export type ContactFormValues = z.infer<typeof contactFormSchema>;

export const emptyContactForm: ContactFormValues = {
  contact_type: 'individual',
  first_name: '',
  last_name: '',
  company_name: '',
  coc_id: '',
  vat_id: '',
  person_first_name: '',
  person_last_name: '',
  email_address: '',
  phone_number: '',
  address_line_1: '',
  address_line_2: '',
  postal_code: '',
  city: '',
  country: DEFAULT_COUNTRY,
  send_ubl: false,
};

export const formValuesOf = (contact: ContactDetail): ContactFormValues => ({
  ...emptyContactForm,
  contact_type: contact.contact_type,
  first_name: contact.first_name ?? '',
  last_name: contact.last_name ?? '',
  company_name: contact.company_name ?? '',
  coc_id: contact.coc_id ?? '',
  vat_id: contact.vat_id ?? '',
  email_address: contact.email_address ?? '',
  phone_number: contact.phone_number ?? '',
  address_line_1: contact.address_line_1 ?? '',
  address_line_2: contact.address_line_2 ?? '',
  postal_code: contact.postal_code ?? '',
  city: contact.city ?? '',
  country: contact.country_code,
  send_ubl: contact.send_ubl,
});

/** Server field errors (e.g. `company_name`, `person.first_name`) next to the form's fields. */
export function applyServerErrors(error: unknown, setError: UseFormSetError<ContactFormValues>) {
  if (!isApiError(error) || !error.errors) return;
  for (const [field, messages] of Object.entries(error.errors)) {
    const name = field.replace(/^person\./, 'person_') as keyof ContactFormValues;
    if (name in emptyContactForm && messages[0]) setError(name, { type: 'server', message: messages[0] });
  }
}

/** The API body of the form: empty fields as null; for a business the names go to its first person. */
export const toContactBody = (values: ContactFormValues) => {
  const orNull = (v: string) => (v.trim() === '' ? null : v.trim());
  const business = values.contact_type === 'business';
  return {
    contact_type: values.contact_type,
    first_name: business ? null : orNull(values.first_name),
    last_name: business ? null : orNull(values.last_name),
    company_name: business ? orNull(values.company_name) : null,
    coc_id: business ? orNull(values.coc_id) : null,
    vat_id: business ? orNull(values.vat_id) : null,
    email_address: orNull(values.email_address),
    phone_number: orNull(values.phone_number),
    address_line_1: orNull(values.address_line_1),
    address_line_2: orNull(values.address_line_2),
    postal_code: normalisePostalCodeFor(values.country, orNull(values.postal_code)),
    city: orNull(values.city),
    country: values.country,
    send_ubl: values.send_ubl,
  };
};
