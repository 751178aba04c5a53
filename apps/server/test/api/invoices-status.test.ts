import { INVOICE_MESSAGES } from '@app/contracts';
import { addCalendarDays, effectiveInvoiceStatus, todayCalendarDate } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSettingsRepository } from '../../src/features/settings/settings.repository.ts';
import { insertContact, invoiceApi, LINES, writeIdentity } from '../support/invoices-factories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let api: ReturnType<typeof invoiceApi>;
let contact: Awaited<ReturnType<typeof insertContact>>;

beforeAll(async () => {
  t = await createTestApp();
  await t.authHeaders();
  await writeIdentity(t.ctx.db, { numbering_invoice_template: 'F{year}-{id}' });
  api = invoiceApi(t);
  contact = await insertContact(t.ctx.db, {
    company_name: 'Feestboerderij Één',
    people: [{ first_name: 'Anna', last_name: 'de Vries' }],
  });
});
afterAll(() => t.close());

const publish = (id: number | string) => api.update(id, { status: 'outstanding' });

describe('status machine', () => {
  it('publishes with a number, freezes the details and refuses edits until Wijzig factuur', async () => {
    const model = await api.concept(contact.id, LINES, {
      invoice_date: '2026-03-05',
      person_id: contact.people[0]?.id,
    });
    const res = await publish(model.uuid);
    expect(res.statusCode).toBe(200);
    const published = res.json().entry.model;
    expect(published.invoice_id).toMatch(/^F2026-\d{4}$/);
    expect(published.status).toBe(effectiveInvoiceStatus('outstanding', '2026-03-19', todayCalendarDate()));
    expect(published.published_at).not.toBeNull();

    // Frozen: renaming the contact and the company does not change the published invoice.
    await t.ctx.db
      .updateTable('contacts')
      .set({ display_name: 'Nieuwe Naam', city: 'Zwolle' })
      .where('id', '=', contact.id)
      .execute();
    await createSettingsRepository(t.ctx.db).writeMany({ identity_company_name: 'Ander Bedrijf' });
    const frozen = await api.view(model.id);
    expect(frozen.contact.display_name).toBe('Feestboerderij Één');
    expect(frozen.contact.city).toBe('Utrecht');
    expect(frozen.company_details.identity_company_name).toBe('Springplezier Verhuur B.V.');
    await t.ctx.db
      .updateTable('contacts')
      .set({ display_name: 'Feestboerderij Één', city: 'Utrecht' })
      .where('id', '=', contact.id)
      .execute();
    await createSettingsRepository(t.ctx.db).writeMany({
      identity_company_name: 'Springplezier Verhuur B.V.',
    });

    for (const body of [{ identifier: 'x' }, { items: [] }, { include_tax: true }]) {
      const refused = await api.update(model.id, body);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(INVOICE_MESSAGES.notEditable);
    }
    const del = await api.call('DELETE', `/invoice.delete/${model.id}`);
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toBe(INVOICE_MESSAGES.deleteNumbered);

    // Wijzig factuur: back to concept, keeps its number; still not deletable; re-publish keeps it.
    const back = await api.update(model.id, { status: 'concept' });
    expect(back.statusCode).toBe(200);
    expect(back.json().entry.model).toMatchObject({ status: 'concept', invoice_id: published.invoice_id });
    const delAfter = await api.call('DELETE', `/invoice.delete/${model.id}`);
    expect(delAfter.statusCode).toBe(409);
    expect(delAfter.json().message).toBe(INVOICE_MESSAGES.deleteNumbered);
    expect((await api.update(model.id, { identifier: 'Gecorrigeerd' })).statusCode).toBe(200);
    const counterBefore = await t.ctx.db.selectFrom('invoice_number_counters').selectAll().execute();
    const again = await publish(model.id);
    expect(again.statusCode).toBe(200);
    expect(again.json().entry.model.invoice_id).toBe(published.invoice_id);
    expect(again.json().entry.model.identifier).toBe('Gecorrigeerd');
    expect(await t.ctx.db.selectFrom('invoice_number_counters').selectAll().execute()).toEqual(counterBefore);
  });

  it('walks outstanding → paid / uncollectable and refuses every other transition in Dutch', async () => {
    const future = addCalendarDays(todayCalendarDate(), -1);
    const a = await api.concept(contact.id, LINES, { invoice_date: future });
    // concept → paid / uncollectable / overdue / concept are refused.
    for (const to of ['paid', 'uncollectable', 'concept']) {
      const res = await api.update(a.id, { status: to });
      expect(res.statusCode, to).toBe(409);
      expect(res.json().message).toMatch(/^Een factuur met status Concept kan niet naar/);
    }
    const overdue = await api.update(a.id, { status: 'overdue' });
    expect(overdue.statusCode).toBe(409);
    expect(overdue.json().message).toBe(INVOICE_MESSAGES.overdueIsAutomatic);

    expect((await publish(a.id)).json().entry.model.status).toBe('outstanding');
    const twice = await publish(a.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(
      'Een factuur met status Openstaand kan niet naar Openstaand worden gezet.',
    );

    const paid = await api.update(a.id, { status: 'paid' });
    expect(paid.json().entry.model).toMatchObject({ status: 'paid', allowed_transitions: ['concept'] });
    for (const to of ['outstanding', 'uncollectable', 'paid']) {
      const res = await api.update(a.id, { status: to });
      expect(res.statusCode, to).toBe(409);
      expect(res.json().message).toMatch(/^Een factuur met status Betaald kan niet naar/);
    }

    const b = await api.concept(contact.id);
    await publish(b.id);
    const unc = await api.update(b.id, { status: 'uncollectable' });
    expect(unc.json().entry.model.status).toBe('uncollectable');
    for (const to of ['outstanding', 'paid']) {
      const res = await api.update(b.id, { status: to });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(/^Een factuur met status Oninbaar kan niet naar/);
    }
    expect((await api.update(b.id, { status: 'concept' })).json().entry.model.status).toBe('concept');
  });

  // Every from × to pair, each on a fresh invoice; the expectations are written out here rather
  // than taken from @app/domain, so a change of the machine shows up as a failing row.
  const LABELS = {
    concept: 'Concept',
    outstanding: 'Openstaand',
    overdue: 'Verlopen',
    paid: 'Betaald',
    uncollectable: 'Oninbaar',
  } as const;
  type Status = keyof typeof LABELS;
  const STATUSES = Object.keys(LABELS) as Status[];
  const ALLOWED: Record<Status, Status[]> = {
    concept: ['outstanding'],
    outstanding: ['paid', 'uncollectable', 'concept'],
    overdue: ['paid', 'uncollectable', 'concept'],
    paid: ['concept'],
    uncollectable: ['concept'],
  };
  const invoiceIn = async (status: Status | 'deleted') => {
    const model = await api.concept(contact.id, LINES, {
      invoice_date: status === 'overdue' ? '2025-02-03' : todayCalendarDate(),
    });
    if (status === 'deleted') {
      expect((await api.call('DELETE', `/invoice.delete/${model.id}`)).statusCode).toBe(200);
      return model.id as number;
    }
    if (status !== 'concept') expect((await publish(model.id)).statusCode).toBe(200);
    if (status === 'paid' || status === 'uncollectable')
      expect((await api.update(model.id, { status })).statusCode).toBe(200);
    expect((await api.view(model.id)).status).toBe(status);
    return model.id as number;
  };

  it.each(STATUSES.flatMap((from) => STATUSES.map((to) => [from, to] as const)))(
    '%s → %s is allowed or refused in Dutch',
    async (from, to) => {
      const id = await invoiceIn(from);
      const res = await api.update(id, { status: to });
      if (ALLOWED[from].includes(to)) {
        expect(res.statusCode).toBe(200);
        expect(res.json().entry.model.status).toBe(to);
        return;
      }
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(
        to === 'overdue'
          ? INVOICE_MESSAGES.overdueIsAutomatic
          : `Een factuur met status ${LABELS[from]} kan niet naar ${LABELS[to]} worden gezet.`,
      );
      expect((await api.view(id)).status).toBe(from);
    },
  );

  it.each(STATUSES)('a deleted concept refuses → %s', async (to) => {
    const id = await invoiceIn('deleted');
    const res = await api.update(id, { status: to });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(INVOICE_MESSAGES.deleted);
  });

  it('reads an outstanding invoice past its due date as overdue in view, list, search and filters', async () => {
    const model = await api.concept(contact.id, LINES, { invoice_date: '2025-01-10', days_until_due: 14 });
    const published = (await publish(model.id)).json().entry.model;
    expect(published.status).toBe('overdue');
    expect(published.allowed_transitions).toEqual(['paid', 'uncollectable', 'concept']);
    const list = (await api.call('GET', '/invoices.view?status=overdue&per_page=200')).json();
    expect(list.results.map((r: { id: number }) => r.id)).toContain(model.id);
    expect(list.results.every((r: { status: string }) => r.status === 'overdue')).toBe(true);
    const outstanding = (await api.call('GET', '/invoices.view?status=outstanding&per_page=200')).json();
    expect(outstanding.results.map((r: { id: number }) => r.id)).not.toContain(model.id);
    const found = (await api.call('GET', `/invoice.search/${published.invoice_id}`)).json().results;
    expect(found).toEqual([expect.objectContaining({ id: model.id, status: 'overdue' })]);
    expect((await api.update(model.id, { status: 'paid' })).json().entry.model.status).toBe('paid');
  });

  it('publishing needs a contact and at least one line', async () => {
    const empty = await api.create({ contact_id: contact.id });
    const res = await publish(empty.id);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(INVOICE_MESSAGES.linesRequired);
    expect((await api.view(empty.id)).invoice_id).toBeNull();

    const noContact = await api.concept(contact.id);
    await t.ctx.db.updateTable('invoices').set({ contact_id: null }).where('id', '=', noContact.id).execute();
    const res2 = await publish(noContact.id);
    expect(res2.statusCode).toBe(422);
    expect(res2.json().message).toBe(INVOICE_MESSAGES.contactRequired);
  });
});

describe('names and addresses required at publishing', () => {
  it('refuses a buyer without name, address, postcode or city, naming what is missing', async () => {
    const bare = await insertContact(t.ctx.db, {
      contact_type: 'individual',
      company_name: null,
      first_name: null,
      last_name: null,
      address_line_1: null,
      postal_code: '',
      city: ' ',
    });
    const model = await api.concept(bare.id);
    const res = await publish(model.id);
    expect(res.statusCode).toBe(422);
    const message =
      'Het contact mist gegevens die op de factuur moeten staan: naam, adres, postcode en plaats.';
    expect(res.json()).toMatchObject({ message, errors: { contact_id: [message] } });
    expect(await api.view(model.id)).toMatchObject({ status: 'concept', invoice_id: null });

    const noPostcode = await insertContact(t.ctx.db, { postal_code: null });
    const res2 = await publish((await api.concept(noPostcode.id)).id);
    expect(res2.statusCode).toBe(422);
    expect(res2.json().message).toBe('Het contact mist gegevens die op de factuur moeten staan: postcode.');
  });

  it('asks no postcode of a buyer abroad, but still an address and a city', async () => {
    const belgian = await insertContact(t.ctx.db, {
      company_name: 'Kermis Gent BV',
      address_line_1: 'Korenmarkt 1',
      postal_code: null,
      city: 'Gent',
      country: 'be',
    });
    expect((await publish((await api.concept(belgian.id)).id)).statusCode).toBe(200);
    const noCity = await insertContact(t.ctx.db, { postal_code: null, city: null, country: 'de' });
    const res = await publish((await api.concept(noCity.id)).id);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Het contact mist gegevens die op de factuur moeten staan: plaats.');
  });

  it('refuses while the company details lack what the invoice must show, and names both parties', async () => {
    const model = await api.concept(contact.id);
    await writeIdentity(t.ctx.db, {
      identity_coc_id: '',
      identity_vat_id: ' ',
      identity_bank_account_id: '',
      identity_bank_account_holder: '',
      identity_postal_code: '',
    });
    try {
      const res = await publish(model.id);
      expect(res.statusCode).toBe(422);
      const seller =
        'De bedrijfsgegevens (Instellingen) missen gegevens die op de factuur moeten staan: postcode, KvK-nummer, btw-id, IBAN en rekeninghouder.';
      expect(res.json()).toMatchObject({ message: seller, errors: { company_details: [seller] } });

      const homeless = await insertContact(t.ctx.db, { address_line_1: '' });
      const both = await publish((await api.concept(homeless.id)).id);
      expect(both.json().message).toBe(
        `Het contact mist gegevens die op de factuur moeten staan: adres. ${seller}`,
      );
      expect(Object.keys(both.json().errors).sort()).toEqual(['company_details', 'contact_id']);
    } finally {
      await writeIdentity(t.ctx.db);
    }
    expect((await publish(model.id)).statusCode).toBe(200);
  });
});
