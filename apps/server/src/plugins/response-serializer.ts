import type { FastifySerializerCompiler } from 'fastify';
import {
  ResponseSerializationError,
  serializerCompiler as zodSerializerCompiler,
} from 'fastify-type-provider-zod';
import { safeEncode, type z } from 'zod';

type Projector = (value: unknown) => unknown;
type ZodDef = z.core.$ZodTypeDef & Record<string, unknown>;
type SchemaOf = z.core.$ZodType;

const IDENTITY: Projector = (value) => value;

/** Types whose value goes out as it is (nothing inside to strip). */
const LEAF_TYPES = new Set([
  'string',
  'number',
  'int',
  'boolean',
  'null',
  'enum',
  'literal',
  'date',
  'unknown',
  'any',
  'template_literal',
]);

const defOf = (schema: SchemaOf) => schema._zod.def as ZodDef;

/**
 * A function that copies a value the server built down to what its response schema names:
 * unknown object keys are left out at every depth (so a column that is not in the contract never
 * leaks), everything else goes through as it is. Null for a schema it cannot mirror exactly
 * (transforms, defaults, unions of objects, lazy schemas): such a route keeps zod's serializer.
 */
const projectorOf = (schema: SchemaOf): Projector | null => {
  const def = defOf(schema);
  if (LEAF_TYPES.has(def.type)) return IDENTITY;
  switch (def.type) {
    case 'nullable':
    case 'optional':
    case 'readonly': {
      const inner = projectorOf(def.innerType as SchemaOf);
      if (inner === null || inner === IDENTITY) return inner;
      return (value) => (value === null || value === undefined ? value : inner(value));
    }
    case 'array': {
      const element = projectorOf(def.element as SchemaOf);
      if (element === null || element === IDENTITY) return element;
      return (value) => (Array.isArray(value) ? value.map(element) : value);
    }
    case 'record': {
      const projectItem = projectorOf(def.valueType as SchemaOf);
      if (projectItem === null || defOf(def.keyType as SchemaOf).type !== 'string') return null;
      if (projectItem === IDENTITY) return IDENTITY;
      return (value) => {
        if (value === null || typeof value !== 'object') return value;
        const out: Record<string, unknown> = {};
        for (const [key, item] of Object.entries(value)) out[key] = projectItem(item);
        return out;
      };
    }
    case 'union': {
      const options = def.options as SchemaOf[];
      if (options.every((option) => projectorOf(option) === IDENTITY)) return IDENTITY;
      // Which member of a plain union an object answers to is not known without validating it;
      // a discriminated union names it.
      return typeof def.discriminator === 'string'
        ? discriminatedProjectorOf(def.discriminator, options)
        : null;
    }
    case 'object':
      return objectProjectorOf(def);
    default:
      return null;
  }
};

/** Each member object's projector under the literal values of its discriminator key. */
const discriminatedProjectorOf = (key: string, options: SchemaOf[]): Projector | null => {
  const byValue = new Map<unknown, Projector>();
  for (const option of options) {
    const def = defOf(option);
    if (def.type !== 'object') return null;
    const tag = (def.shape as Record<string, SchemaOf>)[key];
    const tagDef = tag ? defOf(tag) : null;
    const values =
      tagDef?.type === 'literal'
        ? (tagDef.values as unknown[])
        : tagDef?.type === 'enum'
          ? Object.values(tagDef.entries as Record<string, unknown>)
          : null;
    const project = objectProjectorOf(def);
    if (!values || !project) return null;
    for (const value of values) byValue.set(value, project);
  }
  return (value) => {
    if (value === null || typeof value !== 'object') return value;
    const project = byValue.get((value as Record<string, unknown>)[key]);
    // No member answers to it: refused, as zod would, rather than sent unstripped.
    if (!project)
      throw new Error(
        `no member of the response union has ${key} ${String((value as Record<string, unknown>)[key])}`,
      );
    return project(value);
  };
};

const objectProjectorOf = (def: ZodDef): Projector | null => {
  // A strict object refuses unknown keys and a loose one keeps them: neither is a plain strip.
  if (def.catchall !== undefined) return null;
  const fields: Array<[string, Projector]> = [];
  for (const [key, field] of Object.entries(def.shape as Record<string, SchemaOf>)) {
    const projector = projectorOf(field);
    if (projector === null) return null;
    fields.push([key, projector]);
  }
  // `{"__proto__": …}` in an object literal would set the prototype instead of a key.
  if (fields.some(([key]) => key === '__proto__')) return null;
  return compileObjectProjector(fields);
};

/**
 * One object literal per schema object, compiled once (as zod compiles its own parsers): objects
 * built key by key in a loop end up as slow dictionaries, and both the copy and JSON.stringify then
 * cost more than the zod check it replaces. An absent key and an undefined one write the same JSON.
 */
const compileObjectProjector = (fields: Array<[string, Projector]>): Projector => {
  const nested = fields.map(([, project]) => project);
  const properties = fields.map(([key, project], i) => {
    const name = JSON.stringify(key);
    return `${name}: ${project === IDENTITY ? `v[${name}]` : `p[${i}](v[${name}])`}`;
  });
  const source = `return (v) => v === null || typeof v !== 'object' ? v : { ${properties.join(', ')} };`;
  return new Function('p', source)(nested) as Projector;
};

/** The route's zod schema, whether given bare or as `{ description, properties: schema }`. */
const zodSchemaOf = (schema: unknown): SchemaOf | null => {
  if (schema && typeof schema === 'object' && '_zod' in schema) return schema as SchemaOf;
  const properties = (schema as { properties?: unknown } | null)?.properties;
  if (properties && typeof properties === 'object' && '_zod' in properties) return properties as SchemaOf;
  return null;
};

/**
 * Serializes an answer with its response schema. The server builds its answers itself (typed),
 * so checking each one against the schema again (zod's serializer, which parses every field of
 * every row) cost more than the contacts list's queries; here the answer is only stripped down to
 * the schema's keys and written with JSON.stringify. With `check` (the test suite) each answer is
 * also run through zod: a value that breaks the contract still fails as before (500,
 * ResponseSerializationError), and an answer the strip would write differently from zod fails too,
 * so every API test doubles as a check of this serializer.
 */
export const createResponseSerializerCompiler =
  (options: { check: boolean }): FastifySerializerCompiler<unknown> =>
  (route) => {
    const schema = zodSchemaOf(route.schema);
    const project = schema ? projectorOf(schema) : null;
    if (!schema || !project)
      return zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
    if (!options.check) return (data: unknown) => JSON.stringify(project(data));
    return (data: unknown) => {
      const encoded = safeEncode(schema, data);
      if (encoded.error)
        throw new ResponseSerializationError(route.method, route.url, { cause: encoded.error });
      const strict = JSON.stringify(encoded.data);
      const fast = JSON.stringify(project(data));
      if (fast !== strict) {
        throw new Error(
          `${route.method} ${route.url}: the stripped answer differs from zod's\n${fast.slice(0, 400)}\n${strict.slice(0, 400)}`,
        );
      }
      return fast;
    };
  };
