/** Backups: one .tar.gz with the database and the stored files; nightly, by CLI, and restore. */
export { createBackupJob } from './backup-job.ts';
export { backupFileName, localBackupDir } from './backup-manifest.ts';
export { createBackup } from './create-backup.ts';
export { BackupRefused, restoreBackup } from './restore-backup.ts';
