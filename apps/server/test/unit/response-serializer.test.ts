import { contactsListSchema } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createResponseSerializerCompiler } from '../../src/plugins/response-serializer.ts';

const compile = (schema: z.ZodType, check = false) =>
  createResponseSerializerCompiler({ check })({
    schema,
    method: 'GET',
    url: '/test',
    httpStatus: '200',
  } as never);

const contact = {
  id: 1,
  uuid: 'u1',
  contact_type: 'business',
  display_name: 'Speeltuin Zeist',
  first_name: null,
  last_name: null,
  company_name: 'Speeltuin Zeist',
  coc_id: null,
  vat_id: null,
  email_address: 'info@example.nl',
  phone_number: null,
  address_line_1: null,
  address_line_2: null,
  postal_code: null,
  city: 'Zeist',
  country: 'Nederland',
  country_code: 'nl',
  send_ubl: false,
  people: [
    {
      id: 2,
      contact_id: 1,
      first_name: 'Jan',
      last_name: 'Jansen',
      phone_number: null,
      email_address: null,
      department: null,
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
      password_hash: 'geheim',
    },
  ],
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  version: 1,
  deleted_at: null,
  search_text: 'speeltuin zeist',
};
const list = {
  results: [contact],
  meta: { page: 1, per_page: 20, total: 1, total_is_lower_bound: false, deactivated_count: 0, secret: 1 },
};

describe('response serializer', () => {
  it('writes what zod writes: unknown keys left out at every depth, in the schema order', () => {
    const expected = JSON.stringify(contactsListSchema.encode(list as never));
    const fast = compile(contactsListSchema)(list);
    expect(fast).toBe(expected);
    expect(fast).not.toContain('search_text');
    expect(fast).not.toContain('password_hash');
    expect(fast).not.toContain('secret');
    // The checking variant (the test suite) agrees.
    expect(compile(contactsListSchema, true)(list)).toBe(expected);
  });

  it('strips each member of a discriminated union by its own shape, refuses an unknown member', () => {
    const schema = z.object({
      items: z.array(
        z.discriminatedUnion('type', [
          z.object({ type: z.literal('a'), a: z.number() }),
          z.object({ type: z.literal('b'), b: z.string().nullable() }),
        ]),
      ),
    });
    const data = {
      items: [
        { type: 'a', a: 1, b: 'x' },
        { type: 'b', a: 2, b: null },
      ],
    };
    expect(compile(schema)(data)).toBe('{"items":[{"type":"a","a":1},{"type":"b","b":null}]}');
    expect(() => compile(schema)({ items: [{ type: 'c', c: 1 }] })).toThrow();
  });

  it('checking: a value that breaks the contract still fails as before', () => {
    const bad = { ...list, meta: { ...list.meta, total: 'veel' } };
    expect(() => compile(contactsListSchema, true)(bad)).toThrow(/doesn't match the schema/);
  });

  it('keeps zod for what it cannot mirror (a plain union of objects, a loose object)', () => {
    const union = z.union([z.object({ a: z.number() }), z.object({ b: z.number() })]);
    expect(compile(union)({ a: 1, c: 2 })).toBe('{"a":1}');
    const loose = z.looseObject({ a: z.number() });
    expect(compile(loose)({ a: 1, c: 2 })).toBe('{"a":1,"c":2}');
  });
});
