import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { backupFileName, createBackup, localBackupDir } from '../features/backup/index.ts';
import { readPositionals } from './cli-args.ts';

const usage = 'Gebruik: npm run backup [-- BESTAND]  (standaard in DATA_DIR/backups)';

const positionals = readPositionals(usage, { min: 0, max: 1 });
const config = loadConfig();
// npm runs scripts in the repository root; a relative path means relative to where it was typed.
const cwd = process.env.INIT_CWD ?? process.cwd();
const file = positionals[0]
  ? path.resolve(cwd, positionals[0])
  : path.join(localBackupDir(config.dataDir), backupFileName(new Date()));

if (config.databaseKind === 'sqlite' && !existsSync(config.databaseUrl)) {
  console.error(`Er is geen database in ${config.databaseUrl}; er is niets om een back-up van te maken.`);
  process.exit(1);
}
const handle = config.databaseKind === 'postgres' ? openDatabase('postgres', config.databaseUrl) : null;
try {
  const made = await createBackup({ config, db: handle?.db, dbKind: config.databaseKind, file });
  const files = made.manifest.entries.filter((e) => e.name.startsWith('storage/')).length;
  const megabytes = (made.bytes / 1024 / 1024).toFixed(1).replace('.', ',');
  console.log(`Back-up geschreven: ${made.file}`);
  console.log(
    `Inhoud: ${made.manifest.database.included ? 'de database, ' : ''}${files} opgeslagen bestanden (${megabytes} MB), databaseversie ${made.manifest.database.schemaVersion ?? 'onbekend'}.`,
  );
  if (config.databaseKind === 'postgres') {
    console.log(
      'Let op: de PostgreSQL-database zit niet in dit bestand. Maak daarvan een dump met pg_dump (zie README, "Back-ups").',
    );
  }
  if (config.storage.s3) {
    console.log('Bestanden in de S3-opslag staan niet in dit bestand; die bewaart de S3-opslag zelf.');
  }
} catch (err) {
  console.error(`Back-up mislukt: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
} finally {
  await handle?.destroy();
}
