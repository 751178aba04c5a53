import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNumberingService } from '../../src/features/numbering/numbering.service.ts';
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
    expect(await createNumberingService(t.ctx.db, t.ctx.dbKind).nextSeq(2026)).toBe(201);
  });

  it('restarts at 0001 in another year and never reuses a number after Wijzig factuur', async () => {
    const contact = await insertContact(t.ctx.db);
    const old = await api.concept(contact.id, [{ description: 'Oud', unitPrice: 500 }], {
      invoice_date: '2025-12-31',
    });
    const first = (await api.update(old.id, { status: 'outstanding' })).json().entry.model;
    expect(first.invoice_id).toBe('F2025-0001');
    await api.update(old.id, { status: 'concept' });
    // Edit the date into 2026 while a concept: the number stays the 2025 one.
    await api.update(old.id, { invoice_date: '2026-01-02' });
    const again = (await api.update(old.id, { status: 'outstanding' })).json().entry.model;
    expect(again.invoice_id).toBe('F2025-0001');
    const next = await api.concept(contact.id, [{ description: 'Nieuw', unitPrice: 500 }], {
      invoice_date: '2026-05-01',
    });
    const published = (await api.update(next.id, { status: 'outstanding' })).json().entry.model;
    expect(published.invoice_id).toBe('F2026-0201');
  });
});
