/**
 * Malformed requests derived from the OpenAPI document: for every operation, arbitraries for its
 * path parameters, query and body that mix values the schema allows with values it does not
 * (wrong types, numbers past the integer columns, impossible or far-off dates, control
 * characters, very long text, SQL and LIKE metacharacters). Used by test/api/fuzz.test.ts.
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

const nastyString = fc.oneof(
  fc.constantFrom(...NASTY_STRINGS),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
);

/** Any JSON value, mostly small, sometimes hostile. */
const nastyJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: nastyString },
  { weight: 3, arbitrary: fc.constantFrom<unknown>(...NASTY_NUMBERS) },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(null, true, false, [], {}, [null], { a: 1 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
);

const isDatePattern = (schema: JsonSchema) => schema.pattern?.includes('\\d{4})-(\\d{2})') === true;

const validDate = fc
  .record({
    y: fc.integer({ min: 1900, max: 2100 }),
    m: fc.integer({ min: 1, max: 12 }),
    d: fc.integer({ min: 1, max: 28 }),
  })
  .map(({ y, m, d }) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`);

const typesOf = (schema: JsonSchema): string[] =>
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

// ---------------------------------------------------------------------------------------------
// Requests

export type FuzzRequest = {
  method: Operation['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** What was sent, for the failure message. */
  describe: string;
};

const asQueryText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

const paramText = (schema: JsonSchema | undefined, knownIds: string[]) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...knownIds) },
    { weight: 2, arbitrary: valueFor(schema ?? { type: 'string' }).map(asQueryText) },
    { weight: 2, arbitrary: nastyString },
  );

/** A multipart body: a form with random text fields and maybe a file, sometimes broken. */
const multipartArbitrary = fc
  .record({
    boundary: fc.constantFrom('x', 'fuzzgrens', '----WebKitFormBoundary7MA4YWxkTrZu0gW'),
    fields: fc.array(
      fc.tuple(
        fc.constantFrom(
          'file_name',
          'storage_config',
          'asset_type',
          'tags[]',
          'tags',
          'last_modified',
          'mime_type',
          'x',
        ),
        nastyString,
      ),
      { maxLength: 5 },
    ),
    file: fc.option(
      fc.record({
        field: fc.constantFrom('asset', 'file', 'other'),
        name: fc.constantFrom('a.png', 'a.pdf', 'contacten.csv', '../x', 'a\u0000b', ''),
        bytes: fc.oneof(
          fc.uint8Array({ maxLength: 64 }),
          fc.constantFrom(
            Buffer.from('%PDF-1.4\n%%EOF\n'),
            Buffer.from('Naam;E-mail\nJan;jan@example.nl\n'),
            Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
          ),
        ),
      }),
      { freq: 2 },
    ),
    breakage: fc.constantFrom('none', 'none', 'no-boundary', 'truncated', 'no-end', 'garbage'),
  })
  .map(({ boundary, fields, file, breakage }) => {
    const parts: Buffer[] = fields.map(([name, value]) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
    if (file) {
      parts.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
        ),
        Buffer.from(file.bytes),
        Buffer.from('\r\n'),
      );
    }
    let body = Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]);
    let contentType = `multipart/form-data; boundary=${boundary}`;
    if (breakage === 'no-boundary') contentType = 'multipart/form-data';
    if (breakage === 'truncated') body = body.subarray(0, Math.floor(body.length / 2));
    if (breakage === 'no-end') body = Buffer.concat(parts);
    if (breakage === 'garbage') body = Buffer.from('\u0000\u0001garbage--');
    return { body, contentType, breakage };
  });

/** A body for a JSON operation: usually from the schema, sometimes no object at all or no JSON. */
const jsonBodyArbitrary = (schema: JsonSchema) =>
  fc.oneof(
    {
      weight: 8,
      arbitrary: valueFor(schema).map((value) => ({
        text: JSON.stringify(value),
        contentType: 'application/json',
      })),
    },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        { text: '', contentType: 'application/json' },
        { text: '{', contentType: 'application/json' },
        { text: '{"a":1}', contentType: 'text/plain' },
        { text: 'null', contentType: 'application/json' },
        { text: '"\\u0000"', contentType: 'application/json' },
        { text: '{"__proto__":{"x":1}}', contentType: 'application/json' },
        { text: '{"constructor":{"prototype":{"x":1}}}', contentType: 'application/json' },
        { text: '[]', contentType: 'application/json' },
        { text: 'a=1', contentType: 'application/x-www-form-urlencoded' },
        { text: '--x--', contentType: 'multipart/form-data' },
      ),
    },
  );

/** Arbitrary requests for one operation; `knownIds` are ids and uuids of real records. */
export const requestsFor = (
  op: Operation,
  knownIds: string[],
  authHeaders: Record<string, string>,
): fc.Arbitrary<FuzzRequest> => {
  const pathParams = fc.tuple(...op.pathParams.map((p) => paramText(p.schema, knownIds)));
  const query = fc.tuple(
    ...op.queryParams.map((p) =>
      fc.option(fc.oneof(valueFor(p.schema ?? { type: 'string' }).map(asQueryText), nastyString), {
        freq: 3,
      }),
    ),
  );
  const takesBody = op.method !== 'GET' && op.method !== 'DELETE';
  const body: fc.Arbitrary<{ text: string | Buffer; contentType: string } | null> = !takesBody
    ? fc.constant(null)
    : op.jsonBody
      ? jsonBodyArbitrary(op.jsonBody)
      : // No JSON body in the document: an upload (or a bare action). Forms, broken or not.
        fc.oneof(
          multipartArbitrary.map(({ body: text, contentType }) => ({ text, contentType })),
          fc.constant(null),
        );
  return fc.tuple(pathParams, query, body).map(([params, queryValues, sent]) => {
    let url = op.path;
    op.pathParams.forEach((p, i) => {
      url = url.replace(`{${p.name}}`, encodeURIComponent(params[i] ?? ''));
    });
    const search = new URLSearchParams();
    op.queryParams.forEach((p, i) => {
      const value = queryValues[i];
      if (value !== null && value !== undefined) search.append(p.name, value);
    });
    const qs = search.toString();
    const headers: Record<string, string> = { ...authHeaders };
    if (sent) headers['content-type'] = sent.contentType;
    const shown = sent
      ? typeof sent.text === 'string'
        ? sent.text
        : `<${sent.contentType} ${sent.text.length} bytes>`
      : '';
    return {
      method: op.method,
      url: qs ? `${url}?${qs}` : url,
      headers,
      ...(sent ? { payload: sent.text } : {}),
      describe: `${op.method} ${qs ? `${url}?${qs}` : url} ${shown.slice(0, 300)}`,
    };
  });
};

// ---------------------------------------------------------------------------------------------
// Checks of an answer

// Words that Dutch messages of this API use and English ones do not.
const DUTCH =
  /\b(de|het|een|is|niet|ongeldig\w*|geen|te|van|je|deze|dit|kies|bestaat|mag|moet|probeer|verzoek|invoer|bestand|wordt|zijn|op|in|naar|voor|met|verwacht|kan|stuur|tekst|datum|gevonden|opnieuw|bezig|fout)\b/i;
const ENGLISH =
  /\b(the|must|should|expected|invalid input|not found|unexpected|error|failed|required|cannot|route)\b/i;
// A stack frame, a source path, or database text in a body.
const LEAK =
  /(\bat\s+\S+\s+\(|\bat\s+.+:\d+:\d+|node_modules|\.ts:\d+|\.js:\d+|SQLITE_|sqlite|postgres|\bselect\b.+\bfrom\b|\binsert\s+into\b|\bupdate\s+\S+\s+set\b|syntax error|violates|constraint|relation "|column "|SqliteError|DatabaseError|ZodError)/i;

/**
 * Links a customer opens in a browser (the iDEAL pay and return links): they answer a small Dutch
 * HTML page, also when they refuse, since a person reads it rather than a program.
 */
const HTML_PAGE_PATHS = ['/api/ideal.pay/', '/api/ideal.return/'];
export const answersHtmlPage = (url: string) => HTML_PAGE_PATHS.some((path) => url.startsWith(path));

/** What is wrong with an answer, or null. `htmlPage`: the route answers a person's browser. */
export const problemWith = (
  status: number,
  contentType: string | undefined,
  body: string,
  htmlPage = false,
): string | null => {
  if (status >= 500) return `answered ${status}`;
  // A 2xx may echo what was stored (a contact named "select 1 from x"); an error must not leak.
  if (status < 400) return null;
  if (LEAK.test(body)) return `the body leaks internals: ${body.slice(0, 300)}`;
  // Such a route refuses a malformed link before it runs as JSON, like every route; its own
  // refusals are a Dutch page.
  if (htmlPage && contentType?.includes('text/html')) {
    if (!body.includes('<html lang="nl"')) return `a ${status} page that is no Dutch HTML page`;
    const text = body.replace(/<[^>]*>/g, ' ');
    return DUTCH.test(text) && !ENGLISH.test(text) ? null : `a ${status} page without a Dutch message`;
  }
  if (!contentType?.includes('application/json')) return `a ${status} without a JSON body (${contentType})`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return `a ${status} whose body is no JSON`;
  }
  const message = (parsed as { message?: unknown }).message;
  if (typeof message !== 'string' || message.trim() === '') return `a ${status} without a message`;
  if (!DUTCH.test(message) || ENGLISH.test(message))
    return `a ${status} whose message is not Dutch: ${message}`;
  return null;
};

// ---------------------------------------------------------------------------------------------
// One bad field at a time

/** The values the systematic pass puts, one at a time, into every parameter and body field. */
export const KEY_BAD_VALUES: unknown[] = [
  'a\u0000b',
  '\u0001',
  '2026-02-30',
  '9999-12-31',
  '0000-01-01',
  2147483648,
  99999999999,
  -1,
  0.5,
  'x'.repeat(5000),
  '%',
  "'",
  null,
  {},
];

/** A plain valid-looking value for a schema (first enum value, a real date, id 1, …). */
export const sampleFor = (schema: JsonSchema, depth = 0): unknown => {
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  const alternatives = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (alternatives && alternatives.length > 0) return sampleFor(alternatives[0] as JsonSchema, depth);
  const type = typesOf(schema).filter((t) => t !== 'null')[0];
  switch (type) {
    case 'string':
      if (isDatePattern(schema)) return '2026-05-04';
      if (schema.format === 'uuid') return '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
      if (schema.format === 'email') return 'test@example.nl';
      return 'Test';
    case 'integer':
    case 'number':
      return Math.min(Math.max(1, schema.minimum ?? 1), schema.maximum ?? 1);
    case 'boolean':
      return false;
    case 'array':
      return depth > 3 ? [] : [sampleFor(schema.items ?? {}, depth + 1)];
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, inner]) => [key, sampleFor(inner, depth + 1)]),
      );
    default:
      return 'Test';
  }
};

type Path = Array<string | number>;

/** Paths of every field in a sample body (nested objects and the first array element too). */
const leafPaths = (value: unknown, path: Path = [], depth = 0): Path[] => {
  if (depth > 3 || value === null || typeof value !== 'object') return path.length > 0 ? [path] : [];
  const entries: Array<[string | number, unknown]> = Array.isArray(value)
    ? value.slice(0, 1).map((v, i) => [i, v])
    : Object.entries(value);
  const inner = entries.flatMap(([key, v]) => leafPaths(v, [...path, key], depth + 1));
  return path.length > 0 ? [path, ...inner] : inner;
};

const withValueAt = (root: unknown, path: Path, value: unknown): unknown => {
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path[path.length - 1] as string | number] = value;
  return copy;
};

/**
 * For one operation: a request per (parameter or body field) × KEY_BAD_VALUES, every other part
 * plain and valid, so each bad value reaches as far into the route as it can.
 */
export const mutationsFor = (op: Operation, authHeaders: Record<string, string>): FuzzRequest[] => {
  const baseParams = Object.fromEntries(op.pathParams.map((p) => [p.name, '1']));
  const body = op.jsonBody ? sampleFor(op.jsonBody) : undefined;
  const build = (
    params: Record<string, string>,
    query: Record<string, string>,
    sent: unknown,
  ): FuzzRequest => {
    let url = op.path;
    for (const [name, value] of Object.entries(params))
      url = url.replace(`{${name}}`, encodeURIComponent(value));
    const qs = new URLSearchParams(query).toString();
    const full = qs ? `${url}?${qs}` : url;
    const payload = sent === undefined ? undefined : JSON.stringify(sent);
    return {
      method: op.method,
      url: full,
      headers:
        payload === undefined ? { ...authHeaders } : { ...authHeaders, 'content-type': 'application/json' },
      ...(payload === undefined ? {} : { payload }),
      describe: `${op.method} ${full} ${(payload ?? '').slice(0, 300)}`,
    };
  };
  const requests: FuzzRequest[] = [];
  for (const bad of KEY_BAD_VALUES) {
    const text = asQueryText(bad);
    for (const p of op.pathParams) requests.push(build({ ...baseParams, [p.name]: text }, {}, body));
    for (const p of op.queryParams) requests.push(build(baseParams, { [p.name]: text }, body));
    if (body !== undefined) {
      for (const path of leafPaths(body)) requests.push(build(baseParams, {}, withValueAt(body, path, bad)));
    }
  }
  return requests;
};
