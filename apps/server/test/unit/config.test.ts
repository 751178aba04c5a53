import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig, readTrustProxy } from '../../src/config.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'verhuur-config-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('loadConfig', () => {
  it('has working defaults: SQLite in DATA_DIR, port 3000', () => {
    const dir = tempDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(3000);
    expect(config.databaseKind).toBe('sqlite');
    expect(config.databaseUrl).toBe(path.join(dir, 'app.sqlite'));
    expect(config.appUrl).toBe('http://localhost:3000');
    expect(config.smtpUrl).toBeUndefined();
  });

  it('selects PostgreSQL for a postgres URL', () => {
    const config = loadConfig({ DATA_DIR: tempDir(), DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/db' });
    expect(config.databaseKind).toBe('postgres');
    expect(config.databaseUrl).toBe('postgres://u:p@127.0.0.1:5432/db');
  });

  it('generates the JWT secret once and keeps it in DATA_DIR', () => {
    const dir = tempDir();
    const first = loadConfig({ DATA_DIR: dir });
    const second = loadConfig({ DATA_DIR: dir });
    expect(Buffer.from(first.jwtSecret).equals(Buffer.from(second.jwtSecret))).toBe(true);
    expect(readFileSync(path.join(dir, 'jwt-secret'), 'utf8').length).toBeGreaterThan(40);
    const explicit = loadConfig({ DATA_DIR: dir, JWT_SECRET: 'mijn-geheim' });
    expect(new TextDecoder().decode(explicit.jwtSecret)).toBe('mijn-geheim');
  });

  it('trusts no proxy unless TRUST_PROXY says so', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).trustProxy).toBe(false);
    expect(readTrustProxy('false')).toBe(false);
    expect(readTrustProxy('true')).toBe(true);
    const twoHops = readTrustProxy('2');
    expect(typeof twoHops === 'function' && [0, 1, 2].map((hop) => twoHops('10.0.0.1', hop))).toEqual([
      true,
      true,
      false,
    ]);
    expect(readTrustProxy('127.0.0.1, 10.0.0.0/8')).toEqual(['127.0.0.1', '10.0.0.0/8']);
  });
});
