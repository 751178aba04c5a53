import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const run = promisify(execFile);
const serverDir = path.resolve(import.meta.dirname, '../..');

let dataDir: string;
let env: NodeJS.ProcessEnv;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'verhuur-cli-'));
  env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' };
  const adminUrl = inject('pgAdminUrl');
  if (adminUrl) {
    const name = `cli_${randomBytes(5).toString('hex')}`;
    const client = new pg.Client({ connectionString: `${adminUrl}/postgres` });
    await client.connect();
    await client.query(`create database ${name}`);
    await client.end();
    env.DATABASE_URL = `${adminUrl}/${name}`;
  }
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const cli = async (script: string, args: string[]) => {
  try {
    const { stdout, stderr } = await run(process.execPath, [`src/cli/${script}`, ...args], {
      cwd: serverDir,
      env,
    });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
};

describe('command line', () => {
  it('migrates the database and says so', async () => {
    const first = await cli('migrate.ts', []);
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('0001_auth');
    const second = await cli('migrate.ts', []);
    expect(second.stdout).toContain('De database is al bijgewerkt.');
  });

  it('creates a user non-interactively and refuses duplicates and short passwords', async () => {
    const ok = await cli('user-create.ts', [
      '--email',
      'Nieuw@Example.nl',
      '--password',
      'geheim1',
      '--given-name',
      'Nina',
    ]);
    expect(ok.code).toBe(0);
    expect(ok.stdout).toContain('Gebruiker aangemaakt: nieuw@example.nl');

    const duplicate = await cli('user-create.ts', ['--email', 'nieuw@example.nl', '--password', 'geheim1']);
    expect(duplicate.code).toBe(1);
    expect(duplicate.stderr).toContain('Er bestaat al een gebruiker met e-mailadres nieuw@example.nl.');

    const short = await cli('user-create.ts', ['--email', 'kort@example.nl', '--password', '12345']);
    expect(short.code).toBe(1);
    expect(short.stderr).toContain('Het wachtwoord dient minimaal 6 karakters te hebben.');

    const missing = await cli('user-create.ts', ['--email', 'x@example.nl']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('Gebruik: npm run user:create');
  });

  it('answers an unknown or incomplete flag with the usage line, not a stack trace', async () => {
    for (const args of [
      ['--email', 'x@example.nl', '--password', 'geheim1', '--voornaam', 'Nina'],
      ['--email', 'x@example.nl', '--password'],
    ]) {
      const res = await cli('user-create.ts', args);
      expect(res.code, args.join(' ')).toBe(2);
      expect(res.stderr).toContain('Gebruik: npm run user:create');
      expect(res.stderr).not.toMatch(/\n\s+at /);
    }
  });
});
