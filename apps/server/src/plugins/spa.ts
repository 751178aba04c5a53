import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built SPA from WEB_DIST with a history fallback: any GET that is not /api and not
 * a file answers index.html. Hashed assets are cached for a year; index.html never.
 */
export const registerSpa = async (app: FastifyInstance, webDist: string) => {
  const indexFile = path.join(webDist, 'index.html');
  const hasSpa = existsSync(indexFile);
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`) && /-[\w-]{8,}\.\w+$/.test(filePath);
        res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
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
