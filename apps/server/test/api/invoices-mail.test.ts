import { INVOICE_MESSAGES } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertContact, invoiceApi, LINES, writeIdentity } from '../support/invoices-factories.ts';
import { decodeMail, readMailFiles } from '../support/mail.ts';
import { pdfText } from '../support/pdf-factories.ts';
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const outboxRows = (t: TestApp) => t.ctx.db.selectFrom('outbox_mails').selectAll().orderBy('id').execute();

/** The attachment of a raw .eml, decoded from base64. */
const attachmentOf = (raw: string, filename: string) => {
  const start = raw.indexOf(`filename=${filename}`);
  expect(start, `attachment ${filename}`).toBeGreaterThan(-1);
  const body = raw.slice(raw.indexOf('\n\n', start) + 2);
  const base64 = body.slice(0, body.indexOf('\n--')).replace(/\s+/g, '');
  return Buffer.from(base64, 'base64');
};

describe('invoice by mail (no SMTP: .eml files)', () => {
  let t: TestApp;
  let api: ReturnType<typeof invoiceApi>;
  let contact: Awaited<ReturnType<typeof insertContact>>;

  beforeAll(async () => {
    t = await createTestApp();
    await t.authHeaders();
    await writeIdentity(t.ctx.db, { numbering_invoice_template: 'F{year}-{id}' });
    api = invoiceApi(t);
    contact = await insertContact(t.ctx.db, {
      company_name: 'Feestboerderij De Wei',
      people: [{ first_name: 'Fleur', last_name: 'Visser' }],
    });
    await t.ctx.db
      .updateTable('contact_people')
      .set({ email_address: 'fleur@dewei.nl' })
      .where('id', '=', contact.people[0]?.id ?? 0)
      .execute();
  });
  afterAll(() => t.close());

  it('answers 401 without a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/invoice.mail/1' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/invoice.send/1', payload: {} })).statusCode).toBe(
      401,
    );
  });

  it('prefills the contact person address (else the contact) and a Dutch message', async () => {
    const withPerson = await api.concept(contact.id, LINES, { person_id: contact.people[0]?.id });
    const info = (await api.call('GET', `/invoice.mail/${withPerson.uuid}`)).json().entry.model;
    expect(info.history).toEqual([]);
    expect(info.draft.to).toBe('fleur@dewei.nl');
    expect(info.draft.subject).toBe('Factuur {factuurnummer} van Springplezier Verhuur B.V.');
    expect(info.draft.message).toContain('Beste Fleur Visser,');
    expect(info.draft.message).toContain('voor een bedrag van € 230,55');
    expect(info.draft.message).toContain('op NL91 ABNA 0417 1643 00 t.n.v. Springplezier Verhuur B.V.');
    const withoutPerson = await api.concept(contact.id);
    const other = (await api.call('GET', `/invoice.mail/${withoutPerson.id}`)).json().entry.model;
    expect(other.draft.to).toBe('info@example.nl');
    expect(other.draft.message).toContain('Beste relatie,');
    expect((await api.call('GET', '/invoice.mail/999999')).statusCode).toBe(404);
  });

  it('publishes a concept, then mails its PDF once through the outbox, and keeps the history', async () => {
    const model = await api.concept(contact.id, LINES, { person_id: contact.people[0]?.id });
    const { draft } = (await api.call('GET', `/invoice.mail/${model.id}`)).json().entry.model;
    const before = readMailFiles(t.dataDir).length;
    const res = await api.call('POST', `/invoice.send/${model.uuid}`, {
      ...draft,
      to: 'boekhouding@dewei.nl',
    });
    expect(res.statusCode, res.body).toBe(200);
    const sent = res.json().entry.model;
    expect(sent.status).toBe('outstanding');
    expect(sent.invoice_id).toMatch(/^F\d{4}-\d{4}$/);

    await t.ctx.outbox.drain();
    await t.ctx.outbox.drain();
    const files = readMailFiles(t.dataDir).slice(before);
    expect(files).toHaveLength(1);
    const raw = files[0] ?? '';
    const decoded = decodeMail(raw);
    expect(decoded).toContain('To: boekhouding@dewei.nl');
    // The message says "Beantwoord dan gewoon deze e-mail": the reply goes to the company.
    expect(decoded).toMatch(/^Reply-To: info@springplezier\.nl$/m);
    // From the company of the company details, not from MAIL_FROM's default.
    expect(decoded).toMatch(/^From: "Springplezier Verhuur B\.V\." <info@springplezier\.nl>$/m);
    expect(decoded).not.toContain('no-reply@localhost');
    expect(decoded).not.toMatch(/^Sender:/m);
    expect(decoded).toContain(`Factuur ${sent.invoice_id} van Springplezier Verhuur B.V.`);
    expect(decoded).toContain(`Hierbij ontvang je factuur ${sent.invoice_id}`);
    expect(decoded).not.toContain('{factuurnummer}');
    const pdf = attachmentOf(raw, `factuur-${sent.invoice_id}.pdf`);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(pdf);
    expect(text).toContain('FACTUUR');
    expect(text).toContain(`Factuurnummer ${sent.invoice_id}`);
    expect(text).not.toContain('CONCEPT');

    const history = (await api.call('GET', `/invoice.mail/${model.id}`)).json().entry.model.history;
    expect(history).toEqual([
      expect.objectContaining({ to_address: 'boekhouding@dewei.nl', status: 'sent', attempts: 1 }),
    ]);
    expect(history[0].sent_at).toEqual(expect.any(String));

    // A second send of the published invoice (a reminder) keeps its number and adds to the history.
    const again = await api.call('POST', `/invoice.send/${model.id}`, { ...draft, to: 'fleur@dewei.nl' });
    expect(again.json().entry.model.invoice_id).toBe(sent.invoice_id);
    await t.ctx.outbox.drain();
    const after = (await api.call('GET', `/invoice.mail/${model.id}`)).json().entry.model.history;
    expect(after.map((m: { to_address: string }) => m.to_address)).toEqual([
      'boekhouding@dewei.nl',
      'fleur@dewei.nl',
    ]);
  });

  it('publishes a concept with a 0% line when the reason comes along, as Publiceren does', async () => {
    const model = await api.concept(contact.id, [
      { description: 'Springkussen', unitCount: 1, unitPrice: 12100, taxRate: 21 },
      { description: 'Borg', unitCount: 1, unitPrice: 5000, taxRate: 0 },
    ]);
    const { draft } = (await api.call('GET', `/invoice.mail/${model.id}`)).json().entry.model;
    const before = (await outboxRows(t)).length;
    // Without a reason the concept is not published and nothing is mailed.
    const refused = await api.call('POST', `/invoice.send/${model.id}`, draft);
    expect(refused.statusCode).toBe(422);
    expect(await api.view(model.id)).toMatchObject({ status: 'concept', invoice_id: null });
    expect((await outboxRows(t)).length).toBe(before);

    const deposit = model.items.find((line: { taxRate: number }) => line.taxRate === 0);
    const sent = await api.call('POST', `/invoice.send/${model.id}`, {
      ...draft,
      zero_rate_reasons: [{ uuid: deposit.uuid, reason: 'outside_scope' }],
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const published = sent.json().entry.model;
    expect(published.status).toBe('outstanding');
    expect(published.items.find((line: { uuid: string }) => line.uuid === deposit.uuid).zeroRateReason).toBe(
      'outside_scope',
    );
    expect((await outboxRows(t)).length).toBe(before + 1);
  });

  it('sends nothing when publishing is refused, or the address or text is bad', async () => {
    const bare = await insertContact(t.ctx.db, {
      company_name: 'Zonder Adres',
      address_line_1: '',
      city: '',
    });
    const model = await api.concept(bare.id);
    const body = { to: 'klant@example.nl', subject: 'Factuur', message: 'Hallo' };
    const refused = await api.call('POST', `/invoice.send/${model.id}`, body);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.contact_id).toBeDefined();
    expect(await api.view(model.id)).toMatchObject({ status: 'concept', invoice_id: null });

    const good = await api.concept(contact.id);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ ...body, to: 'geen-adres' }, 'to', INVOICE_MESSAGES.mailToInvalid],
      [{ ...body, to: '' }, 'to', INVOICE_MESSAGES.mailToRequired],
      [{ ...body, to: 'a@b.nl\r\nBcc: x@y.nl' }, 'to', INVOICE_MESSAGES.mailToInvalid],
      [{ ...body, subject: '  ' }, 'subject', INVOICE_MESSAGES.mailSubjectRequired],
      [{ ...body, subject: 'Factuur\r\nBcc: x@y.nl' }, 'subject', INVOICE_MESSAGES.mailTextInvalid],
      [{ ...body, message: 'Hallo\u0000' }, 'message', INVOICE_MESSAGES.mailTextInvalid],
    ];
    for (const [payload, field, message] of cases) {
      const res = await api.call('POST', `/invoice.send/${good.id}`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().errors[field]).toEqual([message]);
    }
    expect(await api.view(good.id)).toMatchObject({ status: 'concept', invoice_id: null });

    const deleted = await api.create({ contact_id: contact.id });
    await api.call('DELETE', `/invoice.delete/${deleted.id}`);
    expect((await api.call('POST', `/invoice.send/${deleted.id}`, body)).statusCode).toBe(409);
    for (const id of [model.id, good.id, deleted.id]) {
      expect((await api.call('GET', `/invoice.mail/${id}`)).json().entry.model.history).toEqual([]);
    }
  });
});

describe('invoice by mail (SMTP on loopback that refuses first)', () => {
  let t: TestApp;
  let api: ReturnType<typeof invoiceApi>;
  let smtp: SmtpSink;
  /** What the sink accepted: the recipients, a newline, the message. */
  const received = () => smtp.received.map((mail) => `${mail.to.join(',')}\n${mail.raw}`);

  beforeAll(async () => {
    smtp = await startSmtpSink({ refuse: true });
    t = await createTestApp({ smtpUrl: smtp.url });
    await t.authHeaders();
    await writeIdentity(t.ctx.db, { numbering_invoice_template: 'F{year}-{id}' });
    api = invoiceApi(t);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('keeps the mail when the server refuses, retries later and delivers it once', async () => {
    const contact = await insertContact(t.ctx.db, { company_name: 'Speeltuin De Watertoren' });
    const model = await api.concept(contact.id);
    const res = await api.call('POST', `/invoice.send/${model.id}`, {
      to: 'penningmeester@watertoren.nl',
      subject: 'Factuur {factuurnummer}',
      message: 'Beste penningmeester,\n\nIn de bijlage factuur {factuurnummer}.',
    });
    expect(res.statusCode, res.body).toBe(200);
    const number = res.json().entry.model.invoice_id;
    await t.ctx.outbox.drain();
    let [row] = await outboxRows(t);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, ref_type: 'invoice', ref_id: model.id });
    expect(row?.last_error).toMatch(/451|tijdelijk/);
    const pending = (await api.call('GET', `/invoice.mail/${model.id}`)).json().entry.model.history;
    expect(pending).toEqual([expect.objectContaining({ status: 'pending', sent_at: null })]);

    smtp.refuse = false;
    await t.ctx.outbox.drain(new Date(Date.now() + 60 * 60 * 1000));
    await t.ctx.outbox.drain(new Date(Date.now() + 24 * 60 * 60 * 1000));
    [row] = await outboxRows(t);
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
    expect(received()).toHaveLength(1);
    expect(received()[0]).toContain('penningmeester@watertoren.nl');
    expect(decodeMail(received()[0] ?? '')).toContain(`In de bijlage factuur ${number}.`);
    expect(received()[0]).toContain(`filename=factuur-${number}.pdf`);
  });
});

/** Header words like =?UTF-8?Q?=C3=98rsted?= decoded, and quoted-printable bodies, read as UTF-8. */
const readableMail = (raw: string) =>
  Buffer.from(
    decodeMail(
      raw
        .replace(/\?=\s+=\?/g, '?==?')
        .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_m, kind: string, word: string) =>
          kind.toUpperCase() === 'B'
            ? Buffer.from(word, 'base64').toString('latin1')
            : word.replace(/_/g, ' '),
        ),
    ),
    'latin1',
  ).toString('utf8');

describe('invoice by mail: from the company, MAIL_FROM as technical sender', () => {
  let t: TestApp;
  let api: ReturnType<typeof invoiceApi>;
  let smtp: SmtpSink;
  /** The envelope sender and the message read byte for byte (latin1), with plain line ends. */
  const received = () =>
    smtp.received.map((mail) => ({
      mailFrom: mail.from,
      raw: mail.bytes.toString('latin1').replace(/\r\n/g, '\n'),
    }));

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await createTestApp({
      smtpUrl: smtp.url,
      mailFrom: 'Verzending <bounces@relay.example>',
      mailSender: 'Verzending <bounces@relay.example>',
    });
    await t.authHeaders();
    await writeIdentity(t.ctx.db, {
      numbering_invoice_template: 'F{year}-{id}',
      identity_company_name: 'Ørsted Şişme Kale',
      identity_email_address: 'post@orsted.nl',
    });
    api = invoiceApi(t);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('sends from the company name and address, with MAIL_FROM as Sender and envelope, names exact', async () => {
    const contact = await insertContact(t.ctx.db, {
      contact_type: 'individual',
      company_name: null,
      first_name: 'Łukasz',
      last_name: 'Doğan-Şahin Yılmaz',
      address_line_1: 'Ğülstraat 5',
    });
    const model = await api.concept(contact.id);
    const { draft } = (await api.call('GET', `/invoice.mail/${model.id}`)).json().entry.model;
    const res = await api.call('POST', `/invoice.send/${model.id}`, {
      ...draft,
      to: 'lukasz@example.nl',
      message: `Beste Łukasz Doğan-Şahin Yılmaz,\n\n${draft.message}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    await t.ctx.outbox.drain();
    expect(received()).toHaveLength(1);
    const mail = received()[0];
    expect(mail?.mailFrom).toBe('bounces@relay.example');
    const text = readableMail(mail?.raw ?? '');
    expect(text).toMatch(/^From: "?Ørsted Şişme Kale"? <post@orsted\.nl>$/m);
    expect(text).toMatch(/^Sender: Verzending <bounces@relay\.example>$/m);
    expect(text).toMatch(/^Reply-To: post@orsted\.nl$/m);
    expect(text).toContain('Beste Łukasz Doğan-Şahin Yılmaz,');
    const pdf = await pdfText(
      attachmentOf(mail?.raw ?? '', `factuur-${res.json().entry.model.invoice_id}.pdf`),
    );
    expect(pdf).toContain('Łukasz Doğan-Şahin Yılmaz');
    expect(pdf).toContain('Ğülstraat 5');
    expect(pdf).toContain('Ørsted Şişme Kale');
  });
});
