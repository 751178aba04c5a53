import { randomUUID } from 'node:crypto';
import type { InvoiceLineInput } from '@app/contracts';
import type { Db } from '../../src/db/database.ts';
import { createSettingsRepository } from '../../src/features/settings/settings.repository.ts';
import { normalizeSearchText } from '../../src/lib/search-text.ts';
import type { TestApp } from './test-app.ts';

export const IDENTITY = {
  identity_company_name: 'Springplezier Verhuur B.V.',
  identity_address_line_1: 'Kanaalweg 12',
  identity_address_line_2: '',
  identity_postal_code: '3526 KL',
  identity_city: 'Utrecht',
  identity_country: 'nl',
  identity_email_address: 'info@springplezier.nl',
  identity_phone_number: '030 234 56 78',
  identity_coc_id: '81234567',
  identity_vat_id: 'NL862345678B01',
  identity_bank_account_id: 'NL91ABNA0417164300',
  identity_bank_account_holder: 'Springplezier Verhuur B.V.',
  identity_bank_swift_bic: 'ABNANL2A',
} as const;

export const writeIdentity = (db: Db, overrides: Record<string, unknown> = {}) =>
  createSettingsRepository(db).writeMany({ ...IDENTITY, ...overrides });

type ContactInput = {
  contact_type?: 'individual' | 'business';
  company_name?: string | null;
  first_name?: string | null;
  last_name?: string | null;
  address_line_1?: string | null;
  postal_code?: string | null;
  city?: string | null;
  country?: string;
  vat_id?: string | null;
  deleted_at?: string | null;
  people?: Array<{ first_name: string; last_name: string }>;
};

/** Inserts a contact (and its people) straight into the tables, independent of the contacts API. */
export const insertContact = async (db: Db, input: ContactInput = {}) => {
  const now = new Date().toISOString();
  const type = input.contact_type ?? 'business';
  const company =
    input.company_name === undefined
      ? type === 'business'
        ? 'Feestboerderij De Wei'
        : null
      : input.company_name;
  const first = input.first_name === undefined ? 'Jan' : input.first_name;
  const last = input.last_name === undefined ? 'Jansen' : input.last_name;
  const display = type === 'business' ? (company ?? '') : [first, last].filter(Boolean).join(' ');
  const row = await db
    .insertInto('contacts')
    .values({
      uuid: randomUUID(),
      contact_type: type,
      display_name: display,
      sort_name: normalizeSearchText(display),
      first_name: first,
      last_name: last,
      company_name: company,
      coc_id: null,
      vat_id: input.vat_id ?? null,
      email_address: 'info@example.nl',
      phone_number: null,
      address_line_1: input.address_line_1 === undefined ? 'Dorpsstraat 1' : input.address_line_1,
      address_line_2: null,
      postal_code: input.postal_code === undefined ? '3581 AB' : input.postal_code,
      city: input.city === undefined ? 'Utrecht' : input.city,
      country: input.country ?? 'nl',
      search_text: normalizeSearchText([display, first, last, company].filter(Boolean).join(' ')),
      created_at: now,
      updated_at: now,
      deleted_at: input.deleted_at ?? null,
    })
    .returning(['id', 'uuid'])
    .executeTakeFirstOrThrow();
  const people: Array<{ id: number; first_name: string; last_name: string }> = [];
  for (const person of input.people ?? []) {
    const inserted = await db
      .insertInto('contact_people')
      .values({ contact_id: row.id, ...person, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    people.push({ id: inserted.id, ...person });
  }
  return { ...row, display_name: display, people };
};

export const LINES: InvoiceLineInput[] = [
  { description: 'Springkussen Kasteel (1 dag)', unitCount: 1, unitPrice: 12500, taxRate: 21 },
  { description: 'Bezorging en ophalen', unitCount: 2.5, unitPrice: 1000, taxRate: 21 },
  { description: 'Suikerspinmachine', unitCount: 1, unitPrice: 4500, taxRate: 9 },
];

/** API helpers bound to a test app. */
export const invoiceApi = (t: TestApp) => {
  const call = async (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: Record<string, unknown>,
  ) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: await t.authHeaders(),
      ...(payload === undefined ? {} : { payload }),
    });
  return {
    call,
    create: async (body: Record<string, unknown>) => {
      const res = await call('POST', '/invoice.create', body);
      if (res.statusCode !== 200) throw new Error(`create ${res.statusCode}: ${res.body}`);
      return res.json().entry.model;
    },
    update: (id: string | number, body: Record<string, unknown>) =>
      call('PATCH', `/invoice.update/${id}`, body),
    view: async (id: string | number) => (await call('GET', `/invoice.view/${id}`)).json().entry.model,
    /** A concept with lines for a fresh contact. */
    concept: async (
      contactId: number,
      lines: InvoiceLineInput[] = LINES,
      extra: Record<string, unknown> = {},
    ) => {
      const res = await call('POST', '/invoice.create', { contact_id: contactId, ...extra });
      if (res.statusCode !== 200) throw new Error(`create ${res.statusCode}: ${res.body}`);
      const model = res.json().entry.model;
      const linesRes = await call('PATCH', `/invoice.update/${model.id}`, { items: lines });
      if (linesRes.statusCode !== 200) throw new Error(`lines ${linesRes.statusCode}: ${linesRes.body}`);
      return linesRes.json().entry.model;
    },
  };
};
