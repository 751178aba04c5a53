import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { publicPagePolicy } from '../../lib/public-page-policy.ts';

/** The page's policy: the booking page's, and never in a frame (a quote is nobody's widget). */
const POLICY = publicPagePolicy();

/**
 * Serves the customer's quote page /offerte/{token}: offerte.html of the booking build (the small
 * public bundle, no back-office code), which reads the quote through the public API. It works
 * whether or not online booking is switched on. Search engines are told to keep out (the address
 * holds the customer's key), and no Referer leaves the page.
 */
export const quotePageRoutes =
  (webDist: string): FastifyPluginAsync =>
  async (app) => {
    let shell: string | null = null;
    const send = async (_request: unknown, reply: FastifyReply) => {
      shell ??= await readFile(path.join(webDist, 'booking', 'offerte.html'), 'utf8').catch(() => null);
      if (shell === null) return reply.status(404).send({ message: 'Niet gevonden.', code: 'not_found' });
      return reply
        .header('content-security-policy', POLICY)
        .header('x-robots-tag', 'noindex, nofollow')
        .header('referrer-policy', 'no-referrer')
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(shell);
    };
    app.get('/offerte/*', { schema: { hide: true } }, send);
  };
