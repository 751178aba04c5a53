import type { Db } from '../../db/database.ts';
import { readStoredSettings } from './read-settings.ts';

export type ReminderSettings = {
  automatic: boolean;
  firstAfterDays: number;
  secondAfterDays: number;
  costsAddVat: boolean;
};

/** The reminders_* settings (defaults filled in). */
export const readReminderSettings = async (db: Db): Promise<ReminderSettings> => {
  const stored = await readStoredSettings(db);
  return {
    automatic: stored.reminders_automatic,
    firstAfterDays: stored.reminders_first_after_days,
    secondAfterDays: stored.reminders_second_after_days,
    costsAddVat: stored.reminders_costs_add_vat,
  };
};
