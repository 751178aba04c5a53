import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertContact, invoiceApi, LINES, writeIdentity } from '../support/invoices-factories.ts';
import { decodeMail, readMailFiles } from '../support/mail.ts';
import {
  createCatalog,
  day,
  NEW_CONTACT,
  newContactOrder,
  orderApi,
  reservationOf,
} from '../support/orders-factories.ts';
import { dayFrom } from '../support/payments-factories.ts';
import { pdfText } from '../support/pdf-factories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/** A word of the informal form ("je", "jouw") or of the formal one ("u", "uw"). */
const INFORMAL = /\b(je|jij|jou|jouw)\b/i;
const FORMAL = /\b(u|uw)\b/i;

/** The mail as text: quoted-printable undone and read as UTF-8. */
const readable = (raw: string) => Buffer.from(decodeMail(raw), 'latin1').toString('utf8');

/** The attachment of a raw .eml, decoded from base64. */
const attachmentOf = (raw: string, filename: string) => {
  const start = raw.indexOf(`filename=${filename}`);
  expect(start, `attachment ${filename}`).toBeGreaterThan(-1);
  const body = raw.slice(raw.indexOf('\n\n', start) + 2);
  return Buffer.from(body.slice(0, body.indexOf('\n--')).replace(/\s+/g, ''), 'base64');
};

let t: TestApp;
let api: ReturnType<typeof invoiceApi>;
let contact: Awaited<ReturnType<typeof insertContact>>;
let personId: number;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
  await writeIdentity(t.ctx.db, { numbering_invoice_template: 'F{year}-{id}' });
  api = invoiceApi(t);
  contact = await insertContact(t.ctx.db, {
    company_name: 'Feestboerderij De Wei',
    people: [{ first_name: 'Fleur', last_name: 'Visser' }],
  });
  personId = contact.people[0]?.id ?? 0;
});
afterAll(() => t.close());

const setForm = async (form: unknown) => api.call('POST', '/settings.set', { customer_address_form: form });

/** A published invoice for the contact person Fleur Visser, overdue (dated 30 days ago). */
const overdueForPerson = async () => {
  const concept = await api.concept(contact.id, LINES, { person_id: personId, invoice_date: dayFrom(-30) });
  const res = await api.update(concept.id, { status: 'outstanding' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().entry.model;
};

const newMails = async (before: number) => {
  await t.ctx.outbox.drain();
  return readMailFiles(t.dataDir).slice(before);
};

describe('the form of address setting', () => {
  it('is "je" by default, takes "u", records the change and refuses anything else', async () => {
    expect((await api.call('GET', '/settings.get')).json().customer_address_form).toBe('je');
    const bad = await setForm('jij');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.customer_address_form).toEqual(['Kies je of u.']);
    const res = await setForm('u');
    expect(res.statusCode).toBe(200);
    expect(res.json().customer_address_form).toBe('u');
    const log = (await api.call('GET', '/audit.view?entity=settings')).json().results;
    expect(JSON.stringify(log)).toContain('"customer_address_form":{"from":"je","to":"u"}');
    await setForm('je');
  });
});

describe('with "u"', () => {
  beforeAll(async () => {
    expect((await setForm('u')).statusCode).toBe(200);
  });
  afterAll(async () => {
    await setForm('je');
  });

  it('writes the invoice mail and its PDF formally, opening with the contact person', async () => {
    const invoice = await overdueForPerson();
    const { draft } = (await api.call('GET', `/invoice.mail/${invoice.id}`)).json().entry.model;
    expect(draft.message.split('\n')[0]).toBe('Geachte Fleur Visser,');
    expect(draft.message).toContain(`Hierbij ontvangt u factuur ${invoice.invoice_id}`);
    expect(draft.message).toContain('Wij verzoeken u vriendelijk');
    expect(draft.message).not.toMatch(INFORMAL);

    const before = readMailFiles(t.dataDir).length;
    const sent = await api.call('POST', `/invoice.send/${invoice.id}`, { ...draft, to: 'fleur@dewei.nl' });
    expect(sent.statusCode, sent.body).toBe(200);
    const [raw = ''] = await newMails(before);
    expect(readable(raw)).toContain('Geachte Fleur Visser,');
    const pdf = await pdfText(attachmentOf(raw, `factuur-${invoice.invoice_id}.pdf`));
    expect(pdf).toContain('t.a.v. Fleur Visser');
    expect(pdf).toContain('Wij verzoeken u vriendelijk het totaalbedrag');
    expect(pdf).not.toMatch(INFORMAL);
  });

  it('writes herinnering and aanmaning formally throughout, opening with the contact person', async () => {
    const invoice = await overdueForPerson();
    const preview = (await api.call('GET', `/invoice.reminder/${invoice.id}`)).json().entry.model;
    expect(preview.text.split('\n')[0]).toBe('Geachte Fleur Visser,');
    expect(preview.text).toContain('Wilt u dit bedrag zo snel mogelijk betalen?');
    expect(preview.text).toContain('Heeft u al betaald, dan kunt u deze herinnering');
    expect(preview.text).not.toMatch(INFORMAL);

    const before = readMailFiles(t.dataDir).length;
    expect((await api.call('POST', `/invoice.remind/${invoice.id}`)).statusCode).toBe(200);
    const [raw = ''] = await newMails(before);
    const mail = readable(raw);
    expect(mail).toContain('Wilt u dit bedrag zo snel mogelijk betalen?');
    const pdf = await pdfText(attachmentOf(raw, `factuur-${invoice.invoice_id}.pdf`));
    expect(pdf).toContain('Wij verzoeken u vriendelijk');
    expect(pdf).not.toMatch(INFORMAL);

    // The aanmaning, once it may go out, keeps the same form.
    await t.ctx.db
      .updateTable('invoice_reminders')
      .set({ sent_at: new Date(Date.now() - 30 * 86_400_000).toISOString() })
      .where('invoice_id', '=', invoice.id)
      .execute();
    const second = (await api.call('GET', `/invoice.reminder/${invoice.id}`)).json().entry.model;
    expect(second.level).toBe(2);
    expect(second.text).toContain('Wij verzoeken u dit bedrag per omgaande te voldoen.');
    expect(second.text).toContain('bent u de wettelijke handelsrente verschuldigd');
    expect(second.text).not.toMatch(INFORMAL);
  });

  it('writes the order confirmation formally', async () => {
    const catalog = await createCatalog(t, 1);
    const before = readMailFiles(t.dataDir).length;
    await orderApi(t).createOk(
      newContactOrder([reservationOf(catalog.castleUnits[0]?.id ?? 0, day(5), day(5))], { publish: true }),
    );
    const [raw = ''] = await newMails(before);
    const mail = readable(raw);
    expect(mail).toContain(`Geachte ${NEW_CONTACT.first_name} ${NEW_CONTACT.last_name},`);
    expect(mail).toContain('Bedankt voor uw bestelling.');
    expect(mail).toContain('U betaalt het bedrag contant bij de levering.');
    const body = (
      await t.ctx.db
        .selectFrom('outbox_mails')
        .select('body_text')
        .where('kind', '=', 'order_confirmation')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow()
    ).body_text;
    expect(body).not.toMatch(INFORMAL);
  });

  it('writes the booking mail formally', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/booking.create',
      remoteAddress: '10.0.0.7',
      payload: {
        items: [
          {
            slug: 'springkasteel-jungle',
            from: day(12),
            until: day(12),
            quantity: 1,
            delivery_time: '10:00-12:00',
            pickup_time: '16:00-18:00',
          },
        ],
        payment_method: 'cash',
        customer: {
          contact_type: 'individual',
          first_name: 'Eva',
          last_name: 'Bakker',
          email_address: 'eva@example.nl',
          phone_number: '06-11112222',
          address_line_1: 'Dorpsstraat 1',
          postal_code: '3511 AA',
          city: 'Utrecht',
        },
        terms_accepted: true,
        terms_version: '1',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const mail = await t.ctx.db
      .selectFrom('outbox_mails')
      .selectAll()
      .where('to_address', '=', 'eva@example.nl')
      .executeTakeFirstOrThrow();
    expect(mail.body_text.split('\n')[0]).toBe('Geachte Eva Bakker,');
    expect(mail.body_text).toContain('Bedankt voor uw aanvraag.');
    expect(mail.body_text).toContain('Bekijk de status van uw aanvraag');
    expect(mail.body_text).not.toMatch(INFORMAL);
  });
});

describe('with "je" (the default)', () => {
  it('opens the reminder with the contact person and stays informal', async () => {
    const invoice = await overdueForPerson();
    const preview = (await api.call('GET', `/invoice.reminder/${invoice.id}`)).json().entry.model;
    expect(preview.text.split('\n')[0]).toBe('Beste Fleur Visser,');
    expect(preview.text).toContain('Wil je dit bedrag zo snel mogelijk betalen?');
    expect(preview.text).not.toMatch(FORMAL);
    const { draft } = (await api.call('GET', `/invoice.mail/${invoice.id}`)).json().entry.model;
    expect(draft.message).not.toMatch(FORMAL);
  });
});
