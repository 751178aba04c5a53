import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';

const config = loadConfig();
const { db, destroy } = openDatabase(config.databaseKind, config.databaseUrl);
try {
  const applied = await migrateToLatest(db);
  console.log(applied.length ? `Toegepast: ${applied.join(', ')}` : 'De database is al bijgewerkt.');
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await destroy();
}
