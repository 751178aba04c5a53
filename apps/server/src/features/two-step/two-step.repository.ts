import type { Db } from '../../db/database.ts';
import { nowIso } from '../../lib/time.ts';

export const createTwoStepRepository = (db: Db) => ({
  find: (userId: number) =>
    db.selectFrom('user_two_step').selectAll().where('user_id', '=', userId).executeTakeFirst(),

  /** Ids of the people with two-step on, for the Gebruikers list. */
  listEnabledUserIds: async () =>
    (
      await db.selectFrom('user_two_step').select('user_id').where('enabled_at', 'is not', null).execute()
    ).map((r) => r.user_id),

  /** Starts (or restarts) a setup: a new secret, not yet on. */
  savePending: async (userId: number, secretBox: string) => {
    await db.deleteFrom('user_two_step').where('user_id', '=', userId).execute();
    await db
      .insertInto('user_two_step')
      .values({
        user_id: userId,
        secret_box: secretBox,
        enabled_at: null,
        last_used_step: null,
        created_at: nowIso(),
      })
      .execute();
  },

  /**
   * Records `step` as used, only if no code of that step or a later one was accepted meanwhile;
   * false when a concurrent request used it first (the code then counts as replayed).
   */
  claimStep: async (userId: number, step: number, lastUsedStep: number | null) => {
    let query = db.updateTable('user_two_step').set({ last_used_step: step }).where('user_id', '=', userId);
    query =
      lastUsedStep === null
        ? query.where('last_used_step', 'is', null)
        : query.where('last_used_step', '=', lastUsedStep);
    const result = await query.executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  enable: (userId: number) =>
    db.updateTable('user_two_step').set({ enabled_at: nowIso() }).where('user_id', '=', userId).execute(),

  replaceRecoveryCodes: async (userId: number, hashes: string[]) => {
    await db.deleteFrom('user_recovery_codes').where('user_id', '=', userId).execute();
    const now = nowIso();
    await db
      .insertInto('user_recovery_codes')
      .values(hashes.map((code_hash) => ({ user_id: userId, code_hash, used_at: null, created_at: now })))
      .execute();
  },

  countUnusedRecoveryCodes: async (userId: number) => {
    const row = await db
      .selectFrom('user_recovery_codes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  /** Uses a recovery code once; false when it is unknown or already used (also by a racing request). */
  consumeRecoveryCode: async (userId: number, codeHash: string) => {
    const result = await db
      .updateTable('user_recovery_codes')
      .set({ used_at: nowIso() })
      .where('user_id', '=', userId)
      .where('code_hash', '=', codeHash)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) >= 1;
  },

  remove: async (userId: number) => {
    await db.deleteFrom('user_recovery_codes').where('user_id', '=', userId).execute();
    await db.deleteFrom('user_two_step').where('user_id', '=', userId).execute();
  },
});
