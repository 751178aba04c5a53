import { promises as fs } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Kysely } from 'kysely';
import { FileMigrationProvider, Migrator } from 'kysely/migration';

export const migrationFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Applies every pending migration in `db/migrations` (files sort by their numeric prefix). */
// biome-ignore lint/suspicious/noExplicitAny: the migrator works on the untyped schema
export const migrateToLatest = async (db: Kysely<any>) => {
  const migrator = new Migrator({
    db,
    provider: new FileMigrationProvider({ fs, path, migrationFolder }),
    // Features get number ranges of their own (0120–0129, 0140–…) and land in any order, so a
    // database that already ran a higher number must still take a lower one added later.
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migratie ${failed?.migrationName ?? ''} mislukt: ${String(error)}`, { cause: error });
  }
  return results?.filter((r) => r.status === 'Success').map((r) => r.migrationName) ?? [];
};
