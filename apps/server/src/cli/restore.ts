import path from 'node:path';
import { repoRoot } from '../config.ts';
import { BackupRefused, restoreBackup } from '../features/backup/index.ts';
import { readPositionals } from './cli-args.ts';

const usage = 'Gebruik: npm run restore -- BESTAND  (zet terug in een lege DATA_DIR)';

const [given = ''] = readPositionals(usage, { min: 1, max: 1 });
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
