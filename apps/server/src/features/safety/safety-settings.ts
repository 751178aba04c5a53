import { type SafetySettings, safetySettingsSchema } from '@app/contracts';
import { type Db, writeTransaction } from '../../db/database.ts';
import { readSetting, recordSettingsAudit, writeSettings } from '../settings/index.ts';

/** The safety settings are one JSON value under this key of the settings table. */
export const SAFETY_SETTINGS_KEY = 'safety';

/**
 * Defaults: an attraction device (a powered ride) is inspected yearly by an approved body and
 * does not go out once overdue; a play device (a springkussen) has its certificate and no fixed
 * interval, and an overdue date it was given only warns.
 */
export const DEFAULT_SAFETY_SETTINGS: SafetySettings = {
  kinds: {
    speeltoestel: { interval_months: null, overdue: 'warn' },
    attractie: { interval_months: 12, overdue: 'block' },
  },
};

export const readSafetySettings = async (db: Db): Promise<SafetySettings> => {
  let stored: unknown;
  try {
    stored = await readSetting(db, SAFETY_SETTINGS_KEY);
  } catch (error) {
    // A value that is no JSON (a manual edit) counts as unset, like one that fails the schema.
    if (error instanceof SyntaxError) return DEFAULT_SAFETY_SETTINGS;
    throw error;
  }
  if (stored === undefined) return DEFAULT_SAFETY_SETTINGS;
  const parsed = safetySettingsSchema.safeParse(stored);
  return parsed.success ? parsed.data : DEFAULT_SAFETY_SETTINGS;
};

/** Saves the settings with an audit row of what changed, in one transaction. */
export const writeSafetySettings = async (db: Db, settings: SafetySettings): Promise<SafetySettings> => {
  await writeTransaction(db).execute(async (trx) => {
    const before = await readSafetySettings(trx);
    await writeSettings(trx, { [SAFETY_SETTINGS_KEY]: settings });
    await recordSettingsAudit({
      db: trx,
      before: { safety_kinds: before.kinds },
      after: { safety_kinds: settings.kinds },
    });
  });
  return settings;
};
