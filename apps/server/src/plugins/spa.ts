import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Text files the build precompresses (apps/web/vite-precompress.ts): they vary by Accept-Encoding. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|csv|xml|webmanifest)$/;
const PRECOMPRESSED = /\.(br|gz)$/;

/**
 * Serves the built SPA from WEB_DIST with a history fallback: any GET that is not /api and not
 * a file answers index.html. Text files go out as the build's `.br` or `.gz` copy when the browser
 * accepts it (no compression work per request), with `Vary: Accept-Encoding`. Hashed assets are
 * cached for a year (`immutable`); everything else, index.html above all, is revalidated on
 * every use (`no-cache`), so a new build is never hidden behind a stale page.
 */
export const registerSpa = async (app: FastifyInstance, webDist: string) => {
  const indexFile = path.join(webDist, 'index.html');
  const hasSpa = existsSync(indexFile);
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: webDist,
      // One wildcard route that looks files up per request, rather than a route per file (with the
      // .br/.gz copies over a thousand routes, a quarter of the start-up time); a missing file
      // falls through to the not-found handler below (history fallback or a JSON 404).
      wildcard: true,
      // `/` is a directory to the wildcard route: its index.html is the app.
      index: ['index.html'],
      cacheControl: false,
      preCompressed: true,
      setHeaders: (res, filePath) => {
        // With preCompressed the served file is `x.js.br`; judge it by the original name.
        const original = filePath.replace(PRECOMPRESSED, '');
        const hashed = original.includes(`${path.sep}assets${path.sep}`) && /-[\w-]{8,}\.\w+$/.test(original);
        res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        if (COMPRESSIBLE.test(original)) res.setHeader('Vary', 'Accept-Encoding');
      },
    });
  } else {
    app.log.warn({ webDist }, 'geen gebouwde web-app gevonden; draai `npm run build`');
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (!isApi && request.method === 'GET' && hasSpa && !path.extname(request.url.split('?')[0] ?? '')) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html', webDist);
    }
    return reply.status(404).send({ message: 'Niet gevonden.', code: 'not_found' });
  });
};
