import path from 'node:path';
import { z } from 'zod';
import { STORAGE_KEY_PATTERN } from '../assets/index.ts';

export const BACKUP_FORMAT = 'springplezier-backup';
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_ENTRY = 'manifest.json';
export const DATABASE_ENTRY = 'database/app.sqlite';

/** Backups are named by their moment (UTC), so the names sort by age. */
export const BACKUP_FILE_PATTERN = /^springplezier-backup-\d{8}T\d{6}\d{3}Z\.tar\.gz$/;
export const backupFileName = (at: Date) =>
  `springplezier-backup-${at.toISOString().replace(/[-:.]/g, '')}.tar.gz`;

/** 'storage/<container>/<key>' of a stored file, the same names the file storage accepts. */
export const storageEntryName = (container: string, key: string) => `storage/${container}/${key}`;

/**
 * Container folders are lower-case names (logos, images…); read from the disk rather than from
 * the contracts, so a container added later is backed up without a change here.
 */
export const CONTAINER_PATTERN = /^[a-z][a-z0-9-]{0,39}$/;

export const isStorageEntry = (name: string) => {
  const [root, container, key, ...rest] = name.split('/');
  return (
    root === 'storage' &&
    rest.length === 0 &&
    container !== undefined &&
    CONTAINER_PATTERN.test(container) &&
    key !== undefined &&
    STORAGE_KEY_PATTERN.test(key)
  );
};

/** DATA_DIR/backups: where `npm run backup` and the nightly backup write. */
export const localBackupDir = (dataDir: string) => path.join(dataDir, 'backups');

const manifestEntrySchema = z.object({
  name: z.string().refine((name) => name === DATABASE_ENTRY || isStorageEntry(name)),
  size: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});
export type ManifestEntry = z.infer<typeof manifestEntrySchema>;

export const backupManifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.literal(BACKUP_FORMAT_VERSION),
  createdAt: z.string(),
  database: z.object({
    kind: z.enum(['sqlite', 'postgres']),
    /** Whether the database itself is in the file (SQLite); PostgreSQL is backed up with pg_dump. */
    included: z.boolean(),
    /** The latest migration the database had: the app's schema version. */
    schemaVersion: z.string().nullable(),
    /** Rows per table at the moment of the copy (for PostgreSQL: when the backup ran). */
    rowCounts: z.record(z.string(), z.number().int().nonnegative()),
  }),
  entries: z.array(manifestEntrySchema),
});
export type BackupManifest = z.infer<typeof backupManifestSchema>;
