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

/** The message the booking page posts to the site that frames it (the end of apps/web/src/booking/main.ts). */
export const EMBED_HEIGHT_MESSAGE = 'boeken:height';

/**
 * /boeken/embed.js: the few lines a site loads next to its iframe of /boeken. It sizes each
 * iframe marked `data-springplezier-boeken` to the height its page reports, and listens only to
 * messages from the origin it was itself loaded from (the booking page's), so another frame on
 * that site cannot resize it.
 */
export const EMBED_SCRIPT = `(function(){var s=document.currentScript;if(!s)return;var o=new URL(s.src).origin;
window.addEventListener('message',function(e){var d=e.data;if(e.origin!==o||!d||d.type!=='${EMBED_HEIGHT_MESSAGE}')return;
var h=Number(d.height);if(!(h>0&&h<100000))return;
var f=document.querySelectorAll('iframe[data-springplezier-boeken]');
for(var i=0;i<f.length;i++){if(f[i].contentWindow===e.source)f[i].style.height=Math.ceil(h)+'px';}});})();
`;

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
    // A static route wins over the wildcard below. Other sites load it, so its resource policy
    // is cross-origin (helmet's default same-origin would make browsers refuse it).
    app.get('/boeken/embed.js', { schema: { hide: true } }, (_request, reply) =>
      reply
        .header('cross-origin-resource-policy', 'cross-origin')
        .header('cache-control', 'public, max-age=3600')
        .type('text/javascript; charset=utf-8')
        .send(EMBED_SCRIPT),
    );
    app.get('/boeken', { schema: { hide: true } }, (_request, reply) => send(reply));
    app.get('/boeken/*', { schema: { hide: true } }, (_request, reply) => send(reply));
  };
