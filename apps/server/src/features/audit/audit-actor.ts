import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

/**
 * Who is making the change an audit row describes. A signed-in person carries only the user id
 * (the name is looked up when a row is written, so a plain read costs no extra query); jobs and
 * the public booking page carry a fixed name ('systeem', 'klant (online)') and no id.
 */
export type AuditActor = { userId: number | null; name: string | null };

const storage = new AsyncLocalStorage<AuditActor>();

/** The actor of the current request or job, or undefined outside both. */
export const currentAuditActor = (): AuditActor | undefined => storage.getStore();

/**
 * Runs `fn` (and everything it awaits) as `actor`: for scheduler jobs (`{ userId: null, name:
 * 'systeem' }`) and the public booking page (`{ userId: null, name: 'klant (online)' }`).
 */
export const runAsActor = <T>(actor: { userId?: number | null; name: string }, fn: () => T): T =>
  storage.run({ userId: actor.userId ?? null, name: actor.name }, fn);

/**
 * Sets the request's actor from the signed-in person, so a use case needs no actor parameter.
 * A callback-style preHandler: it runs after the auth hook (onRequest) and after the body was
 * read, and the handler is called from inside `storage.run`, so the handler and everything it
 * awaits see the store (a store entered in onRequest is lost across body parsing, which Node
 * resumes from the socket's context). Requests without a session (public routes) get no store;
 * such a route wraps its use case in `runAsActor`.
 */
export const registerAuditActor = (app: FastifyInstance) => {
  app.addHook('preHandler', (request, _reply, done) => {
    if (!request.auth) {
      done();
      return;
    }
    storage.run({ userId: request.auth.userId, name: null }, done);
  });
};
