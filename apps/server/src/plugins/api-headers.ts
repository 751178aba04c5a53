import type { FastifyInstance } from 'fastify';

const isApiUrl = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/**
 * No answer of the API may be kept by a browser or proxy cache: logins and refreshes carry tokens,
 * and every other answer holds the business's data. A route that sets its own Cache-Control
 * (an export, a PDF) keeps it.
 */
export const registerApiHeaders = (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply, payload) => {
    const route = request.routeOptions.url;
    const isApi = isApiUrl(request.url) || (route !== undefined && isApiUrl(route));
    if (isApi && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
};
