/**
 * API cost per request: `GET /api/contacts.view` (page 1, 20 rows with people and the total,
 * demo data) on the real server (`apps/server/src/main.ts`, production settings: info logging,
 * every plugin, a signed-in bearer token) against a bare Fastify route that runs the same SQL on
 * the same SQLite file and returns the same JSON (bench/api/bare-server.ts). Both run as their own
 * process; autocannon drives them in turns with 10 connections. Prints requests/s, p50/p99 and
 * the ratio app/bare, and the server processes' CPU time per request (steadier than requests/s on
 * a busy machine). The same run also starts the app with every core (`npm start`'s default
 * WEB_CONCURRENCY, or --workers=N) on the same database and prints its throughput against the
 * one-worker app's (at least 1.6 on 2 cores). Asserts nothing.
 *   node bench/api/run.ts [--seconds=8] [--rounds=2] [--connections=10] [--workers=N] [--log-level=info] [--prof]
 * --log-level=warn runs the app with another LOG_LEVEL (default info, as `npm start`).
 * --prof writes a CPU profile of the app server (node --cpu-prof) and prints where.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import autocannon from 'autocannon';
import { readWorkerCount } from '../../apps/server/src/start/worker-count.ts';
import { freePort } from '../../apps/server/test/support/embedded-postgres.ts';
import { arg } from '../support/args.ts';

const SECONDS = Number(arg('seconds') ?? 8);
const ROUNDS = Number(arg('rounds') ?? 2);
const CONNECTIONS = Number(arg('connections') ?? 10);
const PROFILE = process.argv.includes('--prof');
// The app's LOG_LEVEL (info, as `npm start`); another level shows what logging costs.
const LOG_LEVEL = arg('log-level') ?? 'info';
// What `npm start` runs by default: one worker per core, at most 8 (apps/server/src/start).
const WORKERS = Number(arg('workers') ?? readWorkerCount(undefined).workers);
const root = path.resolve(import.meta.dirname, '../..');

const waitFor = async (url: string, child: ChildProcess) => {
  // Up to 5 minutes: the first start seeds the demo data, slow on a busy machine.
  for (let i = 0; i < 3000; i++) {
    if (child.exitCode !== null) throw new Error(`${url}: the process ended (${child.exitCode})`);
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer`);
};

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

type Figures = {
  requests: number;
  seconds: number;
  cpuMs: number;
  p50: number[];
  p99: number[];
  non2xx: number;
  errors: number;
};

/** CPU time (user + system, ms) a process has used so far; Linux only, else 0. */
const ownCpuMsOf = (pid: number | undefined) => {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return 0;
  }
};

/** The same, with the process's children added (the cluster's workers). */
const cpuMsOf = (pid: number | undefined) => {
  let children: number[] = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    // not Linux, or gone
  }
  return ownCpuMsOf(pid) + children.reduce((sum, child) => sum + ownCpuMsOf(child), 0);
};

const load = async (url: string, headers: Record<string, string>, seconds: number) => {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
  return result;
};

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-api-'));
const profDir = path.join(dataDir, 'profile');
const children: ChildProcess[] = [];
let appRequests = 0;
try {
  const appPort = await freePort();
  const startApp = (profile: boolean, port = appPort, workers = 1) => {
    const child = spawn(
      process.execPath,
      [...(profile ? ['--cpu-prof', `--cpu-prof-dir=${profDir}`] : []), 'apps/server/src/main.ts'],
      {
        cwd: root,
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          LOG_LEVEL,
          WEB_CONCURRENCY: String(workers),
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    children.push(child);
    return child;
  };
  // One worker: the app/bare comparison is process against process.
  let app = startApp(false);
  await waitFor(`http://127.0.0.1:${appPort}/api/health`, app);
  if (PROFILE) {
    // The first start seeds the demo data; profile a second start, so the profile is the requests.
    await stop(app);
    app = startApp(true);
  }
  const appBase = `http://127.0.0.1:${appPort}`;
  await waitFor(`${appBase}/api/health`, app);

  const login = await fetch(`${appBase}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demo@springplezier.nl', password: 'welkom123' }),
  });
  const token = ((await login.json()) as { authorization?: { access_token?: string } }).authorization
    ?.access_token;
  if (!token) throw new Error(`login failed (${login.status})`);
  const appUrl = `${appBase}/api/contacts.view?page=1&per_page=20`;
  const appHeaders = { authorization: `Bearer ${token}`, accept: 'application/json' };

  const barePort = await freePort();
  const bare = spawn(
    process.execPath,
    ['bench/api/bare-server.ts', path.join(dataDir, 'app.sqlite'), String(barePort)],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  children.push(bare);
  const bareUrl = `http://127.0.0.1:${barePort}/contacts.view`;
  await waitFor(bareUrl, bare);

  const [appBody, bareBody] = await Promise.all([
    fetch(appUrl, { headers: appHeaders }).then((r) => r.json()),
    fetch(bareUrl).then((r) => r.json()),
  ]);
  const rows = (appBody as { results: unknown[] }).results.length;
  if (!isDeepStrictEqual(appBody, bareBody))
    console.log(`first difference: ${firstDifference(appBody, bareBody)}`);
  console.log(
    `contacts.view: ${rows} rows; same JSON from both: ${isDeepStrictEqual(appBody, bareBody) ? 'yes' : 'NO'}`,
  );

  // The app on every core, on the same (already seeded) database and signing key.
  const clusterPort = await freePort();
  const clustered = startApp(false, clusterPort, WORKERS);
  const clusterBase = `http://127.0.0.1:${clusterPort}`;
  await waitFor(`${clusterBase}/api/health`, clustered);
  const clusterUrl = `${clusterBase}/api/contacts.view?page=1&per_page=20`;

  const names = ['app', 'bare', 'cluster'] as const;
  const empty = (): Figures => ({
    requests: 0,
    seconds: 0,
    cpuMs: 0,
    p50: [],
    p99: [],
    non2xx: 0,
    errors: 0,
  });
  const totals: Record<(typeof names)[number], Figures> = { app: empty(), bare: empty(), cluster: empty() };
  const targets = {
    app: [appUrl, appHeaders],
    bare: [bareUrl, {}],
    cluster: [clusterUrl, appHeaders],
  } as const;
  const pids = { app: app.pid, bare: bare.pid, cluster: clustered.pid };
  // Warm all up (JIT, SQLite page cache), then take turns so machine noise hits all alike.
  for (const name of names) {
    const r = await load(targets[name][0], { ...targets[name][1] }, 2);
    if (name === 'app') appRequests += r.requests.total;
  }
  for (let round = 0; round < ROUNDS; round++) {
    const order = [...names.slice(round % names.length), ...names.slice(0, round % names.length)];
    for (const name of order) {
      const cpuBefore = cpuMsOf(pids[name]);
      const r = await load(targets[name][0], { ...targets[name][1] }, SECONDS);
      const t = totals[name];
      t.cpuMs += cpuMsOf(pids[name]) - cpuBefore;
      t.requests += r.requests.total;
      if (name === 'app') appRequests += r.requests.total;
      t.seconds += r.duration;
      t.p50.push(r.latency.p50);
      t.p99.push(r.latency.p99);
      t.non2xx += r.non2xx;
      t.errors += r.errors;
    }
  }

  const rate = (f: Figures) => f.requests / f.seconds;
  const line = (name: string, f: Figures) =>
    `${name.padEnd(34)} ${rate(f).toFixed(0).padStart(6)} req/s   ${((1000 * f.cpuMs) / f.requests).toFixed(0).padStart(4)} µs CPU/request   p50 ${f.p50.join('/')} ms   p99 ${f.p99.join('/')} ms${
      f.non2xx || f.errors ? `   (non-2xx ${f.non2xx}, errors ${f.errors})` : ''
    }`;
  console.log(
    `\n${CONNECTIONS} connections, ${ROUNDS} × ${SECONDS} s each, Node ${process.version}, load ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  console.log(line('app  GET /api/contacts.view', totals.app));
  console.log(line('bare GET /contacts.view', totals.bare));
  console.log(line(`app  on ${WORKERS} workers`, totals.cluster));
  console.log(`ratio app/bare: ${(rate(totals.app) / rate(totals.bare)).toFixed(2)} (target ≥ 0.7)`);
  // Less sensitive to other load on the machine than requests/s: the server's own CPU time.
  const cpu = (f: Figures) => f.cpuMs / f.requests;
  console.log(`CPU per request bare/app: ${(cpu(totals.bare) / cpu(totals.app)).toFixed(2)}`);
  console.log(
    `throughput ${WORKERS} workers / 1 worker: ${(rate(totals.cluster) / rate(totals.app)).toFixed(2)} (goal on 2 cores ≥ 1.6; ${os.availableParallelism()} cores here, autocannon shares them)`,
  );
} finally {
  await Promise.all(children.map(stop));
  if (PROFILE) console.log(`CPU profile of the app server (${appRequests} requests): ${profDir}`);
  else rmSync(dataDir, { recursive: true, force: true });
}

/** The path of the first value that differs between two JSON values, with both values. */
function firstDifference(a: unknown, b: unknown, at = '$'): string {
  if (isDeepStrictEqual(a, b)) return '';
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const key of keys) {
      const found = firstDifference(
        (a as Record<string, unknown>)[key],
        (b as Record<string, unknown>)[key],
        `${at}.${key}`,
      );
      if (found) return found;
    }
  }
  return `${at}: app ${JSON.stringify(a)?.slice(0, 80)} / bare ${JSON.stringify(b)?.slice(0, 80)}`;
}
