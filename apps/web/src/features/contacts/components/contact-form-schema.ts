import { CONTACT_MESSAGES } from '@app/contracts';
import { checkPostalCodeFor } from '@app/domain';
import { z } from 'zod';

/** The contact form's checks (see `contactFormResolver` in contact-form.tsx). */
const text = z.string().trim().max(255, 'Maximaal 255 tekens');

export const contactFormSchema = z
  .object({
    contact_type: z.enum(['individual', 'business']),
    first_name: text,
    last_name: text,
    company_name: text,
    coc_id: z.string().trim().max(40, 'Maximaal 40 tekens'),
    vat_id: z.string().trim().max(40, 'Maximaal 40 tekens'),
    person_first_name: text,
    person_last_name: text,
    email_address: text,
    phone_number: z.string().trim().max(40, 'Maximaal 40 tekens'),
    address_line_1: text,
    address_line_2: text,
    postal_code: z.string().trim().max(20, 'Maximaal 20 tekens'),
    city: text,
    country: z.string().min(2),
    send_ubl: z.boolean(),
  })
  .superRefine((v, ctx) => {
    // A Dutch postcode is 1234 AB (the same rule as the server and the import).
    const postal = v.postal_code ? checkPostalCodeFor(v.country, v.postal_code) : null;
    if (postal) ctx.addIssue({ code: 'custom', path: ['postal_code'], message: postal });
    if (v.contact_type !== 'business') return;
    // SI-UBL refuses an e-invoice to a Dutch business without its KvK number (BR-NL-10).
    if (v.send_ubl && v.country === 'nl' && !v.coc_id)
      ctx.addIssue({ code: 'custom', path: ['coc_id'], message: CONTACT_MESSAGES.ublNeedsCoc });
    if (!v.company_name)
      ctx.addIssue({ code: 'custom', path: ['company_name'], message: CONTACT_MESSAGES.companyNameRequired });
    // The contact person is optional, but once one name is given both are needed.
    if (v.person_first_name || v.person_last_name) {
      if (!v.person_first_name)
        ctx.addIssue({
          code: 'custom',
          path: ['person_first_name'],
          message: CONTACT_MESSAGES.firstNameRequired,
        });
      if (!v.person_last_name)
        ctx.addIssue({
          code: 'custom',
          path: ['person_last_name'],
          message: CONTACT_MESSAGES.lastNameRequired,
        });
    }
  });
