import type { Page } from '@playwright/test';
import { createSignedInClient, type Entry } from './api-client.ts';

export type InvoiceModel = {
  id: number;
  uuid: string;
  invoice_id: string | null;
  concept_id: number;
  status: string;
  invoice_date: string;
  items: Array<{ uuid: string; description: string }>;
};

/** Invoice and contact calls with the demo account's token, to set up what a test needs. */
export async function invoicesApi(page: Page) {
  const api = await createSignedInClient(page.request);
  const model = (r: Entry<InvoiceModel>) => r.entry.model;
  return {
    /** A contact with an address (publishing needs one) unless the body says otherwise. */
    createContact: (body: Record<string, unknown>) =>
      api
        .post<Entry<{ id: number; uuid: string; display_name: string }>>('/api/contact.create', {
          address_line_1: 'Dorpsstraat 1',
          postal_code: '3511 AA',
          city: 'Utrecht',
          ...body,
        })
        .then((r) => r.entry.model),
    create: (body: Record<string, unknown>) =>
      api.post<Entry<InvoiceModel>>('/api/invoice.create', body).then(model),
    view: (id: number) => api.get<Entry<InvoiceModel>>(`/api/invoice.view/${id}`).then(model),
    update: (id: number, body: Record<string, unknown>) =>
      api.patch<Entry<InvoiceModel>>(`/api/invoice.update/${id}`, body).then(model),
    /** A published invoice with one line, dated `invoiceDate`. */
    published: async (contactId: number, invoiceDate: string, description = 'Springkussen Kasteel') => {
      const created = model(
        await api.post<Entry<InvoiceModel>>('/api/invoice.create', {
          contact_id: contactId,
          invoice_date: invoiceDate,
        }),
      );
      await api.patch(`/api/invoice.update/${created.id}`, { items: [{ description, unitPrice: 12500 }] });
      return model(
        await api.patch<Entry<InvoiceModel>>(`/api/invoice.update/${created.id}`, { status: 'outstanding' }),
      );
    },
  };
}

/** 'yyyy-MM-dd' of today in Amsterdam shifted by `days`. */
export const amsterdamDay = (days = 0) => {
  // Count calendar days from today's Amsterdam date: 40 × 24 h back from 23:07 CET lands on
  // 00:07 CEST, one day off, whenever a DST change lies in between.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** 'dd-MM-yyyy' of a 'yyyy-MM-dd' day. */
export const dutchDate = (iso: string) => iso.split('-').reverse().join('-');
