import { INVOICE_MESSAGES } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextInvoiceSeq } from '../../src/features/numbering/next-invoice-seq.ts';
import { readStoredSettings } from '../../src/features/settings/read-settings.ts';
import { createSettingsRepository } from '../../src/features/settings/settings.repository.ts';
import { insertContact, invoiceApi, writeIdentity } from '../support/invoices-factories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let api: ReturnType<typeof invoiceApi>;

beforeAll(async () => {
  t = await createTestApp();
  await t.authHeaders();
  await writeIdentity(t.ctx.db, { numbering_invoice_template: 'F{year}-{id}' });
  api = invoiceApi(t);
});
afterAll(() => t.close());

describe('gapless numbers under concurrency', () => {
  it('gives 200 concurrent publishes the unique, gapless numbers 0001..0200', async () => {
    const contact = await insertContact(t.ctx.db);
    const concepts: number[] = [];
    for (let i = 0; i < 200; i++) {
      const model = await api.concept(contact.id, [{ description: `Regel ${i}`, unitPrice: 1000 + i }], {
        invoice_date: '2026-04-01',
      });
      concepts.push(model.id);
    }
    const answers = await Promise.all(concepts.map((id) => api.update(id, { status: 'outstanding' })));
    expect(answers.map((res) => res.statusCode)).toEqual(concepts.map(() => 200));
    const numbers = answers.map((res) => res.json().entry.model.invoice_id as string).sort();
    expect(numbers).toEqual(Array.from({ length: 200 }, (_, i) => `F2026-${String(i + 1).padStart(4, '0')}`));
    const rows = await t.ctx.db
      .selectFrom('invoices')
      .select(['number_seq'])
      .where('number_scope', '=', '2026')
      .execute();
    expect(rows.map((r) => r.number_seq).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(
      Array.from({ length: 200 }, (_, i) => i + 1),
    );
    // The numbering settings now show the next number.
    expect(
      await nextInvoiceSeq({
        db: t.ctx.db,
        kind: t.ctx.dbKind,
        template: (await readStoredSettings(t.ctx.db)).numbering_invoice_template,
        year: 2026,
      }),
    ).toBe(201);
  });

  it('restarts at 0001 in another year and never reuses a number after Wijzig factuur', async () => {
    const contact = await insertContact(t.ctx.db);
    const old = await api.concept(contact.id, [{ description: 'Oud', unitPrice: 500 }], {
      invoice_date: '2025-12-31',
    });
    const first = (await api.update(old.id, { status: 'outstanding' })).json().entry.model;
    expect(first.invoice_id).toBe('F2025-0001');
    await api.update(old.id, { status: 'concept' });
    // The concept keeps F2025-0001: a date in 2026 would put a 2025 number on a 2026 invoice.
    const moved = await api.update(old.id, { invoice_date: '2026-01-02' });
    expect(moved.statusCode).toBe(422);
    const message = INVOICE_MESSAGES.dateOutsideNumberYear('F2025-0001', '2025');
    expect(moved.json()).toMatchObject({ message, errors: { invoice_date: [message] } });
    expect((await api.view(old.id)).invoice_date).toBe('2025-12-31');
    // Another date in 2025 is fine; re-publishing keeps the number.
    expect((await api.update(old.id, { invoice_date: '2025-12-30' })).statusCode).toBe(200);
    const again = (await api.update(old.id, { status: 'outstanding' })).json().entry.model;
    expect(again).toMatchObject({ invoice_id: 'F2025-0001', invoice_date: '2025-12-30' });
    const next = await api.concept(contact.id, [{ description: 'Nieuw', unitPrice: 500 }], {
      invoice_date: '2026-05-01',
    });
    const published = (await api.update(next.id, { status: 'outstanding' })).json().entry.model;
    expect(published.invoice_id).toBe('F2026-0201');
  });

  it('lets a number without a year move to another year, since its series has no year', async () => {
    await createSettingsRepository(t.ctx.db).writeMany({ numbering_invoice_template: 'INV-{id}' });
    try {
      const contact = await insertContact(t.ctx.db);
      const model = await api.concept(contact.id, [{ description: 'Doorlopend', unitPrice: 500 }], {
        invoice_date: '2025-11-03',
      });
      const first = (await api.update(model.id, { status: 'outstanding' })).json().entry.model;
      expect(first.invoice_id).toBe('INV-0001');
      await api.update(model.id, { status: 'concept' });
      expect((await api.update(model.id, { invoice_date: '2026-02-03' })).statusCode).toBe(200);
      const again = (await api.update(model.id, { status: 'outstanding' })).json().entry.model;
      expect(again).toMatchObject({ invoice_id: 'INV-0001', invoice_date: '2026-02-03' });
    } finally {
      await createSettingsRepository(t.ctx.db).writeMany({ numbering_invoice_template: 'F{year}-{id}' });
    }
  });
});
