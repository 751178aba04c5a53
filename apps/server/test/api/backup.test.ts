/**
 * Backups that restore. `npm run backup` copies a busy server's SQLite database and
 * stored files into one file; `npm run restore` puts it back into an empty DATA_DIR and refuses
 * a damaged file without writing anything; the nightly backup runs once over several processes.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzipSync, gzipSync } from 'node:zlib';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import type { Config } from '../../src/config.ts';
import { openDatabase } from '../../src/db/database.ts';
import { createBackupJob } from '../../src/features/backup/backup-job.ts';
import { BACKUP_FILE_PATTERN } from '../../src/features/backup/backup-manifest.ts';
import { BackupRefused, restoreBackup } from '../../src/features/backup/restore-backup.ts';
import { createScheduler, type ScheduledJob } from '../../src/features/scheduler/scheduler.service.ts';
import { insertContact, writeIdentity } from '../support/invoices-factories.ts';
import {
  createCatalog,
  day,
  existingContactOrder,
  orderApi,
  reservationOf,
} from '../support/orders-factories.ts';
import { fakeS3Env, startFakeS3 } from '../support/s3-fake.ts';
import { listStoredFiles, makeImage, makePdf, uploadAsset } from '../support/settings-factories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const run = promisify(execFile);
const serverDir = path.resolve(import.meta.dirname, '../..');
const onPostgres = !!inject('pgAdminUrl');

let t: TestApp;
const scratch: string[] = [];
const scratchDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'verhuur-backup-'));
  scratch.push(dir);
  return dir;
};

beforeAll(async () => {
  t = await createTestApp();
  await t.authHeaders();
});
afterAll(async () => {
  await t.close();
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
});

const cli = async (script: string, args: string[], env: NodeJS.ProcessEnv) => {
  try {
    const { stdout, stderr } = await run(process.execPath, [`src/cli/${script}`, ...args], {
      cwd: serverDir,
      env: { ...process.env, ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
};

/** The server's environment: its DATA_DIR and database. */
const serverEnv = () => ({ DATA_DIR: t.dataDir, DATABASE_URL: t.config.databaseUrl });
/** A fresh, not yet existing DATA_DIR with an SQLite database (or the server's PostgreSQL). */
const freshEnv = () => ({
  DATA_DIR: path.join(scratchDir(), 'data'),
  DATABASE_URL: onPostgres ? t.config.databaseUrl : '',
});

const uploadFiles = async () => {
  const uploads = [
    { file: await makeImage('png', 320, 200), fileName: 'logo.png', type: 'image/png', container: 'logos' },
    {
      file: await makeImage('jpeg', 640, 480),
      fileName: 'kasteel.jpg',
      type: 'image/jpeg',
      container: 'images',
    },
    { file: makePdf(), fileName: 'keuring.pdf', type: 'application/pdf', container: 'certificates' },
  ];
  for (const u of uploads) {
    const res = await uploadAsset(t, u.file, {
      fileName: u.fileName,
      contentType: u.type,
      assetType: u.type === 'application/pdf' ? 'asset/document' : 'asset/image',
      storageConfig: { disk: 'local', container: u.container },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
};

let backupFile = '';

const restoreInto = (file: string, dataDir: string) =>
  restoreBackup(file, { dataDir, sqlitePath: onPostgres ? null : path.join(dataDir, 'app.sqlite') });

describe('npm run backup and npm run restore', () => {
  // Two command-line processes and a restored app: seconds on an idle machine, more when it is loaded.
  it('backs up a server while orders are written and restores every acknowledged order and every file', {
    timeout: 120_000,
  }, async () => {
    await writeIdentity(t.ctx.db);
    await uploadFiles();
    const catalog = await createCatalog(t, 1);
    const unitId = catalog.castleUnits[0]?.id ?? 0;
    const contact = await insertContact(t.ctx.db);
    const api = orderApi(t);

    // Orders keep coming, two at a time, each for its own day, until the backup is done.
    const acknowledged: number[] = [];
    let next = 0;
    let writing = true;
    const writer = async () => {
      while (writing) {
        const offset = 1 + next++;
        const order = await api.createOk(
          existingContactOrder(contact.id, [reservationOf(unitId, day(offset), day(offset))]),
        );
        acknowledged.push(order.id);
      }
    };
    const writers = [writer(), writer()];
    while (acknowledged.length < 10) await new Promise((r) => setTimeout(r, 5));

    const filesBefore = listStoredFiles(t.dataDir);
    const ackedBefore = [...acknowledged];
    backupFile = path.join(scratchDir(), 'nacht.tar.gz');
    const backup = await cli('backup.ts', [backupFile], serverEnv());
    const ackedDuring = acknowledged.length - ackedBefore.length;
    writing = false;
    await Promise.all(writers);
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toContain(`Back-up geschreven: ${backupFile}`);
    // The server really was busy: orders were acknowledged while the backup ran.
    expect(ackedDuring).toBeGreaterThan(0);
    expect(filesBefore.length).toBeGreaterThanOrEqual(4); // three uploads and the image's thumbnail

    const target = freshEnv();
    const restore = await cli('restore.ts', [backupFile], target);
    expect(restore.code, restore.stderr).toBe(0);
    expect(restore.stdout).toContain(
      `Teruggezet in ${target.DATA_DIR}: ${filesBefore.length} opgeslagen bestanden.`,
    );

    // Every stored file, byte for byte.
    expect(listStoredFiles(target.DATA_DIR)).toEqual(filesBefore);
    for (const file of filesBefore) {
      expect(
        readFileSync(path.join(target.DATA_DIR, 'storage', file)).equals(
          readFileSync(path.join(t.dataDir, 'storage', file)),
        ),
      ).toBe(true);
    }
    if (onPostgres) {
      expect(backup.stdout).toContain('pg_dump');
      expect(restore.stdout).toContain('pg_restore');
      expect(existsSync(path.join(target.DATA_DIR, 'app.sqlite'))).toBe(false);
      return;
    }
    // Every order acknowledged before the backup began is in the restored database.
    const restored = new SQLite(path.join(target.DATA_DIR, 'app.sqlite'), { readonly: true });
    try {
      const ids = new Set(
        (restored.prepare('select id from orders').all() as { id: number }[]).map((row) => row.id),
      );
      expect(ackedBefore.filter((id) => !ids.has(id))).toEqual([]);
      expect(restored.pragma('integrity_check', { simple: true })).toBe('ok');
    } finally {
      restored.close();
    }

    // The restored directory is a working server: it opens, migrates and answers.
    const config: Config = {
      ...t.config,
      dataDir: target.DATA_DIR,
      databaseUrl: path.join(target.DATA_DIR, 'app.sqlite'),
    };
    const database = openDatabase('sqlite', config.databaseUrl);
    const app = await buildApp({ config, database, logger: false });
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: 'tester@example.nl', password: 'geheim123' },
      });
      expect(login.statusCode).toBe(200);
      const view = await app.inject({
        method: 'GET',
        url: `/api/order.view/${ackedBefore[0]}`,
        headers: { authorization: `Bearer ${login.json().authorization.access_token}` },
      });
      expect(view.statusCode).toBe(200);
    } finally {
      await app.close();
      await database.destroy();
    }
  });

  it('refuses a damaged, truncated or foreign file and a non-empty DATA_DIR, writing nothing', async () => {
    expect(backupFile).not.toBe('');
    const original = readFileSync(backupFile);
    const dir = scratchDir();
    const flipped = Buffer.from(original);
    const middle = Math.floor(flipped.length / 2);
    flipped[middle] = (flipped[middle] ?? 0) ^ 0xff;
    // A byte changed inside an entry of a well-formed archive: only the manifest's SHA-256 can tell.
    const tarBytes = gunzipSync(original);
    const inside = 512 + 100; // in the first entry's data (the tar header is 512 bytes)
    tarBytes[inside] = (tarBytes[inside] ?? 0) ^ 0x01;
    const cases = [
      {
        name: 'tampered',
        bytes: gzipSync(tarBytes),
        message: 'de controlegetallen kloppen niet met de inhoud',
      },
      { name: 'flipped', bytes: flipped, message: 'Het back-upbestand is beschadigd of onvolledig' },
      {
        name: 'truncated',
        bytes: original.subarray(0, Math.floor(original.length * 0.8)),
        message: 'Het back-upbestand is beschadigd of onvolledig',
      },
      {
        name: 'foreign',
        bytes: Buffer.from('naam;email\nJan;jan@example.nl\n'),
        message: 'Dit bestand is geen back-up',
      },
    ];
    for (const c of cases) {
      const file = path.join(dir, `${c.name}.tar.gz`);
      writeFileSync(file, c.bytes);
      const target = freshEnv();
      const refused = await restoreBackup(file, {
        dataDir: target.DATA_DIR,
        sqlitePath: onPostgres ? null : path.join(target.DATA_DIR, 'app.sqlite'),
      }).catch((err: unknown) => err);
      expect(refused, c.name).toBeInstanceOf(BackupRefused);
      expect((refused as Error).message, c.name).toContain(c.message);
      expect((refused as Error).message, c.name).toContain('Er is niets teruggezet.');
      const left = existsSync(target.DATA_DIR) ? readdirSync(target.DATA_DIR) : [];
      expect(left, c.name).toEqual([]);
    }

    // The command says so too, with a non-zero exit code and no stack trace.
    const target = freshEnv();
    const res = await cli('restore.ts', [path.join(dir, 'flipped.tar.gz')], target);
    expect(res.code).toBe(1);
    expect(res.stderr).toContain('Het back-upbestand is beschadigd of onvolledig');
    expect(res.stderr).not.toMatch(/\n\s+at /);
    expect(existsSync(target.DATA_DIR) ? readdirSync(target.DATA_DIR) : []).toEqual([]);

    const occupied = await restoreBackup(backupFile, { dataDir: t.dataDir, sqlitePath: null }).catch(
      (err: unknown) => err,
    );
    expect((occupied as Error).message).toContain('is niet leeg');
  });
});

describe('the once-per-period scheduler', () => {
  it('runs a job once per period over two processes on one database', async () => {
    const second = openDatabase(t.config.databaseKind, t.config.databaseUrl);
    try {
      let runs = 0;
      const job: ScheduledJob = {
        name: 'test-once',
        periodOf: (now) => (now.getUTCHours() >= 3 ? now.toISOString().slice(0, 10) : null),
        run: async () => {
          runs++;
          await new Promise((r) => setTimeout(r, 20));
        },
      };
      const a = createScheduler({ db: t.ctx.db, log: t.app.log, jobs: [job] });
      const b = createScheduler({ db: second.db, log: t.app.log, jobs: [job] });
      const night = new Date('2026-03-01T02:59:00Z');
      await Promise.all([a.runDue(night), b.runDue(night)]);
      expect(runs).toBe(0); // not due yet
      const morning = new Date('2026-03-01T03:00:00Z');
      for (let i = 0; i < 3; i++) await Promise.all([a.runDue(morning), b.runDue(morning)]);
      expect(runs).toBe(1);
      await Promise.all([
        a.runDue(new Date('2026-03-02T04:00:00Z')),
        b.runDue(new Date('2026-03-02T04:00:00Z')),
      ]);
      expect(runs).toBe(2);
    } finally {
      await second.destroy();
    }
  });

  it('makes the nightly backup once with two app instances on one database', async () => {
    const dataDir = scratchDir();
    const config: Config = {
      ...t.config,
      dataDir,
      backup: { time: '00:00', keep: 14 },
      schedulerIntervalMs: 50,
    };
    const handles = [0, 1].map(() => openDatabase(config.databaseKind, config.databaseUrl));
    const apps = await Promise.all(handles.map((database) => buildApp({ config, database, logger: false })));
    try {
      await Promise.all(apps.map((app) => app.ready()));
      await new Promise((r) => setTimeout(r, 300));
      await Promise.all(apps.map((app) => app.scheduler.runDue()));
      const files = readdirSync(path.join(dataDir, 'backups'));
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(BACKUP_FILE_PATTERN);
      const runs = await t.ctx.db
        .selectFrom('scheduled_runs')
        .selectAll()
        .where('job', '=', 'backup')
        .execute();
      expect(runs).toHaveLength(1);
      expect(runs[0]?.error).toBeNull();
      expect(runs[0]?.finished_at).not.toBeNull();

      // The nightly file restores like a hand-made one.
      const target = freshEnv();
      const restored = await restoreInto(path.join(dataDir, 'backups', files[0] ?? ''), target.DATA_DIR);
      expect(restored.databaseRestored).toBe(!onPostgres);
    } finally {
      await Promise.all(apps.map((app) => app.close()));
      await Promise.all(handles.map((h) => h.destroy()));
      await t.ctx.db.deleteFrom('scheduled_runs').execute();
    }
  });
});

describe('retention and where nightly backups go', () => {
  const nights = [1, 2, 3, 4, 5].map((d) => new Date(`2026-04-0${d}T01:00:00Z`));

  it('keeps the newest BACKUP_KEEP backups in DATA_DIR/backups', async () => {
    const dataDir = scratchDir();
    const job = createBackupJob({
      config: { ...t.config, dataDir, backup: { time: '03:00', keep: 3 } },
      db: t.ctx.db,
      dbKind: t.ctx.dbKind,
      log: t.app.log,
    });
    if (!job) throw new Error('backup job missing');
    for (const now of nights) await job.run({ periodKey: now.toISOString().slice(0, 10), now });
    const files = readdirSync(path.join(dataDir, 'backups')).sort();
    expect(files).toEqual(
      ['20260403', '20260404', '20260405'].map((d) => `springplezier-backup-${d}T010000000Z.tar.gz`),
    );
    for (const file of files) expect(statSync(path.join(dataDir, 'backups', file)).size).toBeGreaterThan(0);
  });

  it('writes them to the S3 store when one is set, keeping the newest N there', async () => {
    const s3 = await startFakeS3();
    const dataDir = scratchDir();
    try {
      const s3Config = (await createTestAppConfig(s3.endpoint)).storage;
      const job = createBackupJob({
        config: { ...t.config, dataDir, storage: s3Config, backup: { time: '03:00', keep: 2 } },
        db: t.ctx.db,
        dbKind: t.ctx.dbKind,
        log: t.app.log,
      });
      if (!job) throw new Error('backup job missing');
      for (const now of nights) await job.run({ periodKey: now.toISOString().slice(0, 10), now });
      expect([...s3.objects.keys()].sort()).toEqual(
        ['20260404', '20260405'].map((d) => `/verhuur/backups/springplezier-backup-${d}T010000000Z.tar.gz`),
      );
      // Nothing stays behind on the local disk, and what S3 holds is a whole backup.
      expect(
        existsSync(path.join(dataDir, 'backups')) ? readdirSync(path.join(dataDir, 'backups')) : [],
      ).toEqual([]);
      const body = s3.objects.get('/verhuur/backups/springplezier-backup-20260405T010000000Z.tar.gz')?.body;
      const file = path.join(scratchDir(), 'uit-s3.tar.gz');
      writeFileSync(file, body ?? Buffer.alloc(0));
      const restored = await restoreInto(file, freshEnv().DATA_DIR);
      expect(restored.manifest.database.included).toBe(!onPostgres);
    } finally {
      await s3.close();
    }
  });
});

/** The storage config loadConfig makes for a fake S3 endpoint. */
const createTestAppConfig = async (endpoint: string) => {
  const { loadConfig } = await import('../../src/config.ts');
  return loadConfig({ DATA_DIR: scratchDir(), JWT_SECRET: 'x'.repeat(32), ...fakeS3Env(endpoint) });
};
