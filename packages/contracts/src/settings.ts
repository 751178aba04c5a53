import { ADDRESS_FORMS } from '@app/domain';
import { z } from 'zod';
import { PRICING_SETTINGS_DEFAULTS, pricingSettingsShape } from './pricing.ts';
import {
  DEFAULT_QUOTE_TEMPLATE,
  DEFAULT_QUOTE_VALID_DAYS,
  MAX_QUOTE_VALID_DAYS,
  QUOTE_MESSAGES,
} from './quotes-constants.ts';
import { type IdentityKey, SETTINGS_MESSAGES, SETTINGS_TEXT_MAX_LENGTH } from './settings-constants.ts';

const text = (max = SETTINGS_TEXT_MAX_LENGTH) =>
  z
    .string({ error: SETTINGS_MESSAGES.text })
    .trim()
    .max(max, SETTINGS_MESSAGES.tooLong(max))
    .refine((v) => !/[\p{Cc}]/u.test(v), SETTINGS_MESSAGES.text);

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A '/storage/logos/<key>' path of an uploaded logo, or '' for none. */
const STORAGE_PATH = /^\/storage\/logos\/[0-9a-f-]{36}\.(png|jpg|webp)$/;

const wholeNumber = (message: string, min: number, max: number) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

/**
 * The settings map of spec §3, as settings.get answers it and settings.set takes it (partially).
 * Units: money in integer euro cents (45 = € 0,45); kilometers as whole numbers; the country as a
 * lower-case ISO 3166-1 alpha-2 code ('nl'; show it with the Dutch name); the logo as the URL path
 * of its asset ('' when there is none).
 */
const settingsShape = {
  identity_company_logo: z
    .string({ error: SETTINGS_MESSAGES.logo })
    .trim()
    .refine((v) => v === '' || STORAGE_PATH.test(v), SETTINGS_MESSAGES.logo),
  identity_company_name: text(),
  identity_address_line_1: text(),
  identity_address_line_2: text(),
  identity_postal_code: text(20),
  identity_city: text(),
  identity_country: z
    .string({ error: SETTINGS_MESSAGES.country })
    .trim()
    .toLowerCase()
    .refine((v) => v === '' || /^[a-z]{2}$/.test(v), SETTINGS_MESSAGES.country),
  identity_email_address: text(254).refine((v) => v === '' || emailPattern.test(v), SETTINGS_MESSAGES.email),
  identity_phone_number: text(40),
  identity_coc_id: text(40),
  identity_vat_id: text(40),
  identity_bank_account_id: text(50),
  identity_bank_account_holder: text(),
  identity_bank_swift_bic: text(20),
  /** True once the onboarding (company details) has been saved. */
  app_setup_identity_complete: z.boolean({ error: SETTINGS_MESSAGES.boolean }),
  /** Invoice number template with the tags {year} and {id}, e.g. 'F{year}-{id}'. */
  numbering_invoice_template: z
    .string({ error: SETTINGS_MESSAGES.template })
    .trim()
    .min(1, SETTINGS_MESSAGES.template),
  /**
   * The next invoice number's id in the current (Amsterdam) year's counter. Not stored as a
   * setting: it is the invoice numbering counter itself.
   */
  numbering_invoice_incremental_id: wholeNumber(SETTINGS_MESSAGES.incrementalId, 1, 999_999_999),
  /** Quote (offerte) number template with {year} and {id}; its own gapless series. */
  numbering_quote_template: z
    .string({ error: SETTINGS_MESSAGES.template })
    .trim()
    .min(1, SETTINGS_MESSAGES.template),
  /** Days a new quote stays valid (its `valid_until` when none is given). */
  quote_valid_days: wholeNumber(QUOTE_MESSAGES.validDays, 1, MAX_QUOTE_VALID_DAYS),
  /**
   * The reason preselected in the Publiceren dialog for a 0% line without one (a deposit/borg is
   * usually outside the scope of VAT).
   */
  invoice_zero_rate_reason_default: z.enum(['exempt', 'outside_scope', 'zero_rated'], {
    error: 'Kies vrijgesteld, buiten de btw of 0%-tarief.',
  }),
  /** Euro cents per kilometer. */
  delivery_cost_per_kilometer: wholeNumber(SETTINGS_MESSAGES.cents, 0, 100_000),
  /** Euro cents per kilometer. */
  pickup_cost_per_kilometer: wholeNumber(SETTINGS_MESSAGES.cents, 0, 100_000),
  /** Kilometers free of transport costs. */
  free_kilometers: wholeNumber(SETTINGS_MESSAGES.kilometers, 0, 10_000),
  /** Payment reminders sent by the scheduler; off: only "Stuur herinnering" by hand. */
  reminders_automatic: z.boolean({ error: SETTINGS_MESSAGES.boolean }),
  /** Days after the due date the herinnering goes out. */
  reminders_first_after_days: wholeNumber('Vul een heel aantal dagen in (1 tot 365).', 1, 365),
  /** Days after the due date the aanmaning goes out (after the herinnering). */
  reminders_second_after_days: wholeNumber('Vul een heel aantal dagen in (1 tot 365).', 1, 365),
  /** VAT on top of the collection costs: only for a company that cannot deduct VAT. */
  reminders_costs_add_vat: z.boolean({ error: SETTINGS_MESSAGES.boolean }),
  /**
   * How every mail and document to a customer addresses them: 'je' (informal) or 'u' (formal),
   * the same form throughout one document.
   */
  customer_address_form: z.enum(ADDRESS_FORMS, { error: SETTINGS_MESSAGES.addressForm }),
  /**
   * The deposit (aanbetaling) a new iDEAL order's payment link asks, in % of the total; 0: the
   * whole amount. Owner-only (a payment_ key). Fixed per order when it is made.
   */
  payment_deposit_percent: wholeNumber('Vul een heel percentage in van 0 tot 100.', 0, 100),
  /** The price rules of rentals (staffel, extra days, weekend rate), see pricing.ts. */
  ...pricingSettingsShape,
};

export const SETTINGS_KEYS = Object.keys(settingsShape) as (keyof typeof settingsShape)[];
export type SettingsKey = keyof typeof settingsShape;

// The identity keys are listed zod-free in settings-constants.ts (the identity form uses them);
// this keeps that list equal to the shape's identity_ keys.
type IdentityKeyOfShape = Extract<SettingsKey, `identity_${string}`>;
const identityKeysMatch: [IdentityKey, IdentityKeyOfShape] extends [IdentityKeyOfShape, IdentityKey]
  ? true
  : never = true;
void identityKeysMatch;

/** settings.get's answer (and settings.set's): every key, defaults filled in. */
export const settingsMapSchema = z.object(settingsShape);
export type SettingsMap = z.infer<typeof settingsMapSchema>;

/** settings.set: any subset of the keys; unknown keys are refused by name. */
export const settingsSetRequestSchema = z
  .strictObject(settingsShape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? SETTINGS_MESSAGES.unknownKeys(issue.keys)
        : issue.code === 'invalid_type'
          ? SETTINGS_MESSAGES.notAnObject
          : undefined,
  })
  .partial();
export type SettingsSetRequest = z.input<typeof settingsSetRequestSchema>;

/** Defaults of the stored keys (the incremental id comes from the numbering counter). */
export const SETTINGS_DEFAULTS: Omit<SettingsMap, 'numbering_invoice_incremental_id'> = {
  identity_company_logo: '',
  identity_company_name: '',
  identity_address_line_1: '',
  identity_address_line_2: '',
  identity_postal_code: '',
  identity_city: '',
  identity_country: 'nl',
  identity_email_address: '',
  identity_phone_number: '',
  identity_coc_id: '',
  identity_vat_id: '',
  identity_bank_account_id: '',
  identity_bank_account_holder: '',
  identity_bank_swift_bic: '',
  app_setup_identity_complete: false,
  numbering_invoice_template: 'F{year}-{id}',
  numbering_quote_template: DEFAULT_QUOTE_TEMPLATE,
  quote_valid_days: DEFAULT_QUOTE_VALID_DAYS,
  invoice_zero_rate_reason_default: 'outside_scope',
  delivery_cost_per_kilometer: 0,
  pickup_cost_per_kilometer: 0,
  free_kilometers: 0,
  reminders_automatic: false,
  reminders_first_after_days: 7,
  reminders_second_after_days: 21,
  reminders_costs_add_vat: false,
  customer_address_form: 'je',
  payment_deposit_percent: 0,
  ...PRICING_SETTINGS_DEFAULTS,
};
