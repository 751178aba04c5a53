import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';

const serverDir = path.resolve(import.meta.dirname, '../..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'verhuur-start-'));
let child: ChildProcess | undefined;
afterAll(() => {
  child?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

const freshDatabaseUrl = async () => {
  const adminUrl = inject('pgAdminUrl');
  if (!adminUrl) return '';
  const name = `start_${randomBytes(5).toString('hex')}`;
  const client = new pg.Client({ connectionString: `${adminUrl}/postgres` });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  return `${adminUrl}/${name}`;
};

/** Resolves once the collected output matches, or rejects after the timeout. */
const waitForOutput = (output: () => string, pattern: RegExp, timeoutMs: number) =>
  new Promise<RegExpMatchArray>((resolve, reject) => {
    const started = Date.now();
    const timer = setInterval(() => {
      const match = output().match(pattern);
      if (match) {
        clearInterval(timer);
        resolve(match);
      } else if (Date.now() - started > timeoutMs) {
        clearInterval(timer);
        reject(new Error(`no ${pattern} in output:\n${output()}`));
      }
    }, 50);
  });

/** Starts `src/main.ts` like `npm start` does; the output of stdout and stderr is collected. */
const startServer = (env: NodeJS.ProcessEnv) => {
  let output = '';
  const proc = spawn(process.execPath, ['src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child = proc;
  proc.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  proc.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
  return { proc, output: () => output, exited };
};

describe('npm start (the server process)', () => {
  it('seeds an empty database, prints the demo login, logs mail links and shuts down cleanly; a second start does not print the login again', async () => {
    const port = await freePort();
    const env = {
      DATA_DIR: dataDir,
      DATABASE_URL: await freshDatabaseUrl(),
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      SMTP_URL: '',
    };
    const first = startServer(env);
    const output = first.output;

    await waitForOutput(output, /Demo-login: demo@springplezier\.nl \/ welkom123/, 90_000);
    const base = `http://127.0.0.1:${port}`;
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'demo@springplezier.nl', password: 'welkom123' }),
    });
    expect(login.status).toBe(200);

    // Without SMTP_URL the reset mail becomes a file and its link is logged.
    await fetch(`${base}/api/password.reset`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email_address: 'demo@springplezier.nl' }),
    });
    await waitForOutput(
      output,
      /"links":\["http[^"]*\/passwords\/[\w-]+"\].*"msg":"mail opgeslagen als bestand"/,
      10_000,
    );

    first.proc.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(output()).toMatch(/"signal":"SIGTERM".*afsluiten|afsluiten.*"signal":"SIGTERM"/);

    // Same DATA_DIR and database: nothing is seeded again and the demo login is not printed (its
    // password may have been changed since), only the address.
    const second = startServer(env);
    await waitForOutput(second.output, /Verhuur Backoffice draait op http/, 60_000);
    expect(second.output()).not.toContain('Demo-login');
    expect(second.output()).not.toContain('demogegevens worden aangemaakt');
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    second.proc.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    child = undefined;
  }, 180_000);
});
