import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeTransaction } from '../../src/db/database.ts';
import { createOutboxRepository } from '../../src/features/outbox/outbox.repository.ts';
import {
  createOutbox,
  enqueueMail,
  listMailsAbout,
  OUTBOX_LEASE_SECONDS,
} from '../../src/features/outbox/outbox.service.ts';
import type { Mailer, MailMessage } from '../../src/lib/mailer.ts';
import { decodeMail, readMailFiles } from '../support/mail.ts';
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const mail = (to: string, extra: Partial<Parameters<typeof enqueueMail>[1]> = {}) => ({
  kind: 'test',
  to,
  subject: `Test aan ${to}`,
  text: 'Hallo',
  ...extra,
});

const allRows = (t: TestApp) => t.ctx.db.selectFrom('outbox_mails').selectAll().orderBy('id').execute();

describe('outbox (files, no SMTP)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.ready();
  });
  afterAll(() => t.close());

  it('keeps nothing when the transaction that wrote the mail rolls back', async () => {
    await expect(
      writeTransaction(t.ctx.db).execute(async (trx) => {
        await enqueueMail(trx, mail('weg@example.nl'));
        throw new Error('mislukt halverwege');
      }),
    ).rejects.toThrow('mislukt halverwege');
    await t.ctx.outbox.drain();
    expect(await allRows(t)).toHaveLength(0);
    expect(readMailFiles(t.dataDir)).toHaveLength(0);
  });

  it('sends a committed mail once, with its attachment, and records it as sent', async () => {
    const pdf = Buffer.from('%PDF-1.4 pretend');
    const { id } = await writeTransaction(t.ctx.db).execute((trx) =>
      enqueueMail(trx, {
        ...mail('klant@example.nl', { html: '<p>Hallo</p>' }),
        ref: { type: 'invoice', id: 7 },
        attachments: [{ filename: 'factuur.pdf', contentType: 'application/pdf', content: pdf }],
      }),
    );
    t.ctx.outbox.kick();
    await t.ctx.outbox.drain();
    await t.ctx.outbox.drain();
    const files = readMailFiles(t.dataDir);
    expect(files).toHaveLength(1);
    const raw = decodeMail(files[0] ?? '');
    expect(raw).toContain('To: klant@example.nl');
    expect(raw).toContain('filename=factuur.pdf');
    // Base64 is not quoted-printable: read it from the raw file.
    expect(files[0]).toContain(pdf.toString('base64'));
    const [row] = await allRows(t);
    expect(row).toMatchObject({ id, status: 'sent', attempts: 1, last_error: null });
    expect(row?.sent_at).not.toBeNull();
    expect(await listMailsAbout(t.ctx.db, 'invoice', 7)).toMatchObject([
      { to_address: 'klant@example.nl', status: 'sent' },
    ]);
  });
});

describe('outbox (SMTP on loopback that fails first)', () => {
  let t: TestApp;
  let smtp: SmtpSink;
  /** What the sink accepted: the recipients, a newline, the message. */
  const received = () => smtp.received.map((mail) => `${mail.to.join(',')}\n${mail.raw}`);

  beforeAll(async () => {
    smtp = await startSmtpSink({ refuse: true });
    t = await createTestApp({ smtpUrl: smtp.url });
    await t.app.ready();
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('keeps a mail the server refused and sends it once on a later attempt', async () => {
    await writeTransaction(t.ctx.db).execute((trx) => enqueueMail(trx, mail('later@example.nl')));
    await t.ctx.outbox.drain();
    let [row] = await allRows(t);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row?.last_error).toMatch(/451|tijdelijk/);
    expect((row?.next_attempt_at ?? '') > new Date().toISOString()).toBe(true);

    // Not due yet: a drain now does not try again.
    await t.ctx.outbox.drain();
    expect((await allRows(t))[0]?.attempts).toBe(1);

    smtp.refuse = false;
    await t.ctx.outbox.drain(new Date(Date.now() + 60 * 60 * 1000));
    [row] = await allRows(t);
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
    expect(received()).toHaveLength(1);
    expect(received()[0]).toContain('later@example.nl');

    await t.ctx.outbox.drain(new Date(Date.now() + 24 * 60 * 60 * 1000));
    expect(received()).toHaveLength(1);
  });
});

describe('outbox with several senders on one database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.ready();
  });
  afterAll(() => t.close());

  const countingMailer = (sent: MailMessage[]): Mailer => ({
    deliver: async (m) => {
      // A slow server, so the senders really overlap.
      await new Promise((r) => setTimeout(r, 5));
      sent.push(m);
    },
    send: async () => {},
    sendLater: async () => {},
    idle: async () => {},
  });

  it('sends each mail exactly once when three processes drain at the same time', async () => {
    await t.ctx.outbox.stop();
    for (let i = 0; i < 40; i++) {
      await writeTransaction(t.ctx.db).execute((trx) => enqueueMail(trx, mail(`klant${i}@example.nl`)));
    }
    const sent: MailMessage[] = [];
    const senders = [1, 2, 3].map(() =>
      createOutbox({
        db: t.ctx.db,
        dbKind: t.ctx.dbKind,
        mailer: countingMailer(sent),
        log: t.app.log,
        batchSize: 3,
      }),
    );
    await Promise.all(senders.map((s) => s.drain()));
    expect(sent).toHaveLength(40);
    expect(new Set(sent.map((m) => m.to)).size).toBe(40);
    const rows = await allRows(t);
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  });

  it('retries a mail whose sender died mid-send once its lease has expired', async () => {
    const { id } = await writeTransaction(t.ctx.db).execute((trx) =>
      enqueueMail(trx, mail('wees@example.nl')),
    );
    const now = new Date();
    // A process claims the row and dies before sending.
    const claimed = await createOutboxRepository(t.ctx.db).claimDue(t.ctx.dbKind, {
      now: now.toISOString(),
      leaseUntil: new Date(now.getTime() + 300_000).toISOString(),
      limit: 10,
      token: 'dode-claim',
    });
    expect(claimed.map((r) => r.id)).toEqual([id]);
    const sent: MailMessage[] = [];
    const survivor = createOutbox({
      db: t.ctx.db,
      dbKind: t.ctx.dbKind,
      mailer: countingMailer(sent),
      log: t.app.log,
    });
    await survivor.drain();
    expect(sent).toHaveLength(0);
    await survivor.drain(new Date(now.getTime() + 301_000));
    expect(sent.map((m) => m.to)).toEqual(['wees@example.nl']);
    const row = (await allRows(t)).find((r) => r.id === id);
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('sends a mail whose sender died within the 30 s lease, by another process, once', async () => {
    const { id } = await writeTransaction(t.ctx.db).execute((trx) =>
      enqueueMail(trx, mail('achterblijver@example.nl')),
    );
    const now = new Date();
    // The dead process claimed it the way every outbox does, and never renewed the claim.
    const claimed = await createOutboxRepository(t.ctx.db).claimDue(t.ctx.dbKind, {
      now: now.toISOString(),
      leaseUntil: new Date(now.getTime() + OUTBOX_LEASE_SECONDS * 1000).toISOString(),
      limit: 10,
      token: 'gestorven',
    });
    expect(claimed.map((r) => r.id)).toEqual([id]);
    expect(OUTBOX_LEASE_SECONDS).toBeLessThanOrEqual(30);
    const sent: MailMessage[] = [];
    const other = createOutbox({
      db: t.ctx.db,
      dbKind: t.ctx.dbKind,
      mailer: countingMailer(sent),
      log: t.app.log,
    });
    await other.drain(new Date(now.getTime() + (OUTBOX_LEASE_SECONDS - 1) * 1000));
    expect(sent).toHaveLength(0);
    await other.drain(new Date(now.getTime() + (OUTBOX_LEASE_SECONDS + 1) * 1000));
    await other.drain(new Date(now.getTime() + 10 * 60 * 1000));
    expect(sent.map((m) => m.to)).toEqual(['achterblijver@example.nl']);
    const row = (await allRows(t)).find((r) => r.id === id);
    expect(row).toMatchObject({ status: 'sent', attempts: 2, claimed_until: null, claim_token: null });
  });

  it("looks again as soon as a dead claim's lease ends, not only at the next poll", async () => {
    await writeTransaction(t.ctx.db).execute((trx) => enqueueMail(trx, mail('meteen@example.nl')));
    const now = new Date();
    await createOutboxRepository(t.ctx.db).claimDue(t.ctx.dbKind, {
      now: now.toISOString(),
      leaseUntil: new Date(now.getTime() + 1000).toISOString(),
      limit: 10,
      token: 'kort',
    });
    const sent: MailMessage[] = [];
    const other = createOutbox({
      db: t.ctx.db,
      dbKind: t.ctx.dbKind,
      mailer: countingMailer(sent),
      log: t.app.log,
      pollIntervalMs: 60_000,
    });
    other.start();
    const started = Date.now();
    while (sent.length === 0 && Date.now() - started < 10_000) await new Promise((r) => setTimeout(r, 50));
    await other.stop();
    expect(sent.map((m) => m.to)).toEqual(['meteen@example.nl']);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('renews the lease while a slow send runs, so another process does not send the mail again', async () => {
    const { id } = await writeTransaction(t.ctx.db).execute((trx) =>
      enqueueMail(trx, mail('traag@example.nl')),
    );
    const delivered: string[] = [];
    let sending: () => void = () => {};
    const started = new Promise<void>((resolve) => {
      sending = resolve;
    });
    // An SMTP server that takes 2.5 s, five leases of 0.5 s.
    const slowMailer: Mailer = {
      deliver: async (m) => {
        sending();
        await new Promise((r) => setTimeout(r, 2500));
        delivered.push(`traag:${m.to}`);
      },
      send: async () => {},
      sendLater: async () => {},
      idle: async () => {},
    };
    const slow = createOutbox({
      db: t.ctx.db,
      dbKind: t.ctx.dbKind,
      mailer: slowMailer,
      log: t.app.log,
      leaseSeconds: 0.5,
    });
    const sent: MailMessage[] = [];
    const other = createOutbox({
      db: t.ctx.db,
      dbKind: t.ctx.dbKind,
      mailer: countingMailer(sent),
      log: t.app.log,
      leaseSeconds: 0.5,
    });
    const slowRun = slow.drain();
    await started;
    // The other process keeps looking while the slow one sends.
    let looks = 0;
    while (delivered.length === 0) {
      await other.drain();
      looks++;
      await new Promise((r) => setTimeout(r, 100));
    }
    await slowRun;
    await other.drain();
    await Promise.all([slow.stop(), other.stop()]);
    expect(looks).toBeGreaterThan(10);
    expect(delivered).toEqual(['traag:traag@example.nl']);
    expect(sent).toHaveLength(0);
    const row = (await allRows(t)).find((r) => r.id === id);
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('lets another process take a claim that was not renewed once its lease ran out; its old holder’s late failure report changes nothing', async () => {
    const { id } = await writeTransaction(t.ctx.db).execute((trx) =>
      enqueueMail(trx, mail('verlopen@example.nl')),
    );
    const now = new Date();
    await createOutboxRepository(t.ctx.db).claimDue(t.ctx.dbKind, {
      now: now.toISOString(),
      leaseUntil: new Date(now.getTime() + 500).toISOString(),
      limit: 10,
      token: 'niet-verlengd',
    });
    await new Promise((r) => setTimeout(r, 700));
    const sent: MailMessage[] = [];
    const other = createOutbox({
      db: t.ctx.db,
      dbKind: t.ctx.dbKind,
      mailer: countingMailer(sent),
      log: t.app.log,
    });
    await other.drain();
    await other.stop();
    expect(sent.map((m) => m.to)).toEqual(['verlopen@example.nl']);
    // The first holder's late failure report does not touch the row the other claim sent.
    await createOutboxRepository(t.ctx.db).markFailedAttempt(id, 'niet-verlengd', {
      status: 'pending',
      nextAttemptAt: now.toISOString(),
      error: 'te laat',
    });
    const row = (await allRows(t)).find((r) => r.id === id);
    expect(row).toMatchObject({ status: 'sent', last_error: null });
  });

  it('gives up after the last attempt and marks the mail failed', async () => {
    const { id } = await writeTransaction(t.ctx.db).execute((trx) =>
      enqueueMail(trx, mail('nooit@example.nl')),
    );
    const broken: Mailer = {
      deliver: async () => {
        throw new Error('verbinding geweigerd');
      },
      send: async () => {},
      sendLater: async () => {},
      idle: async () => {},
    };
    const sender = createOutbox({
      db: t.ctx.db,
      dbKind: t.ctx.dbKind,
      mailer: broken,
      log: t.app.log,
      maxAttempts: 3,
    });
    let at = Date.now();
    for (let i = 0; i < 5; i++) {
      await sender.drain(new Date(at));
      at += 48 * 60 * 60 * 1000;
    }
    const row = (await allRows(t)).find((r) => r.id === id);
    expect(row).toMatchObject({ status: 'failed', attempts: 3, last_error: 'verbinding geweigerd' });
  });
});
