import { formatDisplayDate } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeIdentity } from '../support/invoices-factories.ts';
import { decodeMail, readMailFiles } from '../support/mail.ts';
import {
  createCatalog,
  day,
  NEW_CONTACT,
  newContactOrder,
  orderApi,
  RENTABLE,
  reservationOf,
  SELLABLE,
} from '../support/orders-factories.ts';
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/** The mail as text: quoted-printable undone and read as UTF-8 (€, ×, –). */
const readable = (raw: string) => Buffer.from(decodeMail(raw), 'latin1').toString('utf8');

const mailRows = (t: TestApp) => t.ctx.db.selectFrom('outbox_mails').selectAll().orderBy('id').execute();

describe('order confirmation mail (files, no SMTP)', () => {
  let t: TestApp;
  let catalog: Awaited<ReturnType<typeof createCatalog>>;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.ready();
    await writeIdentity(t.ctx.db);
    catalog = await createCatalog(t, 2);
  });
  afterAll(() => t.close());

  it('writes a Dutch confirmation with identity, products, days, windows, address, amounts and payment', async () => {
    const unitId = catalog.castleUnits[0]?.id ?? 0;
    const order = await orderApi(t).createOk(
      newContactOrder(
        [
          reservationOf(unitId, day(3), day(4), { delivery_time: '10:00-12:00' }),
          reservationOf(
            catalog.stock.id,
            day(3),
            day(3),
            { quantity: 2, delivery_time: '14:00-16:00' },
            SELLABLE.name,
          ),
        ],
        { publish: true },
      ),
    );
    const rows = await mailRows(t);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'order_confirmation',
      ref_type: 'order',
      ref_id: order.id,
      to_address: NEW_CONTACT.email_address,
      subject: `Orderbevestiging #${order.id} – Springplezier Verhuur B.V.`,
    });
    await t.ctx.outbox.drain();
    const files = readMailFiles(t.dataDir);
    expect(files).toHaveLength(1);
    const mail = readable(files[0] ?? '');
    expect(mail).toContain(`To: ${NEW_CONTACT.email_address}`);
    // A reply goes to the company's address, not to MAIL_FROM (a no-reply address).
    expect(mail).toMatch(/^Reply-To: info@springplezier\.nl$/m);
    // From the company of the company details, not MAIL_FROM's default.
    expect(mail).toMatch(/^From: "Springplezier Verhuur B\.V\." <info@springplezier\.nl>$/m);
    expect(mail).toMatch(/Content-Type: text\/plain/);
    expect(mail).toMatch(/Content-Type: text\/html/);
    const period = `${formatDisplayDate(day(3))} t/m ${formatDisplayDate(day(4))}`;
    for (const expected of [
      'Beste Sanne de Vries,',
      `order #${order.id}`,
      `${RENTABLE.name}: ${period}, levering op ${formatDisplayDate(day(3))} tussen 10:00 en 12:00 uur`,
      `2 × ${SELLABLE.name}: levering op ${formatDisplayDate(day(3))} tussen 14:00 en 16:00 uur`,
      'Oudegracht 100',
      '3511 AX Utrecht',
      '€ 250,00',
      '€ 9,00',
      'Totaal: € 259,00',
      'Betaalmethode: Contant',
      'Springplezier Verhuur B.V.',
      'KvK 81234567',
      'info@springplezier.nl',
    ]) {
      expect(mail).toContain(expected);
    }
    expect(mail).toContain('<strong>Totaal</strong>');
    // Serial numbers are for staff: the customer's mail names the article only.
    expect(mail).not.toContain('SK-001');
    const view = (await orderApi(t).view(order.id)).json().entry.model;
    expect(view.confirmation).toMatchObject({ to: NEW_CONTACT.email_address, status: 'sent' });
  });

  it('sends nothing without publish', async () => {
    const before = (await mailRows(t)).length;
    await orderApi(t).createOk(
      newContactOrder([reservationOf(catalog.castleUnits[1]?.id ?? 0, day(8), day(8))]),
    );
    expect(await mailRows(t)).toHaveLength(before);
  });

  it('escapes what people typed in the HTML part', async () => {
    await orderApi(t).createOk(
      newContactOrder([reservationOf(catalog.castleUnits[1]?.id ?? 0, day(12), day(12))], {
        publish: true,
        create_contact: { ...NEW_CONTACT, first_name: '<b>Bas</b>', address_line_1: 'Laan & Co 1' },
      }),
    );
    const html = (await mailRows(t)).at(-1)?.body_html ?? '';
    expect(html).toContain('Beste &lt;b&gt;Bas&lt;/b&gt; de Vries,');
    expect(html).toContain('Laan &amp; Co 1');
    expect(html).not.toContain('<b>Bas</b>');
  });
});

describe('order confirmation mail (SMTP on loopback that refuses first)', () => {
  let t: TestApp;
  let smtp: SmtpSink;
  /** What the sink accepted: the messages. */
  const received = () => smtp.received.map((mail) => mail.raw);

  beforeAll(async () => {
    smtp = await startSmtpSink({ refuse: true });
    t = await createTestApp({ smtpUrl: smtp.url });
    await t.app.ready();
    await writeIdentity(t.ctx.db);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('keeps the order when sending fails, retries later and sends exactly one mail per order', async () => {
    const catalog = await createCatalog(t, 2);
    const api = orderApi(t);
    const first = await api.createOk(
      newContactOrder([reservationOf(catalog.castleUnits[0]?.id ?? 0, day(5), day(6))], { publish: true }),
    );
    const second = await api.createOk(
      newContactOrder([reservationOf(catalog.castleUnits[1]?.id ?? 0, day(5), day(6))], {
        publish: true,
        create_contact: { ...NEW_CONTACT, email_address: 'tweede@example.nl' },
      }),
    );
    await t.ctx.outbox.drain();
    let rows = await mailRows(t);
    expect(rows.map((r) => [r.ref_id, r.status, r.attempts])).toEqual([
      [first.id, 'pending', 1],
      [second.id, 'pending', 1],
    ]);
    // The orders stand.
    expect((await api.view(first.id)).json().entry.model).toMatchObject({
      status: 'confirmed',
      confirmation: { status: 'pending' },
    });

    smtp.refuse = false;
    await t.ctx.outbox.drain(new Date(Date.now() + 60 * 60 * 1000));
    await t.ctx.outbox.drain(new Date(Date.now() + 24 * 60 * 60 * 1000));
    rows = await mailRows(t);
    expect(rows.map((r) => [r.ref_id, r.status, r.attempts])).toEqual([
      [first.id, 'sent', 2],
      [second.id, 'sent', 2],
    ]);
    expect(received()).toHaveLength(2);
    expect(received().filter((m) => m.includes(`order #${first.id}`))).toHaveLength(1);
    expect(received().filter((m) => m.includes('tweede@example.nl'))).toHaveLength(1);
    expect((await api.view(first.id)).json().entry.model.confirmation.status).toBe('sent');
  });
});
