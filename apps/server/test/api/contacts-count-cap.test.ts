import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { derivedFieldsOf } from '../../src/features/contacts/contact-fields.ts';
import {
  CONTACT_COUNT_CAP,
  createContactRepository,
  type NewContactRow,
} from '../../src/features/contacts/contacts.repository.ts';
import { newUuid } from '../../src/lib/ids.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let headers: Record<string, string>;

// More matches than the cap counts, a few of them deactivated, and some contacts that do not match.
const BROAD = CONTACT_COUNT_CAP + 130;
const DEACTIVATED_EVERY = 20;
const OTHERS = 60;

const rowFor = (i: number, broad: boolean): NewContactRow => {
  const now = new Date(Date.UTC(2024, 0, 1) + i * 60_000).toISOString();
  const fields = {
    contact_type: 'individual' as const,
    first_name: ['Sanne', 'Bram', 'Iris', 'Daan'][i % 4] ?? 'Sanne',
    last_name: `${['de Jong', 'Bakker', 'Visser'][i % 3]} ${i}`,
    company_name: null,
    coc_id: null,
    vat_id: null,
    email_address: `contact${i}@${broad ? 'breedbedrijf' : 'elders'}.nl`,
    phone_number: null,
    address_line_1: null,
    address_line_2: null,
    postal_code: null,
    city: 'Utrecht',
    country: 'nl',
  };
  return {
    uuid: newUuid(),
    ...fields,
    ...derivedFieldsOf(fields, []),
    created_at: now,
    updated_at: now,
    deleted_at: broad && i % DEACTIVATED_EVERY === 0 ? now : null,
  };
};

type ListAnswer = {
  results: Array<{ id: number; display_name: string; deleted_at: string | null }>;
  meta: {
    page: number;
    per_page: number;
    total: number;
    total_is_lower_bound: boolean;
    deactivated_count: number;
  };
};

const list = async (query: string): Promise<ListAnswer> => {
  const res = await t.app.inject({ method: 'GET', url: `/api/contacts.view?${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

let activeBroadIds: number[];
let allBroadIds: number[];

beforeAll(async () => {
  t = await createTestApp();
  headers = await t.authHeaders();
  const repo = createContactRepository(t.ctx.db);
  const broadIds = await repo.insertMany(Array.from({ length: BROAD }, (_, i) => rowFor(i + 1, true)));
  await repo.insertMany(Array.from({ length: OTHERS }, (_, i) => rowFor(BROAD + i + 1, false)));
  // The expected order of the list by name: sort_name, then id.
  const rows = await t.ctx.db
    .selectFrom('contacts')
    .select(['id', 'sort_name', 'deleted_at'])
    .where('id', 'in', broadIds)
    .execute();
  rows.sort((a, b) => (a.sort_name < b.sort_name ? -1 : a.sort_name > b.sort_name ? 1 : a.id - b.id));
  allBroadIds = rows.map((r) => r.id);
  activeBroadIds = rows.filter((r) => r.deleted_at === null).map((r) => r.id);
}, 60_000);
afterAll(() => t.close());

describe('contacts.view counts a broad search up to a cap', () => {
  it('answers "1.000+" for a broad term: total the cap and marked as a lower bound', async () => {
    expect(activeBroadIds.length).toBeGreaterThan(CONTACT_COUNT_CAP);
    const first = await list('q=breedbedrijf');
    expect(first.meta.total).toBe(CONTACT_COUNT_CAP);
    expect(first.meta.total_is_lower_bound).toBe(true);
    expect(first.meta.deactivated_count).toBe(allBroadIds.length - activeBroadIds.length);
    expect(first.results.map((r) => r.id)).toEqual(activeBroadIds.slice(0, 20));
  });

  it('pages through every match in order, the count exact once the end is within reach', async () => {
    const seen: number[] = [];
    for (let page = 1; page < 200; page++) {
      const answer = await list(`q=breedbedrijf&page=${page}`);
      if (answer.results.length === 0) {
        // Past the end the count is exact.
        expect(answer.meta).toMatchObject({ total: activeBroadIds.length, total_is_lower_bound: false });
        break;
      }
      const offset = (page - 1) * 20;
      if (answer.meta.total_is_lower_bound) {
        // More than counted: at least the cap past this page's start, so the next page exists.
        expect(answer.meta.total).toBe(offset + CONTACT_COUNT_CAP);
        expect(activeBroadIds.length).toBeGreaterThan(offset + CONTACT_COUNT_CAP);
      } else {
        expect(answer.meta.total).toBe(activeBroadIds.length);
      }
      seen.push(...answer.results.map((r) => r.id));
    }
    expect(seen).toEqual(activeBroadIds);
  }, 120_000);

  it('pages a broad term in id order too, and with the deactivated ones included', async () => {
    const byIdDesc = await list('q=breedbedrijf&sort=id&direction=desc');
    expect(byIdDesc.results.map((r) => r.id)).toEqual([...activeBroadIds].sort((a, b) => b - a).slice(0, 20));
    expect(byIdDesc.meta.total_is_lower_bound).toBe(true);

    const withDeactivated = await list('q=breedbedrijf&include_deactivated=true&page=2');
    expect(withDeactivated.results.map((r) => r.id)).toEqual(allBroadIds.slice(20, 40));
    expect(withDeactivated.meta).toMatchObject({ total: 20 + CONTACT_COUNT_CAP, total_is_lower_bound: true });
    const lastPage = Math.ceil(allBroadIds.length / 20);
    const last = await list(`q=breedbedrijf&include_deactivated=true&page=${lastPage}`);
    expect(last.meta).toMatchObject({ total: allBroadIds.length, total_is_lower_bound: false });
    expect(last.results.map((r) => r.id)).toEqual(allBroadIds.slice((lastPage - 1) * 20));
  });

  it('counts a narrow term, a two-word term and the unfiltered list exactly', async () => {
    const narrow = await list('q=contact1001%40breed');
    expect(narrow.meta).toMatchObject({ total: 1, total_is_lower_bound: false });
    const twoWords = await list('q=elders%20utrecht');
    expect(twoWords.meta).toMatchObject({ total: OTHERS, total_is_lower_bound: false });
    const all = await list('');
    expect(all.meta).toMatchObject({ total: activeBroadIds.length + OTHERS, total_is_lower_bound: false });
  });
});
