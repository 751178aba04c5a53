import path from 'node:path';
import { parseArgs } from 'node:util';
import { repoRoot } from '../config.ts';
import { BackupRefused, restoreBackup } from '../features/backup/restore-backup.ts';

const usage = 'Gebruik: npm run restore -- BESTAND  (zet terug in een lege DATA_DIR)';

const readArgs = () => {
  try {
    return parseArgs({ allowPositionals: true, strict: true, options: {} }).positionals;
  } catch (err) {
    console.error(`Fout: ${err instanceof Error ? err.message : String(err)}\n${usage}`);
    process.exit(2);
  }
};

const positionals = readArgs();
const [given] = positionals;
if (positionals.length !== 1 || !given) {
  console.error(usage);
  process.exit(2);
}
// Not loadConfig(): it would create DATA_DIR's jwt-secret, and DATA_DIR has to be empty.
const env = process.env;
const dataDir = path.resolve(repoRoot, env.DATA_DIR ?? 'data');
const rawDbUrl = env.DATABASE_URL?.trim();
const isPostgres = !!rawDbUrl && /^postgres(ql)?:\/\//.test(rawDbUrl);
const sqlitePath = isPostgres ? null : path.resolve(dataDir, rawDbUrl || 'app.sqlite');
const file = path.resolve(env.INIT_CWD ?? process.cwd(), given);

try {
  const restored = await restoreBackup(file, { dataDir, sqlitePath });
  const { database } = restored.manifest;
  console.log(`Teruggezet in ${dataDir}: ${restored.files} opgeslagen bestanden.`);
  if (restored.databaseRestored) {
    console.log(`Database: ${sqlitePath} (databaseversie ${database.schemaVersion ?? 'onbekend'}).`);
  } else {
    console.log(
      'De database zit niet in deze back-up (PostgreSQL): zet die terug uit je pg_dump met pg_restore.',
    );
  }
} catch (err) {
  console.error(err instanceof BackupRefused ? err.message : `Terugzetten mislukt: ${String(err)}`);
  process.exitCode = 1;
}
