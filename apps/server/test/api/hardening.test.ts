/**
 * One regression test per class of input that answered 500, on SQLite and on
 * PostgreSQL (TEST_DB=postgres). Each bad input gets a Dutch 4xx and changes nothing.
 */

import { randomUUID } from 'node:crypto';
import {
  ASSET_MESSAGES,
  CALENDAR_DATE_MESSAGE,
  CONTROL_CHARACTERS_MESSAGE,
  INVOICE_MESSAGES,
} from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { derivedFieldsOf } from '../../src/features/contacts/contact-fields.ts';
import { createContactRepository } from '../../src/features/contacts/contacts.repository.ts';
import { createUser } from '../../src/features/users/index.ts';
import { MULTIPART_MESSAGE } from '../../src/lib/multipart.ts';
import { createContactViaApi } from '../support/contacts-factories.ts';
import { insertContact, invoiceApi } from '../support/invoices-factories.ts';
import { createItem, createUnit } from '../support/items-factories.ts';
import { makeActivePdf, makeInertPdf } from '../support/pdf-factories.ts';
import { countAssetRows, listStoredFiles, uploadAsset } from '../support/settings-factories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  headers = await t.authHeaders();
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

const countRows = async (table: 'invoices' | 'contacts' | 'contact_people' | 'items' | 'categories') =>
  Number(
    (
      await t.ctx.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('§1–2 calendar dates: real days from 1900 through 2100 only', () => {
  const BAD_DATES = [
    '2026-02-30',
    '2027-02-29',
    '2026-04-31',
    '2026-13-01',
    '9999-12-31',
    '0000-01-01',
    '1899-12-31',
  ];

  it.each(BAD_DATES)(
    'item.availability?from=%s is a Dutch 422, before any default is computed',
    async (date) => {
      const item = await createItem(t, { name: `Datum ${date}` });
      for (const query of [`from=${date}`, `until=${date}`, `from=2026-01-01&until=${date}`]) {
        const res = await call('GET', `/api/item.availability/${item.id}?${query}`);
        expect(res.statusCode, `${query}: ${res.body}`).toBe(422);
        expect(res.json().message).toContain(CALENDAR_DATE_MESSAGE);
      }
    },
  );

  it.each(BAD_DATES)(
    'invoice.create and invoice.update with invoice_date %s are a Dutch 422 and store nothing',
    async (date) => {
      const contact = await insertContact(t.ctx.db);
      const before = await countRows('invoices');
      const created = await call('POST', '/api/invoice.create', {
        contact_id: contact.id,
        invoice_date: date,
      });
      expect(created.statusCode, created.body).toBe(422);
      expect(created.json().errors.invoice_date).toEqual([CALENDAR_DATE_MESSAGE]);
      expect(await countRows('invoices')).toBe(before);

      const concept = await invoiceApi(t).create({ contact_id: contact.id, invoice_date: '2026-03-02' });
      const updated = await call('PATCH', `/api/invoice.update/${concept.id}`, { invoice_date: date });
      expect(updated.statusCode, updated.body).toBe(422);
      expect((await invoiceApi(t).view(concept.id)).invoice_date).toBe('2026-03-02');
    },
  );

  it('takes the range edges on both databases alike, also when the due date lands in 2101', async () => {
    const contact = await insertContact(t.ctx.db);
    for (const date of ['1900-01-01', '2100-12-31', '2028-02-29']) {
      const res = await call('POST', '/api/invoice.create', {
        contact_id: contact.id,
        invoice_date: date,
        days_until_due: 365,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().entry.model.invoice_date).toBe(date);
    }
    const item = await createItem(t, { name: 'Randdatum' });
    const res = await call('GET', `/api/item.availability/${item.id}?from=2100-12-01`);
    expect(res.statusCode, res.body).toBe(200);
    expect(Object.keys(res.json())).toContain('2101-11-30');
  });
});

describe('§3 multipart without a boundary or cut off', () => {
  it.each(['/api/asset.create', '/api/contact.import'])('%s answers a Dutch 400', async (url) => {
    for (const [contentType, body] of [
      ['multipart/form-data', 'abc'],
      [
        'multipart/form-data; boundary=x',
        '--x\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nab',
      ],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...headers, 'content-type': contentType },
        payload: body,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ message: MULTIPART_MESSAGE, code: 'bad_request' });
    }
  });
});

describe('§4–5 control characters in text (U+0000 and friends)', () => {
  it.each([
    '/api/contacts.view?q=a%00b',
    '/api/contact.search/a%00b',
    '/api/invoices.view?q=a%00b',
    '/api/invoice.search/a%00b',
    '/api/items.view?q=a%00b',
    '/api/item.search/a%01b',
  ])('search %s is a Dutch 422', async (url) => {
    const res = await call('GET', url);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().message).toContain(CONTROL_CHARACTERS_MESSAGE);
  });

  it('refuses U+0000 in every text field of contacts, people, items and categories, storing nothing', async () => {
    const contact = await createContactViaApi(t, {
      contact_type: 'business',
      company_name: 'Nul BV',
      person: { first_name: 'Nora', last_name: 'Nul' },
    });
    const item = await createItem(t, { name: 'Nul artikel' });
    const before = await Promise.all(
      (['contacts', 'contact_people', 'items', 'categories'] as const).map(countRows),
    );
    const writes: Array<[string, string, Record<string, unknown>]> = [
      ['POST', '/api/contact.create', { contact_type: 'individual', first_name: 'a\u0000b' }],
      ['POST', '/api/contact.create', { contact_type: 'business', company_name: 'X', city: 'Ut\u0000recht' }],
      ['PATCH', `/api/contact.update/${contact.id}`, { address_line_1: '\u0000' }],
      ['PATCH', `/api/contact.update/${contact.id}`, { country: 'n\u0000l' }],
      ['POST', '/api/person.create', { contact_id: contact.id, first_name: 'A', last_name: 'B\u0000' }],
      ['PATCH', `/api/person.update/${contact.people[0]?.id}`, { department: 'x\u0000' }],
      ['POST', '/api/item.create', { name: 'Kasteel\u0000' }],
      ['PATCH', `/api/item.update/${item.id}`, { description: 'tekst\u0000' }],
      ['POST', '/api/category.create', { name: 'Cat\u0000' }],
      ['POST', '/api/unit.create', { item_id: item.id, serial_number: 'SN\u0000' }],
    ];
    for (const [method, url, payload] of writes) {
      const res = await call(method as 'POST', url, payload);
      expect(res.statusCode, `${url} ${res.body}`).toBe(422);
      expect(res.json().message).toContain(CONTROL_CHARACTERS_MESSAGE);
    }
    expect(
      await Promise.all((['contacts', 'contact_people', 'items', 'categories'] as const).map(countRows)),
    ).toEqual(before);
    // Tabs and line ends are text, not control characters to refuse.
    const note = await call('PATCH', `/api/item.update/${item.id}`, {
      description: 'Regel 1\nRegel 2\tmet tab',
    });
    expect(note.statusCode, note.body).toBe(200);
  });

  it('refuses Unicode noncharacters and lone surrogates like control characters, and takes emoji', async () => {
    const before = await countRows('contacts');
    for (const name of [
      'a\uFFFEb',
      'a\uFFFF',
      '\uFDD0x',
      'x\u{1FFFE}',
      'x\u{10FFFF}',
      'x\uD800',
      '\uDFFFx',
    ]) {
      const res = await call('POST', '/api/contact.create', { contact_type: 'business', company_name: name });
      expect(res.statusCode, `${JSON.stringify(name)} ${res.body}`).toBe(422);
      expect(res.json().message).toContain(CONTROL_CHARACTERS_MESSAGE);
      expect(res.json().errors).toHaveProperty('company_name');
    }
    // In a search too.
    const search = await call('GET', '/api/contacts.view?q=a%EF%BF%BEb');
    expect(search.statusCode, search.body).toBe(422);
    expect(search.json().message).toContain(CONTROL_CHARACTERS_MESSAGE);
    expect(await countRows('contacts')).toBe(before);
    const emoji = await call('POST', '/api/contact.create', {
      contact_type: 'business',
      company_name: 'Feest 😀 \u{20000}',
    });
    expect(emoji.statusCode, emoji.body).toBe(200);
    expect(emoji.json().entry.model.company_name).toBe('Feest 😀 \u{20000}');
  });

  it('refuses control characters in upload form fields too', async () => {
    const before = await countAssetRows(t);
    const res = await uploadAsset(t, await makeInertPdf(), {
      fileName: 'keuring.pdf',
      contentType: 'application/pdf',
      assetType: 'asset/document',
      storageConfig: { container: 'certificates' },
      tags: ['keuring\u0000'],
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().message).toContain(CONTROL_CHARACTERS_MESSAGE);
    expect(await countAssetRows(t)).toBe(before);
  });
});

describe('§6 ids past the integer columns', () => {
  it.each(['2147483648', '99999999999', '4294967296'])(
    'path id %s is a Dutch 404 on every {id} route',
    async (id) => {
      for (const [method, url] of [
        ['GET', `/api/contact.view/${id}`],
        ['GET', `/api/item.view/${id}`],
        ['GET', `/api/item.availability/${id}`],
        ['GET', `/api/unit.view/${id}`],
        ['GET', `/api/invoice.view/${id}`],
        ['GET', `/api/invoice.render/${id}`],
        ['POST', `/api/invoice.duplicate/${id}`],
        ['DELETE', `/api/contact.delete/${id}`],
        ['DELETE', `/api/person.delete/${id}`],
        ['DELETE', `/api/asset.delete/${id}`],
        ['POST', `/api/contact.restore/${id}`],
      ] as const) {
        const res = await call(method, url);
        expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(404);
        expect(res.json().code).toBe('not_found');
      }
    },
  );

  it('body and query ids past 2^31 − 1 are a Dutch 422 (or an empty list where it filters)', async () => {
    const item = await createItem(t, { name: 'Groot id' });
    for (const [method, url, payload] of [
      ['POST', '/api/invoice.create', { contact_id: 2147483648 }],
      ['POST', '/api/invoice.create', { contact_id: 1, person_id: 2147483648 }],
      ['POST', '/api/person.create', { contact_id: 2147483648, first_name: 'A', last_name: 'B' }],
      ['POST', '/api/item.create', { name: 'X', category_id: 2147483648 }],
      ['PATCH', `/api/item.update/${item.id}`, { images: [99999999999] }],
      ['POST', '/api/unit.create', { item_id: 2147483648, serial_number: 'S' }],
      ['POST', '/api/item.attach/document', { item_id: item.id, asset_id: 2147483648 }],
      ['GET', '/api/invoices.view?contact_id=2147483648', undefined],
    ] as const) {
      const res = await call(method, url, payload);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(422);
    }
    expect(
      (await call('POST', '/api/invoice.create', { contact_id: 2147483648 })).json().errors.contact_id,
    ).toEqual([INVOICE_MESSAGES.contactNotFound]);
    const people = await call('GET', '/api/people.view?contact_id=2147483648');
    expect(people.statusCode, people.body).toBe(404);
  });

  it('item prices stay inside the 32-bit column (at most € 10.000.000,00)', async () => {
    expect((await call('POST', '/api/item.create', { name: 'Duur', price: 3_000_000_000 })).statusCode).toBe(
      422,
    );
    expect((await call('POST', '/api/item.create', { name: 'Duur', price: 1_000_000_000 })).statusCode).toBe(
      200,
    );
  });
});

describe('§9 no caching of API answers', () => {
  it('sends Cache-Control: no-store with tokens, data and errors', async () => {
    await createUser({
      db: t.ctx.db,
      input: {
        email: 'cache@example.nl',
        password: 'geheim123',
        given_name: 'C',
        family_name: 'N',
      },
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'cache@example.nl', password: 'geheim123' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refresh_token: login.json().authorization.refresh_token },
    });
    expect(refresh.statusCode).toBe(200);
    expect(refresh.headers['cache-control']).toBe('no-store');
    for (const url of [
      '/api/contacts.view',
      '/api/settings.get',
      '/api/contact.view/999999',
      '/api/onbekend',
    ]) {
      expect((await call('GET', url)).headers['cache-control'], url).toBe('no-store');
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).headers['cache-control']).toBe(
      'no-store',
    );
  });
});

describe('§10 PDFs with JavaScript or launch actions', () => {
  it.each([
    ['open-action-javascript', false],
    ['document-javascript', true],
    ['link-javascript', false],
    ['launch', true],
    ['escaped-name', false],
  ] as const)('refuses %s (object streams: %s) and stores nothing', async (kind, objectStreams) => {
    const before = { rows: await countAssetRows(t), files: listStoredFiles(t.dataDir) };
    const res = await uploadAsset(t, await makeActivePdf(kind, { objectStreams }), {
      fileName: 'certificaat.pdf',
      contentType: 'application/pdf',
      assetType: 'asset/document',
      storageConfig: { container: 'certificates' },
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({
      message: ASSET_MESSAGES.activePdf,
      errors: { asset: [ASSET_MESSAGES.activePdf] },
    });
    expect(await countAssetRows(t)).toBe(before.rows);
    expect(listStoredFiles(t.dataDir)).toEqual(before.files);
  });

  it('stores an inert PDF with a page open action and a web link', async () => {
    const res = await uploadAsset(t, await makeInertPdf({ objectStreams: true }), {
      fileName: 'certificaat.pdf',
      contentType: 'application/pdf',
      assetType: 'asset/document',
      storageConfig: { container: 'certificates' },
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('§6 a unit of an item is still found by its small id', () => {
  it('keeps small ids working', async () => {
    const item = await createItem(t, { name: 'Klein id' });
    const unit = await createUnit(t, { item_id: item.id, serial_number: 'K-1' });
    expect((await call('GET', `/api/unit.view/${unit.id}`)).statusCode).toBe(200);
  });
});

describe('§11 a broad search term', () => {
  it('pages in name order with exact totals when most contacts match', async () => {
    const rows = Array.from({ length: 700 }, (_, i) => {
      const fields = {
        contact_type: 'individual' as const,
        first_name: `Breed${String(i).padStart(3, '0')}`,
        last_name: i % 3 === 0 ? 'Testerman' : 'Anders',
        company_name: null,
        coc_id: null,
        vat_id: null,
        email_address: null,
        phone_number: null,
        address_line_1: null,
        address_line_2: null,
        postal_code: null,
        city: 'Bredevoort',
        country: 'nl',
      };
      const now = new Date(Date.UTC(2025, 0, 1, 0, i)).toISOString();
      return {
        uuid: randomUUID(),
        ...fields,
        ...derivedFieldsOf(fields, []),
        created_at: now,
        updated_at: now,
        deleted_at: i % 50 === 7 ? now : null,
      };
    });
    await createContactRepository(t.ctx.db).insertMany(rows);
    const expected = rows
      .filter((row) => row.deleted_at === null)
      .sort((a, b) => (a.sort_name < b.sort_name ? -1 : a.sort_name > b.sort_name ? 1 : 0))
      .map((row) => row.display_name);
    // "breed" matches all 700 (a broad term), "testerman" a third (still broad).
    for (const [q, want] of [
      ['breed', expected],
      ['testerman', expected.filter((name) => name.endsWith('Testerman'))],
    ] as const) {
      const pages: string[] = [];
      for (const page of [1, 2, 13]) {
        const res = await call('GET', `/api/contacts.view?q=${q}&page=${page}&per_page=20`);
        expect(res.statusCode, res.body).toBe(200);
        const body = res.json();
        expect(body.meta.total).toBe(want.length);
        expect(body.meta.deactivated_count).toBe(
          rows.filter((r) => r.deleted_at !== null && r.search_text.includes(q)).length,
        );
        pages.push(...body.results.map((c: { display_name: string }) => c.display_name));
        expect(body.results.map((c: { display_name: string }) => c.display_name)).toEqual(
          want.slice((page - 1) * 20, page * 20),
        );
      }
      expect(pages.length).toBeGreaterThan(0);
    }
  });
});

describe("zod's own checks in plain Dutch", () => {
  it('names limits and types in words, not "number <=200" or "ontving NaN"', async () => {
    const errorsOf = async (url: string, payload?: unknown) => {
      const res = await call(payload === undefined ? 'GET' : 'POST', url, payload);
      expect(res.statusCode, res.body).toBe(422);
      return res.json().errors as Record<string, string[]>;
    };
    expect((await errorsOf('/api/orders.view?contact_id=2147483648')).contact_id).toEqual([
      'Te groot: hoogstens 2147483647.',
    ]);
    expect((await errorsOf('/api/orders.view?per_page=1000')).per_page).toEqual(['Te groot: hoogstens 200.']);
    expect((await errorsOf('/api/orders.view?page=0')).page).toEqual(['Te klein: minimaal 1.']);
    expect((await errorsOf('/api/orders.view?contact_id=abc')).contact_id).toEqual([
      'Ongeldige invoer: verwacht een getal.',
    ]);
    expect((await errorsOf(`/api/orders.view?q=${'a'.repeat(201)}`)).q).toEqual([
      'Te lang: hoogstens 200 tekens.',
    ]);
    expect((await errorsOf('/api/discount.create', { value: 10, items: ['x'] }))['items.0']).toEqual([
      'Ongeldige invoer: verwacht een getal.',
    ]);
    expect((await errorsOf('/api/order.cashcreate', [1]))._).toEqual([
      'Ongeldige invoer: verwacht een object.',
    ]);
  });
});
