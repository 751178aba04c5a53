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
const CONTROL_RUN = new RegExp(CONTROL_CHARACTERS.source, 'g');

/** The path of the first string (or object key) holding a control character, else null. */
export const findControlCharacter = (value: unknown, path: string[] = [], depth = 0): string[] | null => {
  if (typeof value === 'string') return hasControlCharacters(value) ? path : null;
  if (value === null || typeof value !== 'object') return null;
  if (depth > MAX_DEPTH) return path;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findControlCharacter(value[i], [...path, String(i)], depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const [key, inner] of Object.entries(value)) {
    if (hasControlCharacters(key)) return [...path, key.replace(CONTROL_RUN, '?')];
    const found = findControlCharacter(inner, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
};

/**
 * Refuses, for every route, a request whose path parameters, query or JSON body hold a control
 * character (U+0000–U+001F except tab, line feed and carriage return, and U+007F): a Dutch 422
 * keyed by the field, after the route's schema and before its handler. The shared text schemas in
 * @app/contracts refuse the same characters (so forms can say so too); this check makes sure a
 * route whose schema takes a plain string, today's or tomorrow's, cannot pass U+0000 to
 * PostgreSQL (which refuses it in text) or to SQLite's full-text search.
 */
export const registerInputGuard = (app: FastifyInstance) => {
  // After the schema (its messages are more precise) and before the handler.
  app.addHook('preHandler', async (request) => {
    if (request.routeOptions.config?.checksControlCharacters === true) return;
    const parts = { params: request.params, query: request.query, body: request.body } as const;
    for (const [part, value] of Object.entries(parts)) {
      const found = findControlCharacter(value);
      if (!found) continue;
      const field = found.join('.') || part;
      throw new AppError('validation_failed', `De invoer is ongeldig: ${CONTROL_CHARACTERS_MESSAGE}`, {
        [field]: [CONTROL_CHARACTERS_MESSAGE],
      });
    }
  });
};
