import { SETTINGS_MESSAGES, type SettingsMap, type settingsSetRequestSchema } from '@app/contracts';
import { validateInvoiceTemplate } from '@app/domain';
import countries from 'i18n-iso-countries';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { validationFailed } from '../../lib/app-error.ts';
import { findAssetByUrl } from '../assets/index.ts';
import { checkTemplateSwitch, setNextInvoiceSeq } from '../numbering/index.ts';
import { currentNumberingYear, readStoredSettings, writeSettings } from './read-settings.ts';
import { recordSettingsAudit } from './settings-audit.ts';
import { readSettingsMap } from './view-settings.ts';

export type SettingsPatch = z.output<typeof settingsSetRequestSchema>;

/**
 * Rules that need more than the value's type: template tags, a real country, an existing logo, a
 * company name before the setup counts as complete.
 */
const checkPatch = async (ctx: AppContext, patch: SettingsPatch) => {
  const errors: Record<string, string[]> = {};
  if (patch.numbering_invoice_template !== undefined) {
    const message = validateInvoiceTemplate(patch.numbering_invoice_template);
    if (message) errors.numbering_invoice_template = [message];
  }
  if (patch.numbering_quote_template !== undefined) {
    const message = validateInvoiceTemplate(patch.numbering_quote_template);
    if (message) errors.numbering_quote_template = [message];
  }
  if (patch.identity_country && !countries.isValid(patch.identity_country.toUpperCase())) {
    errors.identity_country = [SETTINGS_MESSAGES.country];
  }
  if (patch.identity_company_logo) {
    const asset = await findAssetByUrl({ ctx, url: patch.identity_company_logo });
    if (!asset || asset.storage_key !== patch.identity_company_logo.split('/').pop()) {
      errors.identity_company_logo = [SETTINGS_MESSAGES.logoNotFound];
    }
  }
  // The setup is only complete with a company name: it heads every invoice.
  if (patch.app_setup_identity_complete === true) {
    const name = patch.identity_company_name ?? (await readStoredSettings(ctx.db)).identity_company_name;
    if (name.trim() === '') errors.identity_company_name = [SETTINGS_MESSAGES.companyNameRequired];
  }
  // The aanmaning follows the herinnering (reminder-job.ts): its day count must be larger.
  if (patch.reminders_first_after_days !== undefined || patch.reminders_second_after_days !== undefined) {
    const stored = await readStoredSettings(ctx.db);
    const firstDays = patch.reminders_first_after_days ?? stored.reminders_first_after_days;
    const secondDays = patch.reminders_second_after_days ?? stored.reminders_second_after_days;
    if (secondDays <= firstDays) errors.reminders_second_after_days = [SETTINGS_MESSAGES.reminderDaysOrder];
  }
  const first = Object.values(errors)[0]?.[0];
  if (first) throw validationFailed(first, errors);
};

/**
 * Saves a partial map: all keys or none. The next invoice number goes to the numbering counter,
 * the rest to the key-value table. A template/next-number combination that would give a number
 * already given is refused (422 on the field).
 */
export const saveSettings = async ({
  ctx,
  patch,
}: {
  ctx: AppContext;
  patch: SettingsPatch;
}): Promise<SettingsMap> => {
  await checkPatch(ctx, patch);
  const { numbering_invoice_incremental_id: nextId, ...rest } = patch;
  const stored = Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined));
  await ctx.db.transaction().execute(async (trx) => {
    const before = await readSettingsMap(ctx, trx);
    await writeSettings(trx, stored);
    const numbering = { db: trx, kind: ctx.dbKind, year: currentNumberingYear() };
    // Never offer a number already given: the next number and the template are checked
    // together, also when only the template changes (its counter may point at a given one).
    if (nextId !== undefined) {
      const template = patch.numbering_invoice_template ?? before.numbering_invoice_template;
      await setNextInvoiceSeq({ ...numbering, template, nextSeq: nextId });
    } else if (patch.numbering_invoice_template !== undefined) {
      await checkTemplateSwitch({ ...numbering, template: patch.numbering_invoice_template });
    }
    await recordSettingsAudit({ db: trx, before, after: patch });
  });
  return readSettingsMap(ctx);
};
