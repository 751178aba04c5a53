import { SETTINGS_DEFAULTS, type SettingsMap, settingsMapSchema } from '@app/contracts';
import { todayCalendarDate } from '@app/domain';
import type { Db } from '../../db/database.ts';
import { createSettingsRepository } from './settings.repository.ts';

export type StoredSettings = Omit<SettingsMap, 'numbering_invoice_incremental_id'>;

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

/**
 * Every stored key with its value as saved, unchecked: for features that keep keys of their own
 * in the settings table (online booking, safety) and check them with their own schema.
 */
export const readRawSettings = (db: Db) => createSettingsRepository(db).readAll();

/** One stored value as saved (unchecked), or undefined. */
export const readSetting = (db: Db, key: string) => createSettingsRepository(db).read(key);

/** Upserts every entry; call inside the caller's transaction to save several keys at once. */
export const writeSettings = (db: Db, entries: Record<string, unknown>) =>
  createSettingsRepository(db).writeMany(entries);
