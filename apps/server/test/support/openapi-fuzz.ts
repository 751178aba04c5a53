/**
 * Malformed requests derived from the OpenAPI document: for every operation, arbitraries for its
 * path parameters, query and body (values from openapi-fuzz-values.ts), what counts as a wrong
 * answer, and (openapi-fuzz-mutations.ts) one bad field at a time. Used by test/api/fuzz.test.ts.
 */
import fc from 'fast-check';
import {
  asQueryText,
  type FuzzRequest,
  type JsonSchema,
  nastyString,
  type Operation,
  valueFor,
} from './openapi-fuzz-values.ts';

export { mutationsFor } from './openapi-fuzz-mutations.ts';
export { type FuzzRequest, type Operation, operationsOf } from './openapi-fuzz-values.ts';

// ---------------------------------------------------------------------------------------------
// Requests

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
