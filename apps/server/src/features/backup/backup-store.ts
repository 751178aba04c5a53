import { createReadStream } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { DeleteObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { createS3Client, type S3Settings } from '../assets/index.ts';
import { BACKUP_FILE_PATTERN } from './backup-manifest.ts';

/** Where finished backups are kept, newest N of them. */
export type BackupStore = {
  /** Takes a finished local backup file (it may be moved away). Answers where it now is. */
  keep: (file: string) => Promise<string>;
  /** Deletes all but the newest `keep` backups; answers the names deleted. */
  prune: (keep: number) => Promise<string[]>;
  list: () => Promise<string[]>;
};

const newestLast = (names: string[]) => names.filter((n) => BACKUP_FILE_PATTERN.test(n)).sort();

/** DATA_DIR/backups: the backup is written there directly, so keeping it is a no-op. */
export const createLocalBackupStore = (dir: string): BackupStore => {
  const list = async () => {
    try {
      return newestLast(await readdir(dir));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw err;
    }
  };
  return {
    keep: async (file) => file,
    list,
    prune: async (keep) => {
      const names = await list();
      const old = names.slice(0, Math.max(0, names.length - keep));
      for (const name of old) await rm(path.join(dir, name), { force: true });
      return old;
    },
  };
};

export const S3_BACKUP_PREFIX = 'backups/';

/** The S3 store of the stored files, under 'backups/'; the local file is removed once uploaded. */
export const createS3BackupStore = (settings: S3Settings): BackupStore => {
  const client = createS3Client(settings);
  const Bucket = settings.bucket;
  const list = async () => {
    const names: string[] = [];
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket, Prefix: S3_BACKUP_PREFIX, ContinuationToken }),
      );
      for (const object of page.Contents ?? []) {
        if (object.Key) names.push(object.Key.slice(S3_BACKUP_PREFIX.length));
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return newestLast(names);
  };
  return {
    keep: async (file) => {
      const Key = `${S3_BACKUP_PREFIX}${path.basename(file)}`;
      const { size } = await stat(file);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key,
          Body: createReadStream(file),
          ContentLength: size,
          ContentType: 'application/gzip',
        }),
      );
      await rm(file, { force: true });
      return `s3://${Bucket}/${Key}`;
    },
    list,
    prune: async (keep) => {
      const names = await list();
      const old = names.slice(0, Math.max(0, names.length - keep));
      for (const name of old) {
        await client.send(new DeleteObjectCommand({ Bucket, Key: `${S3_BACKUP_PREFIX}${name}` }));
      }
      return old;
    },
  };
};
