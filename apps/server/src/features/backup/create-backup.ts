import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import * as tar from 'tar-stream';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { DatabaseKind } from '../../db/dialect.ts';
import { STORAGE_KEY_PATTERN } from '../assets/index.ts';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  type BackupManifest,
  CONTAINER_PATTERN,
  DATABASE_ENTRY,
  MANIFEST_ENTRY,
  type ManifestEntry,
  storageEntryName,
} from './backup-manifest.ts';
import {
  copySqliteDatabase,
  type DatabaseFacts,
  readPostgresFacts,
  readSqliteFacts,
} from './database-snapshot.ts';

export type CreateBackupOptions = {
  config: Pick<Config, 'dataDir' | 'databaseUrl' | 'databaseKind'>;
  /** The open database; only used on PostgreSQL (counts and schema version). */
  db?: Db;
  dbKind: DatabaseKind;
  /** Where the backup goes; written beside it first and renamed, so no half file carries the name. */
  file: string;
  now?: Date;
};

export type BackupResult = { file: string; manifest: BackupManifest; bytes: number };

const readdirOrEmpty = async (dir: string) => {
  try {
    return (await readdir(dir)).sort();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
};

/** Every stored file on the local disk (DATA_DIR/storage/<container>/<key>). */
const listLocalFiles = async (dataDir: string) => {
  const found: { container: string; key: string }[] = [];
  const root = path.join(dataDir, 'storage');
  for (const container of await readdirOrEmpty(root)) {
    if (!CONTAINER_PATTERN.test(container)) continue;
    // Half-written uploads (.tmp-…) and anything else that is not a stored file stay out.
    for (const key of await readdirOrEmpty(path.join(root, container))) {
      if (STORAGE_KEY_PATTERN.test(key)) found.push({ container, key });
    }
  }
  return found;
};

const sha256Of = (buffer: Buffer) => createHash('sha256').update(buffer).digest('hex');

const addEntry = (pack: tar.Pack, name: string, body: Buffer, mtime: Date) =>
  new Promise<void>((resolve, reject) => {
    pack.entry({ name, size: body.length, mode: 0o640, mtime }, body, (err) =>
      err ? reject(err) : resolve(),
    );
  });

/** Streams a file into the archive and answers its SHA-256. */
const addFileEntry = async (pack: tar.Pack, name: string, file: string, mtime: Date) => {
  const { size } = await stat(file);
  const hash = createHash('sha256');
  const input = createReadStream(file);
  input.on('data', (chunk) => hash.update(chunk));
  await pipeline(input, pack.entry({ name, size, mode: 0o640, mtime }));
  return { name, size, sha256: hash.digest('hex') };
};

/**
 * Writes one .tar.gz with the database (SQLite: a consistent copy made with the online backup
 * API while the server runs), every file of the local storage and, last, manifest.json with the
 * schema version, rows per table and the SHA-256 and size of every entry. On PostgreSQL the
 * database is not in it (pg_dump does that); the files and the manifest are.
 *
 * The database is copied before the files are read: a file is stored before its row is
 * committed, so every file a copied row refers to is on disk by then (unless deleted since).
 */
export const createBackup = async (opts: CreateBackupOptions): Promise<BackupResult> => {
  const now = opts.now ?? new Date();
  await mkdir(path.dirname(opts.file), { recursive: true });
  const partial = `${opts.file}.${randomUUID()}.partial`;
  const snapshot = `${partial}.sqlite`;
  const entries: ManifestEntry[] = [];
  try {
    let facts: DatabaseFacts;
    if (opts.dbKind === 'sqlite') {
      await copySqliteDatabase(opts.config.databaseUrl, snapshot);
      facts = readSqliteFacts(snapshot);
    } else {
      if (!opts.db) throw new Error('createBackup: PostgreSQL needs the open database');
      facts = await readPostgresFacts(opts.db);
    }

    const pack = tar.pack();
    const written = pipeline(pack, createGzip({ level: 6 }), createWriteStream(partial, { mode: 0o600 }));
    // Surface a write error (disk full) now instead of after packing everything.
    written.catch(() => {});
    if (opts.dbKind === 'sqlite') entries.push(await addFileEntry(pack, DATABASE_ENTRY, snapshot, now));
    for (const { container, key } of await listLocalFiles(opts.config.dataDir)) {
      let body: Buffer;
      try {
        body = await readFile(path.join(opts.config.dataDir, 'storage', container, key));
      } catch (err) {
        // Deleted after it was listed: its row is gone or going as well.
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') continue;
        throw err;
      }
      const name = storageEntryName(container, key);
      await addEntry(pack, name, body, now);
      entries.push({ name, size: body.length, sha256: sha256Of(body) });
    }
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      createdAt: now.toISOString(),
      database: {
        kind: opts.dbKind,
        included: opts.dbKind === 'sqlite',
        schemaVersion: facts.schemaVersion,
        rowCounts: facts.rowCounts,
      },
      entries,
    };
    await addEntry(pack, MANIFEST_ENTRY, Buffer.from(JSON.stringify(manifest, null, 2)), now);
    pack.finalize();
    await written;
    await rename(partial, opts.file);
    const { size } = await stat(opts.file);
    return { file: opts.file, manifest, bytes: size };
  } finally {
    await rm(partial, { force: true });
    await rm(snapshot, { force: true });
  }
};
