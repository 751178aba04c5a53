import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { createUser } from '../features/users/index.ts';
import { AppError } from '../lib/app-error.ts';
import { exitWithUsage, readFlags } from './cli-args.ts';

const usage = 'Gebruik: npm run user:create -- --email X --password Y [--given-name A --family-name B]';

const values = readFlags(usage, {
  email: { type: 'string' },
  password: { type: 'string' },
  'given-name': { type: 'string' },
  'family-name': { type: 'string' },
});
if (!values.email || !values.password) exitWithUsage(usage);

const config = loadConfig();
const { db, destroy } = openDatabase(config.databaseKind, config.databaseUrl);
try {
  await migrateToLatest(db);
  const user = await createUser({
    db,
    input: {
      email: values.email,
      password: values.password,
      given_name: values['given-name'],
      family_name: values['family-name'],
    },
  });
  console.log(`Gebruiker aangemaakt: ${user.username} (id ${user.id})`);
} catch (err) {
  console.error(err instanceof AppError ? `Fout: ${err.message}` : err);
  process.exitCode = 1;
} finally {
  await destroy();
}
