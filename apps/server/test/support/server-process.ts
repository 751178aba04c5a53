import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';

/** What `npm start` runs: `node src/main.ts` in the server workspace. */
export const serverDir = path.resolve(import.meta.dirname, '../..');

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/** A fresh database on the suite's embedded PostgreSQL, or '' (SQLite in DATA_DIR) on a SQLite run. */
export const freshDatabaseUrl = async (prefix: string) => {
  const adminUrl = inject('pgAdminUrl');
  if (!adminUrl) return '';
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const client = new pg.Client({ connectionString: `${adminUrl}/postgres` });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  return `${adminUrl}/${name}`;
};

/** Resolves once the collected output matches, or rejects after the timeout. */
export const waitForOutput = (output: () => string, pattern: RegExp, timeoutMs: number) =>
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

export type ServerProcess = {
  proc: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
};

/** Starts `src/main.ts` like `npm start` does; stdout and stderr are collected. */
export const spawnServer = (env: NodeJS.ProcessEnv): ServerProcess => {
  let output = '';
  const proc = spawn(process.execPath, ['src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  proc.stdout?.on('data', collect);
  proc.stderr?.on('data', collect);
  const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
  return { proc, output: () => output, exited };
};

/** The JSON log lines in the output (pino: one object per line). */
export const logLines = (output: string): Array<Record<string, unknown>> =>
  output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as Record<string, unknown>];
      } catch {
        return [];
      }
    });

export const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
