/**
 * The operations of the OpenAPI document and values for their schemas that mix what the schema
 * allows with what it does not (wrong types, numbers past the integer columns, impossible or
 * far-off dates, control characters, very long text, SQL and LIKE metacharacters). The requests
 * built from them are in openapi-fuzz.ts.
 */
import fc from 'fast-check';

export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
};

type Parameter = {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
};

export type Operation = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The OpenAPI path, e.g. '/api/contact.view/{id}'. */
  path: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  /** The JSON body's schema, when the operation takes one. */
  jsonBody: JsonSchema | null;
};

type OpenApiDocument = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
};

/** Every operation of the document (new routes included, without edits to the test). */
export const operationsOf = (doc: OpenApiDocument): Operation[] =>
  Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, op]) => ({
        method: method.toUpperCase() as Operation['method'],
        path,
        pathParams: (op.parameters ?? []).filter((p) => p.in === 'path'),
        queryParams: (op.parameters ?? []).filter((p) => p.in === 'query'),
        jsonBody: op.requestBody?.content?.['application/json']?.schema ?? null,
      })),
  );

// ---------------------------------------------------------------------------------------------
// Hostile values

const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0001\u001f\u007f',
  'tab\there',
  'x'.repeat(5000),
  '2026-02-30',
  '2027-02-29',
  '2026-04-31',
  '2026-13-01',
  '9999-12-31',
  '0000-01-01',
  '1899-12-31',
  '2101-01-01',
  '-1',
  '0',
  '2147483648',
  '99999999999',
  '9007199254740993',
  '1e400',
  'NaN',
  '-0',
  "' or 1=1 --",
  '"; drop table contacts; --',
  '%',
  '%%',
  '_',
  '\\',
  '"',
  '"a" AND "b"',
  'NEAR(a b)',
  '*',
  '^',
  'ab',
  'a',
  '{}',
  '[]',
  '../../etc/passwd',
  '𝕏𝕐',
  '\ud800',
  'é'.repeat(300),
  '<script>alert(1)</script>',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
];

const NASTY_NUMBERS = [
  -1, 0, 1, 0.5, -0.5, 2147483647, 2147483648, -2147483649, 4294967296, 99999999999, 9007199254740991, 1e21,
  1e308, -1e308,
];

export const nastyString = fc.oneof(
  fc.constantFrom(...NASTY_STRINGS),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
);

/** Any JSON value, mostly small, sometimes hostile. */
export const nastyJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: nastyString },
  { weight: 3, arbitrary: fc.constantFrom<unknown>(...NASTY_NUMBERS) },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(null, true, false, [], {}, [null], { a: 1 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
);

export const isDatePattern = (schema: JsonSchema) => schema.pattern?.includes('\\d{4})-(\\d{2})') === true;

const validDate = fc
  .record({
    y: fc.integer({ min: 1900, max: 2100 }),
    m: fc.integer({ min: 1, max: 12 }),
    d: fc.integer({ min: 1, max: 28 }),
  })
  .map(({ y, m, d }) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`);

export const typesOf = (schema: JsonSchema): string[] =>
  Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];

/** A value the schema (roughly) allows; edge values included. */
const allowedValue = (schema: JsonSchema, depth: number): fc.Arbitrary<unknown> => {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives && alternatives.length > 0)
    return fc.oneof(...alternatives.map((s) => valueFor(s, depth)));
  if (schema.allOf && schema.allOf.length > 0) return valueFor(schema.allOf[0] as JsonSchema, depth);
  const types = typesOf(schema).filter((t) => t !== 'null');
  const type = types[0];
  switch (type) {
    case 'string': {
      if (isDatePattern(schema)) return validDate;
      if (schema.format === 'uuid') return fc.uuid();
      if (schema.format === 'email') return fc.emailAddress();
      const max = Math.min(schema.maxLength ?? 60, 60);
      const min = Math.min(schema.minLength ?? 0, max);
      return fc.string({ minLength: min, maxLength: max });
    }
    case 'integer':
    case 'number': {
      const min = Math.max(schema.minimum ?? -1_000_000, -1e12);
      const max = Math.min(schema.maximum ?? 1_000_000, 1e12);
      const edges = [min, max, Math.min(Math.max(0, min), max), Math.min(Math.max(1, min), max)];
      // Small whole numbers are the ids of the demo records: they lead past "not found".
      const small = [1, 2, 3, 5, 8].filter((n) => n >= min && n <= max);
      return fc.oneof(
        ...(small.length > 0 ? [{ weight: 2, arbitrary: fc.constantFrom(...small) }] : []),
        {
          weight: 1,
          arbitrary: fc.integer({
            min: Math.ceil(Math.max(min, -(2 ** 31))),
            max: Math.floor(Math.min(max, 2 ** 31 - 1)),
          }),
        },
        { weight: 1, arbitrary: fc.constantFrom(...edges) },
        ...(type === 'number'
          ? [{ weight: 1, arbitrary: fc.double({ min, max, noNaN: true, noDefaultInfinity: true }) }]
          : []),
      );
    }
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(valueFor(schema.items ?? {}, depth + 1), { maxLength: 3 });
    case 'object':
      return objectFor(schema, depth + 1);
    default:
      return nastyJson;
  }
};

/** An allowed value most of the time, a hostile one sometimes (null where null is allowed too). */
export const valueFor = (schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> => {
  if (depth > 4) return nastyJson;
  const nullable = schema.nullable === true || typesOf(schema).includes('null');
  return fc.oneof(
    { weight: 8, arbitrary: allowedValue(schema, depth) },
    { weight: 2, arbitrary: nastyJson },
    ...(nullable ? [{ weight: 1, arbitrary: fc.constant(null) }] : []),
  );
};

const objectFor = (schema: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> => {
  const properties = Object.entries(schema.properties ?? {});
  const required = new Set(schema.required ?? []);
  const fields = properties.map(([name, inner]) =>
    fc
      .tuple(
        fc.constant(name),
        valueFor(inner, depth),
        // Required fields are mostly there, optional ones half of the time.
        fc.integer({ min: 0, max: 9 }),
      )
      .map(([key, value, dice]) => ({ key, value, keep: dice < (required.has(key) ? 9 : 5) })),
  );
  return fc
    .tuple(fc.tuple(...fields), fc.option(fc.tuple(nastyString, nastyJson), { freq: 5 }))
    .map(([entries, extra]) => {
      const out: Record<string, unknown> = {};
      for (const entry of entries) if (entry.keep) out[entry.key] = entry.value;
      if (extra) out[extra[0]] = extra[1];
      return out;
    });
};

/** One request the fuzz test sends. */
export type FuzzRequest = {
  method: Operation['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** What was sent, for the failure message. */
  describe: string;
};

export const asQueryText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));
