import { addCalendarDays, todayCalendarDate } from '@app/domain';
import { insertContact, invoiceApi } from './invoices-factories.ts';
import type { TestApp } from './test-app.ts';

/** A day `offset` days from today (Amsterdam). */
export const dayFrom = (offset: number) => addCalendarDays(todayCalendarDate(), offset);

/** API helpers for payments bound to a test app. */
export const paymentApi = (t: TestApp) => {
  const invoices = invoiceApi(t);
  return {
    create: async (body: Record<string, unknown>, key?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/payment.create',
        headers: { ...(await t.authHeaders()), ...(key ? { 'idempotency-key': key } : {}) },
        payload: body,
      }),
    remove: (id: number | string) => invoices.call('DELETE', `/payment.delete/${id}`),
    /**
     * A published invoice of € 121,00 (€ 100 + 21 % VAT) for a fresh contact, dated `invoiceDay`
     * (default 20 days ago, due after 14: overdue).
     */
    published: async (
      options: { invoiceDay?: string; unitPrice?: number; contactType?: 'individual' | 'business' } = {},
    ) => {
      const contact = await insertContact(t.ctx.db, { contact_type: options.contactType ?? 'business' });
      const concept = await invoices.concept(
        contact.id,
        [{ description: 'Springkussen', unitCount: 1, unitPrice: options.unitPrice ?? 10_000, taxRate: 21 }],
        { invoice_date: options.invoiceDay ?? dayFrom(-20) },
      );
      const res = await invoices.update(concept.id, { status: 'outstanding' });
      if (res.statusCode !== 200) throw new Error(`publish ${res.statusCode}: ${res.body}`);
      return { invoice: res.json().entry.model, contact };
    },
  };
};
