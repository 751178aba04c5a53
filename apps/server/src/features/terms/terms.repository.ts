import type { Db } from '../../db/database.ts';

const columns = [
  'terms_versions.number',
  'terms_versions.text',
  'terms_versions.created_at',
  'users.given_name',
  'users.family_name',
  'users.email',
] as const;

export type TermsVersionRow = {
  number: number;
  text: string;
  created_at: string;
  given_name: string | null;
  family_name: string | null;
  email: string | null;
};

/** The versions of the rental terms (append-only: insert and read, nothing else). */
export const createTermsRepository = (db: Db) => {
  const base = () =>
    db
      .selectFrom('terms_versions')
      .leftJoin('users', 'users.id', 'terms_versions.created_by')
      .select(columns);
  return {
    /** The current version: the highest number (the primary key's index gives it at once). */
    latest: (): Promise<TermsVersionRow | undefined> =>
      base().orderBy('terms_versions.number', 'desc').limit(1).executeTakeFirst(),

    byNumber: (number: number): Promise<TermsVersionRow | undefined> =>
      base().where('terms_versions.number', '=', number).executeTakeFirst(),

    insert: (row: { number: number; text: string; created_at: string; created_by: number | null }) =>
      db.insertInto('terms_versions').values(row).execute(),
  };
};
