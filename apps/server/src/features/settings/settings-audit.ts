import type { Db } from '../../db/database.ts';
import { type AuditChanges, diffForAudit, hasAuditChanges, recordAudit } from '../audit/index.ts';

/** The settings have no record of their own: all their history sits under this id. */
export const SETTINGS_AUDIT_ID = 'settings';

/** Shown instead of the value of a secret key (an API key, a password, a token). */
export const MASKED_VALUE = '••••••';

/**
 * Keys whose values never enter the history, by name, so a key added later (a payment
 * provider's API key, a mail password) is masked without anyone remembering to list it.
 */
const SECRET_KEY = /(secret|password|passwd|api_?key|token|private|credential)/i;

export const isSecretSettingKey = (key: string) => SECRET_KEY.test(key);

/** The changed keys with from/to, a secret's values masked (that it changed still shows). */
export const settingsChangesOf = (
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): AuditChanges => {
  const keys = Object.keys(after).filter((key) => after[key] !== undefined);
  const changes = diffForAudit(before, after, keys);
  for (const key of Object.keys(changes)) {
    if (isSecretSettingKey(key)) changes[key] = { from: MASKED_VALUE, to: MASKED_VALUE };
  }
  return changes;
};

/**
 * Writes one audit row for a settings save (in its transaction) listing the changed keys; a save
 * that changed nothing writes none.
 */
export const recordSettingsAudit = async (options: {
  db: Db;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}) => {
  const changes = settingsChangesOf(options.before, options.after);
  if (!hasAuditChanges(changes)) return;
  await recordAudit({
    db: options.db,
    entity: 'settings',
    entityId: SETTINGS_AUDIT_ID,
    action: 'updated',
    changes,
    summary: Object.keys(changes).join(', '),
  });
};
