import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, open, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { createGunzip } from 'node:zlib';
import * as tar from 'tar-stream';
import { migrationFolder } from '../../db/migrate.ts';
import {
  type BackupManifest,
  backupManifestSchema,
  DATABASE_ENTRY,
  isStorageEntry,
  MANIFEST_ENTRY,
} from './backup-manifest.ts';
import { checkSqliteIntegrity, readSqliteFacts } from './database-snapshot.ts';

/** A restore that was refused; the message is for the person running it (Dutch). */
export class BackupRefused extends Error {}

export const RESTORE_MESSAGES = {
  missing: (file: string) => `Het bestand ${file} bestaat niet of kan niet worden gelezen.`,
  foreign: 'Dit bestand is geen back-up van Springplezier Backoffice. Er is niets teruggezet.',
  damaged: (detail: string) =>
    `Het back-upbestand is beschadigd of onvolledig: ${detail}. Er is niets teruggezet.`,
  notEmpty: (dir: string) =>
    `De map ${dir} is niet leeg. Zet een back-up alleen terug in een lege DATA_DIR (een nieuwe map of een lege).`,
  databaseExists: (file: string) => `Het databasebestand ${file} bestaat al. Er is niets teruggezet.`,
  newer: (version: string) =>
    `Deze back-up komt van een nieuwere versie van de applicatie (databaseversie ${version}). Werk de applicatie eerst bij. Er is niets teruggezet.`,
  sqliteIntoPostgres:
    'Deze back-up bevat een SQLite-database, maar DATABASE_URL wijst naar PostgreSQL. Zet hem terug zonder DATABASE_URL (of met een SQLite-pad).',
} as const;

const MAX_MANIFEST_BYTES = 64 * 1024 * 1024;

type EntryFacts = { size: number; sha256: string };

/**
 * Reads the archive entry by entry; `onEntry` must consume the entry's stream. Any gzip or tar
 * error (a truncated or flipped file) ends up here as a rejection.
 */
const readArchive = async (
  file: string,
  onEntry: (name: string, entry: AsyncIterable<Buffer>) => Promise<void>,
) => {
  const extract = tar.extract();
  const input = createReadStream(file);
  const gunzip = createGunzip();
  // A read or gzip error (truncated, flipped) ends the tar stream with it, so the loop throws.
  input.on('error', (err) => extract.destroy(err));
  gunzip.on('error', (err) => extract.destroy(err));
  input.pipe(gunzip).pipe(extract);
  try {
    for await (const entry of extract) {
      if (entry.header.type !== 'file')
        throw new BackupRefused(RESTORE_MESSAGES.damaged('onverwacht onderdeel'));
      // Entries yield Buffers (tar-stream's types leave them unknown).
      await onEntry(entry.header.name, entry as AsyncIterable<Buffer>);
    }
  } finally {
    // A refusal half-way stops reading the file.
    input.destroy();
  }
};

/** Hashes an entry while optionally writing it to `target`. */
const consume = async (entry: AsyncIterable<Buffer>, target?: string): Promise<EntryFacts> => {
  const hash = createHash('sha256');
  let size = 0;
  const out = target ? await open(target, 'wx', 0o640) : null;
  try {
    for await (const chunk of entry) {
      hash.update(chunk);
      size += chunk.length;
      if (out) await out.write(chunk);
    }
    if (out) await out.sync();
  } finally {
    await out?.close();
  }
  return { size, sha256: hash.digest('hex') };
};

const readAll = async (entry: AsyncIterable<Buffer>) => {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of entry) {
    size += chunk.length;
    if (size > MAX_MANIFEST_BYTES) throw new BackupRefused(RESTORE_MESSAGES.foreign);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
};

const startsLikeGzip = async (file: string) => {
  let handle: Awaited<ReturnType<typeof open>>;
  try {
    handle = await open(file, 'r');
  } catch {
    throw new BackupRefused(RESTORE_MESSAGES.missing(file));
  }
  try {
    const head = Buffer.alloc(2);
    const { bytesRead } = await handle.read(head, 0, 2, 0);
    return bytesRead === 2 && head[0] === 0x1f && head[1] === 0x8b;
  } finally {
    await handle.close();
  }
};

const knownSchemaVersions = async () =>
  new Set((await readdir(migrationFolder)).map((name) => name.replace(/\.[cm]?[jt]s$/, '')));

/** Turns a stream, gzip or tar error into the Dutch refusal for a damaged file. */
const refusalOf = (err: unknown) => {
  if (err instanceof BackupRefused) return err;
  const code = (err as NodeJS.ErrnoException).code;
  if (code === 'Z_BUF_ERROR' || /unexpected end/i.test(String((err as Error).message))) {
    return new BackupRefused(RESTORE_MESSAGES.damaged('het bestand houdt te vroeg op'));
  }
  return new BackupRefused(RESTORE_MESSAGES.damaged('de inhoud klopt niet'));
};

const sameFacts = (manifest: BackupManifest, seen: Map<string, EntryFacts>) => {
  if (manifest.entries.length !== seen.size) return false;
  return manifest.entries.every((e) => {
    const facts = seen.get(e.name);
    return facts !== undefined && facts.size === e.size && facts.sha256 === e.sha256;
  });
};

/**
 * Checks a backup without writing anything: every entry is one we make, appears once and has the
 * size and SHA-256 the manifest gives, and the manifest lists nothing that is missing. Answers the
 * manifest, or throws BackupRefused with the reason in Dutch.
 */
export const verifyBackup = async (file: string): Promise<BackupManifest> => {
  if (!(await startsLikeGzip(file))) throw new BackupRefused(RESTORE_MESSAGES.foreign);
  const seen = new Map<string, EntryFacts>();
  let manifestBytes: Buffer | null = null;
  try {
    await readArchive(file, async (name, entry) => {
      if (seen.has(name) || (name === MANIFEST_ENTRY && manifestBytes)) {
        throw new BackupRefused(RESTORE_MESSAGES.damaged(`${name} komt twee keer voor`));
      }
      if (name === MANIFEST_ENTRY) manifestBytes = await readAll(entry);
      else if (name === DATABASE_ENTRY || isStorageEntry(name)) seen.set(name, await consume(entry));
      else throw new BackupRefused(RESTORE_MESSAGES.foreign);
    });
  } catch (err) {
    throw refusalOf(err);
  }
  if (!manifestBytes) throw new BackupRefused(RESTORE_MESSAGES.foreign);
  let parsed: unknown;
  try {
    parsed = JSON.parse((manifestBytes as Buffer).toString('utf8'));
  } catch {
    throw new BackupRefused(RESTORE_MESSAGES.foreign);
  }
  const manifest = backupManifestSchema.safeParse(parsed);
  if (!manifest.success) throw new BackupRefused(RESTORE_MESSAGES.foreign);
  if (!sameFacts(manifest.data, seen)) {
    throw new BackupRefused(RESTORE_MESSAGES.damaged('de controlegetallen kloppen niet met de inhoud'));
  }
  if (manifest.data.database.included !== seen.has(DATABASE_ENTRY)) {
    throw new BackupRefused(RESTORE_MESSAGES.damaged('de database ontbreekt'));
  }
  const version = manifest.data.database.schemaVersion;
  if (version && !(await knownSchemaVersions()).has(version))
    throw new BackupRefused(RESTORE_MESSAGES.newer(version));
  return manifest.data;
};

export type RestoreTarget = {
  dataDir: string;
  /** Where the SQLite database goes (DATABASE_URL or DATA_DIR/app.sqlite); null on PostgreSQL. */
  sqlitePath: string | null;
};

export type RestoreResult = { manifest: BackupManifest; files: number; databaseRestored: boolean };

const isEmptyOrMissing = async (dir: string) => {
  try {
    return (await readdir(dir)).length === 0;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw err;
  }
};

const exists = async (file: string) => {
  try {
    await open(file, 'r').then((h) => h.close());
    return true;
  } catch {
    return false;
  }
};

const move = async (from: string, to: string) => {
  await mkdir(path.dirname(to), { recursive: true });
  try {
    await rename(from, to);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
    await copyFile(from, to);
    await rm(from, { force: true });
  }
};

/**
 * Restores a backup into an empty DATA_DIR: verifies the whole file first (nothing is written
 * when anything is off), then unpacks into a staging folder inside DATA_DIR, checks every entry
 * again while writing and the database's integrity and row counts, and only then moves the
 * database and the stored files into place.
 */
export const restoreBackup = async (file: string, target: RestoreTarget): Promise<RestoreResult> => {
  if (!(await isEmptyOrMissing(target.dataDir)))
    throw new BackupRefused(RESTORE_MESSAGES.notEmpty(target.dataDir));
  if (target.sqlitePath && (await exists(target.sqlitePath))) {
    throw new BackupRefused(RESTORE_MESSAGES.databaseExists(target.sqlitePath));
  }
  const manifest = await verifyBackup(file);
  if (manifest.database.included && !target.sqlitePath)
    throw new BackupRefused(RESTORE_MESSAGES.sqliteIntoPostgres);

  const staging = path.join(target.dataDir, `.herstel-${randomUUID()}`);
  await mkdir(staging, { recursive: true });
  try {
    const seen = new Map<string, EntryFacts>();
    try {
      await readArchive(file, async (name, entry) => {
        if (name === MANIFEST_ENTRY) {
          await consume(entry);
          return;
        }
        const out = path.join(staging, ...name.split('/'));
        await mkdir(path.dirname(out), { recursive: true });
        seen.set(name, await consume(entry, out));
      });
    } catch (err) {
      throw refusalOf(err);
    }
    // The file could have changed since the check (it is read twice).
    if (!sameFacts(manifest, seen)) {
      throw new BackupRefused(RESTORE_MESSAGES.damaged('de controlegetallen kloppen niet met de inhoud'));
    }
    const stagedDatabase = path.join(staging, ...DATABASE_ENTRY.split('/'));
    if (manifest.database.included) {
      if (!checkSqliteIntegrity(stagedDatabase)) {
        throw new BackupRefused(RESTORE_MESSAGES.damaged('de database is niet in orde'));
      }
      const { rowCounts } = readSqliteFacts(stagedDatabase);
      if (JSON.stringify(rowCounts) !== JSON.stringify(manifest.database.rowCounts)) {
        throw new BackupRefused(RESTORE_MESSAGES.damaged('de aantallen rijen kloppen niet'));
      }
    }
    // Everything checked: move it into place.
    let files = 0;
    for (const entry of manifest.entries) {
      const from = path.join(staging, ...entry.name.split('/'));
      if (entry.name === DATABASE_ENTRY) {
        if (target.sqlitePath) await move(from, target.sqlitePath);
      } else {
        await move(from, path.join(target.dataDir, ...entry.name.split('/')));
        files++;
      }
    }
    return { manifest, files, databaseRestored: manifest.database.included };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
};
