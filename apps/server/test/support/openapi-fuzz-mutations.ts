import {
  asQueryText,
  type FuzzRequest,
  isDatePattern,
  type JsonSchema,
  type Operation,
  typesOf,
} from './openapi-fuzz-values.ts';

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
