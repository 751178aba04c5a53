import { CONTROL_CHARACTERS, CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route refuses control characters itself, each field with its own Dutch message (every
     * text field of its schema or service must then do so); the shared guard leaves it alone.
     */
    checksControlCharacters?: boolean;
  }
}

// Deeper than any request body of this API; a deeper one is refused as a whole.
const MAX_DEPTH = 32;
// Shown in place of the control characters when a key itself holds them.
const CONTROL_RUN = new RegExp(CONTROL_CHARACTERS.source, 'gu');

/**
 * The path of the first string (or object key) holding a control character, else null. It runs on
 * every request, so nothing is allocated until one is found: the path is built on the way back up.
 */
const findControlCharacter = (value: unknown, depth = 0): string[] | null => {
  if (typeof value === 'string') return hasControlCharacters(value) ? [] : null;
  if (value === null || typeof value !== 'object') return null;
  if (depth > MAX_DEPTH) return [];
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findControlCharacter(value[i], depth + 1);
      if (found) return [String(i), ...found];
    }
    return null;
  }
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    if (hasControlCharacters(key)) return [key.replace(CONTROL_RUN, '?')];
    const found = findControlCharacter((value as Record<string, unknown>)[key], depth + 1);
    if (found) return [key, ...found];
  }
  return null;
};

/**
 * Refuses, for every route, a request whose path parameters, query or JSON body hold a control
 * character (U+0000–U+001F except tab, line feed and carriage return, and U+007F), a Unicode
 * noncharacter (U+FFFE, U+FFFF, U+FDD0–U+FDEF, U+1FFFE, …) or a lone surrogate: a Dutch 422
 * keyed by the field, after the route's schema and before its handler. The shared text schemas in
 * @app/contracts refuse the same characters (so forms can say so too); this check makes sure a
 * route whose schema takes a plain string, today's or tomorrow's, cannot pass U+0000 to
 * PostgreSQL (which refuses it in text) or to SQLite's full-text search, nor store text an export
 * (XLSX, XML, iCalendar) cannot write.
 */
export const registerInputGuard = (app: FastifyInstance) => {
  // After the schema (its messages are more precise) and before the handler.
  app.addHook('preHandler', (request, _reply, done) => {
    if (request.routeOptions.config?.checksControlCharacters === true) return done();
    const field =
      fieldWithControlCharacter('params', request.params) ??
      fieldWithControlCharacter('query', request.query) ??
      fieldWithControlCharacter('body', request.body);
    if (field === null) return done();
    done(
      new AppError('validation_failed', `De invoer is ongeldig: ${CONTROL_CHARACTERS_MESSAGE}`, {
        [field]: [CONTROL_CHARACTERS_MESSAGE],
      }),
    );
  });
};

/** The error key of the first control character in one part of the request, else null. */
const fieldWithControlCharacter = (part: 'params' | 'query' | 'body', value: unknown) => {
  const found = findControlCharacter(value);
  return found ? found.join('.') || part : null;
};
