import type { Db } from '../../db/database.ts';
import { nowIso } from '../../lib/time.ts';

/** Settings are key-value rows whose value is JSON; the service validates keys and types. */
export const createSettingsRepository = (db: Db) => ({
  readAll: async (): Promise<Record<string, unknown>> => {
    const rows = await db.selectFrom('settings').select(['key', 'value']).execute();
    return Object.fromEntries(rows.map((r) => [r.key, JSON.parse(r.value) as unknown]));
  },

  read: async (key: string): Promise<unknown> => {
    const row = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
    return row ? (JSON.parse(row.value) as unknown) : undefined;
  },

  /** Upserts every entry; call inside a transaction to save a partial map atomically. */
  writeMany: async (entries: Record<string, unknown>) => {
    const now = nowIso();
    for (const [key, value] of Object.entries(entries)) {
      await db
        .insertInto('settings')
        .values({ key, value: JSON.stringify(value), updated_at: now })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify(value), updated_at: now }))
        .execute();
    }
  },
});
