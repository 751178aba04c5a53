import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** How many keys go into one `in (…)` list; far below SQLite's bound-value limit. */
const CHUNK = 500;

const chunksOf = <T>(values: T[]) =>
  Array.from({ length: Math.ceil(values.length / CHUNK) }, (_, i) =>
    values.slice(i * CHUNK, (i + 1) * CHUNK),
  );

/**
 * The SQL of the import's duplicate check. Keys are compared as `importMatchKeys` in
 * contacts-import-match.ts builds them: a KvK number without spaces and dots, an e-mail address
 * trimmed and lower-cased (SQL `lower` folds ASCII on SQLite, which is what addresses use).
 */
export const createContactImportRepository = (db: Db) => ({
  /** Businesses whose KvK number is one of `cocKeys`, deactivated ones too, oldest first. */
  businessesByCoc: async (cocKeys: string[]) => {
    const found = [];
    for (const chunk of chunksOf(cocKeys)) {
      found.push(
        ...(await db
          .selectFrom('contacts')
          .selectAll()
          .select(sql<string>`replace(replace(coc_id, ' ', ''), '.', '')`.as('match_key'))
          .where('contact_type', '=', 'business')
          .where(sql<string>`replace(replace(coc_id, ' ', ''), '.', '')`, 'in', chunk)
          .orderBy('id')
          .execute()),
      );
    }
    return found;
  },

  /** Individuals whose e-mail address is one of `emailKeys`, deactivated ones too, oldest first. */
  individualsByEmail: async (emailKeys: string[]) => {
    const found = [];
    for (const chunk of chunksOf(emailKeys)) {
      found.push(
        ...(await db
          .selectFrom('contacts')
          .selectAll()
          .select(sql<string>`lower(trim(email_address))`.as('match_key'))
          .where('contact_type', '=', 'individual')
          .where(sql<string>`lower(trim(email_address))`, 'in', chunk)
          .orderBy('id')
          .execute()),
      );
    }
    return found;
  },
});
