/**
 * `npm start` with several workers (node:cluster) on the suite's database.
 * The primary migrates and seeds once; both workers answer on the one port; a mail is sent once
 * though every worker polls the outbox; and a mail whose sender was killed mid-send goes out once
 * more within 60 s, by the other worker or the one that replaces the dead one.
 */
import { mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/db/database.ts';
import { enqueueMail } from '../../src/features/outbox/outbox.service.ts';
import {
  freePort,
  freshDatabaseUrl,
  isAlive,
  logLines,
  type ServerProcess,
  spawnServer,
  waitForOutput,
} from '../support/server-process.ts';
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink.ts';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'verhuur-workers-'));
const STALLED = 'stil@example.nl';
let stalledSeen: () => void = () => {};
const stalled = new Promise<void>((resolve) => {
  stalledSeen = resolve;
});
let stallOnce = true;
/** The client port of the connection whose send was left hanging. */
let stalledPort = 0;

let smtp: SmtpSink;
/** Recipients of every message the SMTP server accepted. */
const accepted = () => smtp.received.map((mail) => mail.to.join(','));

let server: ServerProcess | undefined;
let db: DatabaseHandle | undefined;
const workerPids = new Set<number>();

beforeAll(async () => {
  smtp = await startSmtpSink({
    hold: (mail) => {
      if (mail.to.join(',') !== STALLED || !stallOnce) return false;
      // A send in flight: never answered, so the worker waits until it is killed.
      stallOnce = false;
      stalledPort = mail.remotePort;
      stalledSeen();
      return true;
    },
  });
});
afterAll(async () => {
  server?.proc.kill('SIGKILL');
  for (const pid of workerPids) if (isAlive(pid)) process.kill(pid, 'SIGKILL');
  await db?.destroy();
  await smtp.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A request on a connection of its own, so the primary hands each to the next worker. */
const statusOnNewConnection = (port: number) =>
  new Promise<number>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: '/api/bestaat-niet', agent: false }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      })
      .on('error', reject);
  });

/** Which of `pids` has a TCP socket on local port `port` (Linux: /proc/net/tcp and the fd links). */
const pidWithLocalPort = (pids: number[], port: number) => {
  const hex = `:${port.toString(16).toUpperCase().padStart(4, '0')}`;
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      if (fields[1]?.endsWith(hex) && fields[9]) inodes.add(fields[9]);
    }
  }
  return pids.find((pid) =>
    readdirSync(`/proc/${pid}/fd`).some((fd) => {
      try {
        return inodes.has(/socket:\[(\d+)\]/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`))?.[1] ?? '');
      } catch {
        return false;
      }
    }),
  );
};

/** Workers that listen now: announced by the primary, not yet reported stopped. */
const liveWorkers = (output: string) => {
  const lines = logLines(output);
  const stopped = new Set(
    lines.filter((l) => l.msg === 'werkproces gestopt; er komt een nieuw').map((l) => l.worker),
  );
  return [
    ...new Set(
      lines
        .filter((l) => l.msg === 'werkproces luistert' && !stopped.has(l.worker))
        .map((l) => Number(l.worker)),
    ),
  ];
};

const waitUntil = async (check: () => Promise<boolean> | boolean, timeoutMs: number, what: string) => {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: niet binnen ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
};

describe('npm start with WEB_CONCURRENCY=2', () => {
  it('migrates and seeds once, answers from both workers, sends each mail once, and resends a killed send within 60 s', async () => {
    const port = await freePort();
    const databaseUrl = await freshDatabaseUrl('workers');
    server = spawnServer({
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      SMTP_URL: smtp.url,
      WEB_CONCURRENCY: '2',
    });
    const output = server.output;
    await waitForOutput(output, /draait op http\S+ \(2 werkprocessen\)/, 200_000);

    // The demo data once: one announcement, one login line, one demo user, each demo contact once.
    expect(output().match(/demogegevens worden aangemaakt/g)).toHaveLength(1);
    expect(output().match(/Demo-login: demo@springplezier\.nl \/ welkom123/g)).toHaveLength(1);
    db = databaseUrl
      ? openDatabase('postgres', databaseUrl)
      : openDatabase('sqlite', path.join(dataDir, 'app.sqlite'));
    const users = await db.db.selectFrom('users').select('email').execute();
    expect(users).toEqual([{ email: 'demo@springplezier.nl' }]);
    const twice = await db.db
      .selectFrom('contacts')
      .select(['company_name', (eb) => eb.fn.countAll<number>().as('n')])
      .where('company_name', 'is not', null)
      .groupBy('company_name')
      .having((eb) => eb.fn.countAll(), '>', 1)
      .execute();
    expect(twice).toEqual([]);
    const school = await db.db
      .selectFrom('contacts')
      .select('id')
      .where('company_name', '=', 'Basisschool De Regenboog')
      .execute();
    expect(school).toHaveLength(1);

    // Two workers, and new connections reach both.
    const workers = liveWorkers(output());
    expect(workers).toHaveLength(2);
    for (const pid of workers) workerPids.add(pid);
    for (let i = 0; i < 10; i++) expect(await statusOnNewConnection(port)).toBe(401);
    await waitUntil(
      () => logLines(output()).filter((l) => l.url === '/api/bestaat-niet').length >= 10,
      10_000,
      'verzoeken gelogd',
    );
    const answeredBy = new Set(
      logLines(output())
        .filter((l) => l.url === '/api/bestaat-niet')
        .map((l) => l.pid),
    );
    expect([...answeredBy].sort()).toEqual([...workers].sort());

    // Mails written while both workers poll the outbox: each is sent once.
    const recipients = Array.from({ length: 6 }, (_, i) => `klant${i}@example.nl`);
    for (const to of recipients) {
      await enqueueMail(db.db, { kind: 'test', to, subject: `Test aan ${to}`, text: 'Hallo' });
    }
    const pendingOf = async (addresses: string[]) =>
      db?.db
        .selectFrom('outbox_mails')
        .select(['to_address', 'status', 'attempts'])
        .where('to_address', 'in', addresses)
        .execute() ?? [];
    await waitUntil(
      async () => (await pendingOf(recipients)).every((r) => r.status === 'sent'),
      60_000,
      'mails verzonden',
    );
    expect([...accepted()].sort()).toEqual([...recipients].sort());
    expect((await pendingOf(recipients)).every((r) => r.attempts === 1)).toBe(true);

    // A send in flight when its worker dies: the other worker (or the replacement the primary
    // starts) sends it once more within 60 s of the kill.
    await enqueueMail(db.db, { kind: 'test', to: STALLED, subject: 'Onderweg', text: 'Hallo' });
    await stalled;
    const sender = pidWithLocalPort(workers, stalledPort);
    expect(sender).toBeDefined();
    const killedAt = Date.now();
    process.kill(sender ?? 0, 'SIGKILL');
    await waitUntil(
      () => accepted().includes(STALLED),
      60_000,
      'de onderbroken mail opnieuw verzonden',
    ).catch(async (error: Error) => {
      const row = await db?.db
        .selectFrom('outbox_mails')
        .selectAll()
        .where('to_address', '=', STALLED)
        .execute();
      const log = logLines(output())
        .filter((l) => l.url === undefined)
        .map((l) => `${l.time} ${l.pid} ${l.msg} ${l.err ? JSON.stringify(l.err) : ''}`);
      throw new Error(
        `${error.message}\nrow: ${JSON.stringify(row)}\nkilled at ${killedAt}\n${log.join('\n')}`,
      );
    });
    expect(Date.now() - killedAt).toBeLessThan(60_000);
    expect(accepted().filter((to) => to === STALLED)).toHaveLength(1);
    // The server accepted the mail a moment before the worker hears so and writes its row.
    await waitUntil(
      async () => (await pendingOf([STALLED]))[0]?.status !== 'pending',
      10_000,
      'de opnieuw verzonden mail als verstuurd vastgelegd',
    );
    expect(await pendingOf([STALLED])).toEqual([{ to_address: STALLED, status: 'sent', attempts: 2 }]);
    // The primary replaced the dead worker (its start can take a while on a busy machine).
    await waitUntil(() => liveWorkers(output()).length === 2, 120_000, 'weer twee werkprocessen');
    const replacements = liveWorkers(output());
    expect(replacements).not.toContain(sender);
    for (const pid of replacements) workerPids.add(pid);
    expect(await statusOnNewConnection(port)).toBe(401);

    // SIGTERM stops every worker and then the primary, cleanly.
    server.proc.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    for (const pid of replacements) await waitUntil(() => !isAlive(pid), 5000, `werkproces ${pid} gestopt`);
    expect(output()).toMatch(/"signal":"SIGTERM".*afsluiten/);
    server = undefined;
  }, 400_000);
});
