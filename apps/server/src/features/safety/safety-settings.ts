import { type SafetySettings, safetySettingsSchema } from '@app/contracts';
import { type Db, writeTransaction } from '../../db/database.ts';
import { nowIso } from '../../lib/time.ts';
import { recordSettingsAudit } from '../settings/settings-audit.ts';
import { createSafetyRepository } from './safety.repository.ts';

/**
 * Defaults (issue 29): an attraction device (a powered ride) is inspected yearly by an approved
 * body and does not go out once overdue; a play device (a springkussen) has its certificate and
 * no fixed interval, and an overdue date it was given only warns.
 */
export const DEFAULT_SAFETY_SETTINGS: SafetySettings = {
  kinds: {
    speeltoestel: { interval_months: null, overdue: 'warn' },
    attractie: { interval_months: 12, overdue: 'block' },
  },
};

export const readSafetySettings = async (db: Db): Promise<SafetySettings> => {
  const raw = await createSafetyRepository(db).readSettings();
  if (raw === undefined) return DEFAULT_SAFETY_SETTINGS;
  try {
    const parsed = safetySettingsSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : DEFAULT_SAFETY_SETTINGS;
  } catch {
    return DEFAULT_SAFETY_SETTINGS;
  }
};

/** Saves the settings with an audit row of what changed, in one transaction. */
export const writeSafetySettings = async (db: Db, settings: SafetySettings): Promise<SafetySettings> => {
  await writeTransaction(db).execute(async (trx) => {
    const before = await readSafetySettings(trx);
    await createSafetyRepository(trx).writeSettings(JSON.stringify(settings), nowIso());
    await recordSettingsAudit({
      db: trx,
      before: { safety_kinds: before.kinds },
      after: { safety_kinds: settings.kinds },
    });
  });
  return settings;
};
