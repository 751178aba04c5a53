import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { createBookingRepository } from './booking.repository.ts';

type Entry = { fingerprint: string; body: unknown };

/** Answers kept per process; a slug only gets here after it was found, so this stays small. */
const MAX_ENTRIES = 1000;

const etagOf = (fingerprint: string, key: string) =>
  `W/"${createHash('sha256').update(`${fingerprint}\n${key}`).digest('base64url').slice(0, 27)}"`;

const matches = (header: string | undefined, etag: string) =>
  header?.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*') === true;

/**
 * The catalogue answers of /boeken (booking.items, booking.item/{slug}) kept per change: each
 * request first reads the catalogue's fingerprint (one cheap query, see `catalogueFingerprint`),
 * so an answer is reused only while nothing it shows changed, also when another server process
 * made the change. The fingerprint is read before the answer is built: a change landing in
 * between leaves a newer answer under an older fingerprint, which the next request replaces.
 * The ETag is derived from the fingerprint, so a browser's revalidation (If-None-Match) is a 304
 * without building or sending the answer.
 */
export const createCatalogueCache = (ctx: AppContext) => {
  const entries = new Map<string, Entry>();

  /** The answer under `key` for this fingerprint: the kept one while it stands, else built anew. */
  const current = async <T>(fingerprint: string, key: string, build: () => Promise<T>): Promise<T> => {
    const hit = entries.get(key);
    if (hit && hit.fingerprint === fingerprint) return hit.body as T;
    const body = await build();
    if (entries.size >= MAX_ENTRIES) entries.clear();
    entries.set(key, { fingerprint, body });
    return body;
  };

  const fingerprintNow = () => createBookingRepository(ctx.db).catalogueFingerprint();

  return {
    /**
     * For the server-drawn pages: a reader of answers under the catalogue as it stands now (one
     * fingerprint query, however many answers a page reads with it).
     */
    reader: async () => {
      const fingerprint = await fingerprintNow();
      return <T>(key: string, build: () => Promise<T>): Promise<T> => current(fingerprint, key, build);
    },

    reply: async <T>(
      request: FastifyRequest,
      reply: FastifyReply,
      key: string,
      build: () => Promise<T>,
    ): Promise<T | undefined> => {
      const fingerprint = await fingerprintNow();
      const etag = etagOf(fingerprint, key);
      // Browsers may keep it but ask each time: a price or photo change shows on the next visit.
      reply.header('cache-control', 'no-cache').header('etag', etag);
      if (matches(request.headers['if-none-match'], etag)) {
        // Sent here; the handler's undefined then adds nothing.
        await reply.code(304).send();
        return undefined;
      }
      return current(fingerprint, key, build);
    },
  };
};
