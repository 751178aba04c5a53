import { REMINDER_MESSAGES } from '@app/contracts';
import { formatInvoiceDate } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import type { Config } from '../../src/config.ts';
import { openDatabase } from '../../src/db/database.ts';
import { createReminderJob } from '../../src/features/reminders/reminder-job.ts';
import { fourteenDayTerm } from '../../src/features/reminders/reminder-text.ts';
import { createSettingsRepository } from '../../src/features/settings/settings.repository.ts';
import { invoiceApi, writeIdentity } from '../support/invoices-factories.ts';
import { dayFrom, paymentApi } from '../support/payments-factories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let payments: ReturnType<typeof paymentApi>;
let invoices: ReturnType<typeof invoiceApi>;

beforeAll(async () => {
  t = await createTestApp();
  await writeIdentity(t.ctx.db);
  payments = paymentApi(t);
  invoices = invoiceApi(t);
});
afterAll(() => t.close());

const remindersOf = (invoiceId: number) =>
  t.ctx.db.selectFrom('invoice_reminders').selectAll().where('invoice_id', '=', invoiceId).execute();
/** Moves the herinnering of an invoice `days` days into the past, as if it went out then. */
const backdateHerinnering = (invoiceId: number, days: number) =>
  t.ctx.db
    .updateTable('invoice_reminders')
    .set({ sent_at: new Date(Date.now() - days * 86_400_000).toISOString() })
    .where('invoice_id', '=', invoiceId)
    .where('level', '=', 1)
    .execute();
const reminderMails = (invoiceId: number) =>
  t.ctx.db
    .selectFrom('outbox_mails')
    .selectAll()
    .where('kind', '=', 'invoice_reminder')
    .where('ref_id', '=', invoiceId)
    .execute();

describe('Stuur herinnering', () => {
  it('sends the herinnering, then for a consumer the aanmaning with the collection costs and the 14-day term', async () => {
    // € 2.500 excl. + 21 % = € 3.025,00 open: 15 % of € 2.500 + 10 % of € 525 = € 427,50.
    const { invoice } = await payments.published({ contactType: 'individual', unitPrice: 250_000 });
    const preview = await invoices.call('GET', `/invoice.reminder/${invoice.id}`);
    expect(preview.statusCode).toBe(200);
    expect(preview.json().entry.model).toMatchObject({ level: 1, to: 'info@example.nl', costs: 0 });
    const first = await invoices.call('POST', `/invoice.remind/${invoice.id}`);
    expect(first.statusCode).toBe(200);
    expect(first.json().entry.model.reminders).toMatchObject([{ level: 1, to: 'info@example.nl', costs: 0 }]);

    expect(first.json().entry.model.next_reminder).toEqual({ level: 2, from: dayFrom(21) });

    // The aanmaning waits `reminders_second_after_days` (21) after the herinnering.
    await backdateHerinnering(invoice.id, 21);
    const second = await invoices.call('GET', `/invoice.reminder/${invoice.id}`);
    const text = second.json().entry.model.text as string;
    expect(second.json().entry.model).toMatchObject({ level: 2, costs: 42_750 });
    expect(text).toContain(fourteenDayTerm('je'));
    // One form of address through the whole letter: "je" by default, never a stray "u".
    expect(text).toContain('binnen veertien dagen vanaf de dag nadat deze brief bij je is bezorgd');
    expect(text).toContain('Wij vragen je dit bedrag te betalen');
    expect(text).not.toMatch(/\b(u|uw)\b/);
    expect(text).toContain('incassokosten in rekening van € 427,50');
    const sent = await invoices.call('POST', `/invoice.remind/${invoice.id}`);
    expect(sent.json().entry.model.reminders.map((r: { level: number }) => r.level)).toEqual([1, 2]);
    const mails = await reminderMails(invoice.id);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.body_text).toContain(fourteenDayTerm('je'));

    const third = await invoices.call('POST', `/invoice.remind/${invoice.id}`);
    expect(third.statusCode).toBe(409);
    expect(third.json().message).toBe(REMINDER_MESSAGES.allSent);
  });

  it('names the commercial interest and the fixed € 40 for a business', async () => {
    const { invoice } = await payments.published({ contactType: 'business' });
    await invoices.call('POST', `/invoice.remind/${invoice.id}`);
    await backdateHerinnering(invoice.id, 30);
    const preview = (await invoices.call('GET', `/invoice.reminder/${invoice.id}`)).json().entry.model;
    expect(preview.level).toBe(2);
    expect(preview.costs).toBe(4_000);
    expect(preview.interest).toBeGreaterThan(0);
    expect(preview.text).toContain('wettelijke handelsrente');
    expect(preview.text).toContain('€ 40,00');
  });

  it('refuses a reminder for a concept, a paid invoice and one not yet due, writing nothing', async () => {
    const { invoice: paid } = await payments.published();
    await payments.create({
      invoice_id: paid.id,
      amount: paid.total_amount,
      paid_on: dayFrom(0),
      method: 'bank',
    });
    const { invoice: fresh } = await payments.published({ invoiceDay: dayFrom(0) });
    const concept = await invoices.concept((await invoices.view(fresh.id)).contact.id);
    const cases: Array<[number, string]> = [
      [paid.id, REMINDER_MESSAGES.onPaid],
      [fresh.id, REMINDER_MESSAGES.notDue],
      [concept.id, REMINDER_MESSAGES.onConcept],
    ];
    for (const [id, message] of cases) {
      const res = await invoices.call('POST', `/invoice.remind/${id}`);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(message);
      expect(await remindersOf(id)).toEqual([]);
      expect(await reminderMails(id)).toEqual([]);
    }
  });
});

describe('the aanmaning after the herinnering', () => {
  it('is refused by hand within reminders_second_after_days of the herinnering, writing nothing', async () => {
    const { invoice } = await payments.published({ invoiceDay: dayFrom(-90) });
    expect((await invoices.call('POST', `/invoice.remind/${invoice.id}`)).statusCode).toBe(200);
    await backdateHerinnering(invoice.id, 20);
    const expected = REMINDER_MESSAGES.secondTooSoon(formatInvoiceDate(dayFrom(1)), 21);
    const preview = await invoices.call('GET', `/invoice.reminder/${invoice.id}`);
    expect(preview.statusCode).toBe(409);
    expect(preview.json().message).toBe(expected);
    const sent = await invoices.call('POST', `/invoice.remind/${invoice.id}`);
    expect(sent.statusCode).toBe(409);
    expect(sent.json().message).toBe(expected);
    expect((await remindersOf(invoice.id)).map((r) => r.level)).toEqual([1]);
    expect(await reminderMails(invoice.id)).toHaveLength(1);
    expect((await invoices.view(invoice.id)).next_reminder).toEqual({ level: 2, from: dayFrom(1) });

    await backdateHerinnering(invoice.id, 21);
    expect((await invoices.call('POST', `/invoice.remind/${invoice.id}`)).statusCode).toBe(200);
    expect((await remindersOf(invoice.id)).map((r) => r.level)).toEqual([1, 2]);
    expect((await invoices.view(invoice.id)).next_reminder).toBeNull();
  });

  it('waits for the scheduler too when reminders are switched on for an invoice long overdue', async () => {
    const { invoice } = await payments.published({ invoiceDay: dayFrom(-120) });
    await createSettingsRepository(t.ctx.db).writeMany({
      reminders_automatic: true,
      reminders_first_after_days: 7,
      reminders_second_after_days: 21,
    });
    const job = createReminderJob({ ctx: t.ctx, intervalSeconds: 900, log: t.app.log });
    const run = () => job.run({ periodKey: 'test', now: new Date() });
    try {
      // Both days after the due date have long passed: only the herinnering goes out now.
      await run();
      expect((await remindersOf(invoice.id)).map((r) => r.level)).toEqual([1]);
      await run();
      await backdateHerinnering(invoice.id, 20);
      await run();
      expect((await remindersOf(invoice.id)).map((r) => r.level)).toEqual([1]);
      await backdateHerinnering(invoice.id, 21);
      await run();
      expect((await remindersOf(invoice.id)).map((r) => [r.level, r.automatic])).toEqual([
        [1, 1],
        [2, 1],
      ]);
      expect(await reminderMails(invoice.id)).toHaveLength(2);
      // Each appears in the invoice's Geschiedenis, as sent by the system.
      const history = await invoices.call('GET', `/audit.view?entity=invoice&id=${invoice.uuid}`);
      expect(
        history
          .json()
          .results.filter((e: { action: string }) => e.action === 'reminder_sent')
          .map((e: { summary: string }) => e.summary),
      ).toEqual([
        'Aanmaning aan info@example.nl (automatisch)',
        'Herinnering aan info@example.nl (automatisch)',
      ]);
    } finally {
      await createSettingsRepository(t.ctx.db).writeMany({ reminders_automatic: false });
    }
  });

  it('puts a reminder sent by hand in the invoice history', async () => {
    const { invoice } = await payments.published({ invoiceDay: dayFrom(-60) });
    await invoices.call('POST', `/invoice.remind/${invoice.id}`);
    const history = await invoices.call('GET', `/audit.view?entity=invoice&id=${invoice.uuid}`);
    expect(history.statusCode).toBe(200);
    expect(history.json().results).toContainEqual(
      expect.objectContaining({ action: 'reminder_sent', summary: 'Herinnering aan info@example.nl' }),
    );
  });
});

describe('automatic reminders', () => {
  it('are sent once by the scheduler with two app instances on one database', async () => {
    const { invoice } = await payments.published({ invoiceDay: dayFrom(-20) });
    await createSettingsRepository(t.ctx.db).writeMany({
      reminders_automatic: true,
      reminders_first_after_days: 3,
      reminders_second_after_days: 30,
    });
    const config: Config = { ...t.config, reminderIntervalSeconds: 1, schedulerIntervalMs: 60_000 };
    const handles = [0, 1].map(() => openDatabase(config.databaseKind, config.databaseUrl));
    const apps = await Promise.all(handles.map((database) => buildApp({ config, database, logger: false })));
    try {
      await Promise.all(apps.map((app) => app.ready()));
      await Promise.all(apps.map((app) => app.scheduler.runDue()));
      // A next period: both look again; the herinnering is not sent a second time.
      await new Promise((r) => setTimeout(r, 1_100));
      await Promise.all(apps.map((app) => app.scheduler.runDue()));
      const rows = await remindersOf(invoice.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ level: 1, automatic: 1 });
      expect(await reminderMails(invoice.id)).toHaveLength(1);
    } finally {
      await Promise.all(apps.map((app) => app.close()));
      await Promise.all(handles.map((h) => h.destroy()));
      await createSettingsRepository(t.ctx.db).writeMany({ reminders_automatic: false });
    }
  });
});
