import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { DatabaseKind } from '../../db/dialect.ts';
import type { ScheduledJob } from '../scheduler/index.ts';
import { dailyAt } from '../scheduler/index.ts';
import { backupFileName, localBackupDir } from './backup-manifest.ts';
import { type BackupStore, createLocalBackupStore, createS3BackupStore } from './backup-store.ts';
import { createBackup } from './create-backup.ts';

export const BACKUP_JOB = 'backup';

/** DATA_DIR/backups, or the S3 store when one is configured (the stored files live there too). */
export const backupStoreFor = (config: Config): BackupStore =>
  config.storage.s3
    ? createS3BackupStore(config.storage.s3)
    : createLocalBackupStore(localBackupDir(config.dataDir));

type BackupJobOptions = { config: Config; db: Db; dbKind: DatabaseKind; log: FastifyBaseLogger };

/** The nightly backup as a scheduled job; null when BACKUP_TIME is off. */
export const createBackupJob = (opts: BackupJobOptions): ScheduledJob | null => {
  const { time, keep } = opts.config.backup;
  if (time === null) return null;
  return {
    name: BACKUP_JOB,
    periodOf: dailyAt(time),
    run: async ({ now }) => {
      const store = backupStoreFor(opts.config);
      const made = await createBackup({
        config: opts.config,
        db: opts.db,
        dbKind: opts.dbKind,
        file: path.join(localBackupDir(opts.config.dataDir), backupFileName(now)),
        now,
      });
      const where = await store.keep(made.file);
      const removed = await store.prune(keep);
      opts.log.info({ backup: where, bytes: made.bytes, removed }, 'back-up gemaakt');
    },
  };
};
