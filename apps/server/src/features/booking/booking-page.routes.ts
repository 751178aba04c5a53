import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { publicPagePolicy } from '../../lib/public-page-policy.ts';
import { createBookingCatalogue } from './booking-catalogue.ts';
import { createCatalogueCache } from './booking-catalogue-cache.ts';
import { bookingRateLimit } from './booking-rate-limit.ts';
import { readBookingSettings } from './booking-settings.ts';
import { canDrawInto, fillShell } from './booking-shell.ts';
import { drawBookingPage } from './draw-booking-page.ts';

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
    let loaded: { html: string; drawable: boolean } | null = null;
    /** The built booking.html, read once, and whether it has the marks a page is drawn into. */
    const load = async () => {
      if (loaded) return loaded;
      const html = await readFile(path.join(webDist, 'booking', 'booking.html'), 'utf8').catch(() => null);
      loaded = html === null ? null : { html, drawable: canDrawInto(html) };
      return loaded;
    };
    const catalogue = createBookingCatalogue(app.ctx);
    const cache = createCatalogueCache(app.ctx);
    const limit = bookingRateLimit(app, 'read');

    /**
     * The shell with the catalogue or an article page drawn in (draw-booking-page.ts); as it is
     * for other pages, an unknown article, a shell without its marks (a test's), or an address
     * over its limit: the script then draws the page and shows the API's Dutch answer.
     */
    const pageFor = async (
      request: FastifyRequest,
      reply: FastifyReply,
      { html: shell, drawable }: { html: string; drawable: boolean },
    ) => {
      if (!drawable) return shell;
      const pathname = (request.url.split('?')[0] ?? '').replace(/\/+$/, '');
      try {
        if (typeof limit === 'function') await limit.call(app, request, reply);
        const drawn = await drawBookingPage({ path: pathname, catalogue, cache });
        return drawn ? fillShell(shell, drawn) : shell;
      } catch (error) {
        if (!(error instanceof AppError)) request.log.error({ err: error }, 'booking page not drawn');
        return shell;
      }
    };

    const send = async (request: FastifyRequest, reply: FastifyReply) => {
      const shell = await load();
      if (!shell) return reply.status(404).send({ message: 'Niet gevonden.', code: 'not_found' });
      const settings = await readBookingSettings(app.ctx.db);
      if (!settings.booking_enabled)
        return reply.status(404).type('text/plain; charset=utf-8').send('Online boeken is uitgeschakeld.');
      const page = await pageFor(request, reply, shell);
      // Who may frame the page is the shop's choice (Instellingen → Online boeken).
      reply.header('content-security-policy', publicPagePolicy(settings.booking_frame_ancestors));
      // No Cross-Origin-Opener-Policy here (the back office keeps helmet's same-origin): arriving
      // from another site's page (or Lighthouse's blank one) a COOP page gets a new browsing
      // context group, a process swap that cost a phone about a second of main thread and 3–10
      // points of Lighthouse's score (bench/web). The page holds nothing a window it opened or
      // that opened it could take: public articles, and a status page behind its own token.
      reply.removeHeader('cross-origin-opener-policy');
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
    app.get('/boeken', { schema: { hide: true } }, send);
    app.get('/boeken/*', { schema: { hide: true } }, send);
  };
