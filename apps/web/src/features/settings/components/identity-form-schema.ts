import { SETTINGS_MESSAGES } from '@app/contracts';
import { z } from 'zod';

/** The company details' checks (see `identityFormResolver` in identity-form.tsx). */
const optional = (max: number) => z.string().trim().max(max, SETTINGS_MESSAGES.tooLong(max));

export const identityFormSchema = z.object({
  identity_company_logo: z.string(),
  identity_company_name: z
    .string()
    .trim()
    .min(1, 'Vul de bedrijfsnaam in.')
    .max(200, SETTINGS_MESSAGES.tooLong(200)),
  identity_address_line_1: optional(200),
  identity_address_line_2: optional(200),
  identity_postal_code: optional(20),
  identity_city: optional(200),
  identity_country: z.string(),
  identity_email_address: z
    .string()
    .trim()
    .max(254)
    .refine((v) => v === '' || z.email().safeParse(v).success, SETTINGS_MESSAGES.email),
  identity_phone_number: optional(40),
  identity_coc_id: optional(40),
  identity_vat_id: optional(40),
  identity_bank_account_id: optional(50),
  identity_bank_account_holder: optional(200),
  identity_bank_swift_bic: optional(20),
});
