import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { readBookingSettings } from './booking-settings.ts';

/** The page's policy: the back office's, except who may frame it (Instellingen → Online boeken). */
const policyOf = (ancestors: readonly string[]) =>
  [
    "default-src 'self'",
    "base-uri 'self'",
    "font-src 'self' https: data:",
    "form-action 'self'",
    "img-src 'self' data: blob:",
    "object-src 'none'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "connect-src 'self'",
    `frame-ancestors ${ancestors.length > 0 ? ancestors.join(' ') : "'none'"}`,
  ].join(';');

/**
 * Serves the public booking page (its own bundle, booking.html of the web build) for /boeken and
 * every path below it. Only this page may be shown in a frame, and only by the origins the
 * settings list; the back office keeps `frame-ancestors 'none'` and X-Frame-Options.
 */
export const bookingPageRoutes =
  (webDist: string): FastifyPluginAsync =>
  async (app) => {
    let html: string | null = null;
    const load = async () => {
      html ??= await readFile(path.join(webDist, 'booking', 'booking.html'), 'utf8').catch(() => null);
      return html;
    };
    const send = async (reply: FastifyReply) => {
      const page = await load();
      if (!page) return reply.status(404).send({ message: 'Niet gevonden.', code: 'not_found' });
      const settings = await readBookingSettings(app.ctx.db);
      if (!settings.booking_enabled)
        return reply.status(404).type('text/plain; charset=utf-8').send('Online boeken is uitgeschakeld.');
      reply.header('content-security-policy', policyOf(settings.booking_frame_ancestors));
      if (settings.booking_frame_ancestors.length > 0) reply.removeHeader('x-frame-options');
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page);
    };
    app.get('/boeken', { schema: { hide: true } }, (_request, reply) => send(reply));
    app.get('/boeken/*', { schema: { hide: true } }, (_request, reply) => send(reply));
  };
