import {
  SETTINGS_DEFAULTS,
  SETTINGS_MESSAGES,
  type SettingsMap,
  settingsMapSchema,
  type settingsSetRequestSchema,
} from '@app/contracts';
import { todayCalendarDate, validateInvoiceTemplate } from '@app/domain';
import countries from 'i18n-iso-countries';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { validationFailed } from '../../lib/app-error.ts';
import { createAssetService } from '../assets/assets.service.ts';
import { createNumberingService } from '../numbering/numbering.service.ts';
import { createSettingsRepository } from './settings.repository.ts';
import { recordSettingsAudit } from './settings-audit.ts';

export type SettingsPatch = z.output<typeof settingsSetRequestSchema>;
type StoredSettings = Omit<SettingsMap, 'numbering_invoice_incremental_id'>;

/** Invoice numbers restart per calendar year in Amsterdam, so "this year" is Amsterdam's. */
export const currentNumberingYear = (now = new Date()) => Number(todayCalendarDate(now).slice(0, 4));

const storedShape = settingsMapSchema.omit({ numbering_invoice_incremental_id: true }).shape;

/**
 * The stored map with defaults for missing keys. A stored value that no longer fits its type
 * (an older format, a manual edit) falls back to the default instead of breaking every page.
 */
export const readStoredSettings = async (db: Db): Promise<StoredSettings> => {
  const raw = await createSettingsRepository(db).readAll();
  const result: Record<string, unknown> = { ...SETTINGS_DEFAULTS };
  for (const [key, schema] of Object.entries(storedShape)) {
    if (!(key in raw)) continue;
    const parsed = schema.safeParse(raw[key]);
    if (parsed.success) result[key] = parsed.data;
  }
  return result as StoredSettings;
};

export const createSettingsService = (ctx: AppContext) => {
  const assets = createAssetService(ctx);

  const readMap = async (db: Db): Promise<SettingsMap> => {
    const stored = await readStoredSettings(db);
    const nextId = await createNumberingService(db, ctx.dbKind).nextSeq(currentNumberingYear());
    return { ...stored, numbering_invoice_incremental_id: nextId };
  };

  /**
   * Rules that need more than the value's type: template tags, a real country, an existing logo, a
   * company name before the setup counts as complete.
   */
  const checkPatch = async (patch: SettingsPatch) => {
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
      const asset = await assets.findByUrl(patch.identity_company_logo);
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

  return {
    /** The full settings map (spec §3) with defaults; the incremental id is this year's next number. */
    get: () => readMap(ctx.db),

    /**
     * Saves a partial map: all keys or none. The next invoice number goes to the numbering counter,
     * the rest to the key-value table. A template/next-number combination that would give a number
     * already given is refused (422 on the field).
     */
    set: async (patch: SettingsPatch): Promise<SettingsMap> => {
      await checkPatch(patch);
      const { numbering_invoice_incremental_id: nextId, ...rest } = patch;
      const stored = Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined));
      await ctx.db.transaction().execute(async (trx) => {
        const before = await readMap(trx);
        await createSettingsRepository(trx).writeMany(stored);
        const numbering = createNumberingService(trx, ctx.dbKind);
        // Never offer a number already given: the next number and the template are checked
        // together, also when only the template changes (its counter may point at a given one).
        if (nextId !== undefined) {
          await numbering.setNextSeq(currentNumberingYear(), nextId, patch.numbering_invoice_template);
        } else if (patch.numbering_invoice_template !== undefined) {
          await numbering.checkTemplateSwitch(currentNumberingYear());
        }
        await recordSettingsAudit({ db: trx, before, after: patch });
      });
      return readMap(ctx.db);
    },
  };
};

export type SettingsService = ReturnType<typeof createSettingsService>;
