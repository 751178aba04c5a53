import { describe, expect, it } from 'vitest';
import type { ContactRow } from '../../src/features/contacts/contacts.repository.ts';
import type { ImportedContact } from '../../src/features/contacts/contacts-csv.ts';
import { matchKeyOf, planImport } from '../../src/features/contacts/contacts-import-plan.ts';

const fields = (over: Partial<ImportedContact>): ImportedContact => ({
  contact_type: 'individual',
  first_name: null,
  last_name: null,
  company_name: null,
  coc_id: null,
  vat_id: null,
  email_address: null,
  phone_number: null,
  address_line_1: null,
  address_line_2: null,
  postal_code: null,
  city: null,
  country: 'nl',
  ...over,
});

const record = (over: Partial<ContactRow>): ContactRow =>
  ({
    id: 1,
    uuid: 'u-1',
    display_name: 'Bestaand',
    sort_name: 'bestaand',
    search_text: '',
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    deleted_at: null,
    ...fields({}),
    ...over,
  }) as ContactRow;

describe('matchKeyOf', () => {
  it('keys a business by its KvK number and an individual by its e-mail, ignoring layout and case', () => {
    expect(matchKeyOf(fields({ contact_type: 'business', coc_id: ' 4118.12 34 ' }))).toBe('kvk:41181234');
    expect(matchKeyOf(fields({ contact_type: 'business', email_address: 'a@b.nl' }))).toBeNull();
    expect(matchKeyOf(fields({ email_address: ' Emma@Example.NL ' }))).toBe('mail:emma@example.nl');
    expect(matchKeyOf(fields({ coc_id: '41181234' }))).toBeNull();
  });
});

describe('planImport', () => {
  const rows = [
    { row: 2, fields: fields({ first_name: 'A', email_address: 'a@x.nl' }), person: null },
    { row: 3, fields: fields({ first_name: 'A', email_address: 'A@x.nl', city: 'Ede' }), person: null },
    { row: 4, fields: fields({ first_name: 'B' }), person: null },
    { row: 5, fields: fields({ first_name: 'B' }), person: null },
  ];

  it('skips a repeat of an earlier row; rows without a key are always created', () => {
    const { fates, targets } = planImport(rows, new Map(), 'skip');
    expect(fates.map((f) => [f.row, f.fate])).toEqual([
      [2, 'created'],
      [3, 'skipped'],
      [4, 'created'],
      [5, 'created'],
    ]);
    expect(targets).toHaveLength(3);
    expect(targets[0]?.fields.city).toBeNull();
  });

  it('merges into an existing contact: empty fields filled, others kept and named', () => {
    const existing = record({ first_name: 'Anna', email_address: 'a@x.nl', phone_number: '010' });
    const { fates, targets } = planImport(
      [{ row: 2, fields: fields({ first_name: 'Ans', email_address: 'a@x.nl', city: 'Ede' }), person: null }],
      new Map([['mail:a@x.nl', { record: existing, people: [] }]]),
      'merge',
    );
    expect(fates[0]).toMatchObject({ fate: 'merged', filled: ['Plaats'], differing: ['Voornaam'] });
    expect(targets[0]).toMatchObject({
      kind: 'existing',
      changed: true,
      fields: { first_name: 'Anna', city: 'Ede', phone_number: '010' },
    });
  });

  it('adds a new contact person to a business once, and leaves a deactivated match alone', () => {
    const business = record({ contact_type: 'business', company_name: 'Zaak', coc_id: '12345678' });
    const row = (n: number, first: string) => ({
      row: n,
      fields: fields({ contact_type: 'business', company_name: 'Zaak', coc_id: '12345678' }),
      person: { first_name: first, last_name: 'Jansen' },
    });
    const merged = planImport(
      [row(2, 'Jan'), row(3, 'jan'), row(4, 'Piet')],
      new Map([
        ['kvk:12345678', { record: business, people: [{ first_name: 'Piet', last_name: 'Jansen' }] }],
      ]),
      'merge',
    );
    expect(merged.targets[0]?.addedPeople).toEqual([{ first_name: 'Jan', last_name: 'Jansen' }]);
    expect(merged.fates.map((f) => f.fate)).toEqual(['merged', 'merged', 'merged']);

    const gone = record({ ...business, deleted_at: '2026-02-01T00:00:00.000Z' });
    const skipped = planImport(
      [row(2, 'Jan')],
      new Map([['kvk:12345678', { record: gone, people: [] }]]),
      'merge',
    );
    expect(skipped.fates[0]).toMatchObject({ fate: 'skipped', why: 'deactivated' });
    expect(skipped.targets[0]?.changed).toBe(false);
  });
});
