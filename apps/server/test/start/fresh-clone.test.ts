import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { readFileSync, rmSync, statSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webSourceFiles } from '../../src/cli/web-build-sources.ts';
import { freshCopyOfRepo } from '../support/fresh-copy.ts';
import { freePort, waitForOutput } from '../support/server-process.ts';

/**
 * The README's first command on a fresh clone: `npm start` in a copy without a build, database or
 * generated secret builds both web bundles and serves every page, the back office and the public
 * booking page alike. Run once per `npm test` (its own phase, not per database: `npm start` is
 * SQLite by default).
 */
describe('npm start on a fresh clone', () => {
  let root = '';
  let server: ChildProcess | null = null;
  let output = '';
  let base = '';

  beforeAll(async () => {
    root = freshCopyOfRepo();
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      WEB_CONCURRENCY: '1',
      BACKUP_TIME: 'off',
      LOG_LEVEL: 'warn',
    };
    // Only what the README sets: no database, data folder or build from the shell running the tests.
    for (const name of ['DATABASE_URL', 'DATA_DIR', 'WEB_DIST', 'APP_URL', 'JWT_SECRET', 'SMTP_URL'])
      delete env[name];
    // Its own process group, so the server's workers stop with it.
    server = spawn('npm', ['start'], { cwd: root, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
    };
    server.stdout?.on('data', collect);
    server.stderr?.on('data', collect);
    await waitForOutput(() => output, /Demo-login:/, 280_000);
  }, 300_000);

  afterAll(async () => {
    if (server?.pid) {
      const exited = new Promise((resolve) => server?.once('exit', resolve));
      process.kill(-server.pid, 'SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    }
    if (root) rmSync(root, { recursive: true, force: true });
  });

  const get = async (url: string) => {
    const res = await fetch(`${base}${url}`);
    return { status: res.status, type: res.headers.get('content-type') ?? '', body: await res.text() };
  };

  /** The page is HTML, and every script it loads is served. */
  const expectPage = async (url: string, text: RegExp | string) => {
    const page = await get(url);
    expect(page.status, `${url}: ${page.body.slice(0, 200)}`).toBe(200);
    expect(page.type).toContain('text/html');
    if (typeof text === 'string') expect(page.body).toContain(text);
    else expect(page.body).toMatch(text);
    const scripts = [...page.body.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1] ?? '');
    expect(scripts.length, url).toBeGreaterThan(0);
    for (const script of scripts) expect((await get(script)).status, script).toBe(200);
    return page;
  };

  it('built both bundles and serves the back office, the booking page and an article page', async () => {
    expect(output).toContain('De web-app wordt gebouwd');
    await expectPage('/', /<div id="root">/);
    await expectPage('/login', /<div id="root">/);
    const boeken = await expectPage('/boeken', /Kies je springkasteel/);
    expect(boeken.body).toMatch(/src="\/booking\/assets\//);
    const items = JSON.parse((await get('/api/booking.items')).body) as {
      results: Array<{ slug: string; name: string }>;
    };
    const article = items.results[0];
    expect(article).toBeDefined();
    await expectPage(`/boeken/artikel/${article?.slug}`, `<h1>${article?.name}</h1>`);
  });

  it('judges the build by its sources, not by file times: touched sources are no reason to build', () => {
    const stamp = path.join(root, 'apps/web/dist/.build-complete');
    const stamped = readFileSync(stamp, 'utf8');
    const builtAt = statSync(stamp).mtimeMs;
    const later = Date.now() / 1000 + 3600;
    for (const file of webSourceFiles(root)) utimesSync(path.join(root, file), later, later);
    const again = spawnSync(process.execPath, ['apps/server/src/cli/ensure-web-build.ts'], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(again.status, again.stderr).toBe(0);
    expect(again.stdout).not.toContain('wordt gebouwd');
    expect(readFileSync(stamp, 'utf8')).toBe(stamped);
    expect(statSync(stamp).mtimeMs).toBe(builtAt);
  });
});
