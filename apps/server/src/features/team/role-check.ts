import { TEAM_MESSAGES } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { accessOf, roleMayCall } from './route-access.ts';

/**
 * After the sign-in check (the auth plugin's onRequest hook, registered before this one): the
 * person's role must reach the route's line in the role table (route-access.ts). A Dutch 403
 * before validation and the handler, so nothing is changed. Public routes and paths outside /api
 * carry no auth and are not checked here.
 */
export const registerRoleCheck = (app: FastifyInstance) => {
  app.addHook('onRequest', async (request) => {
    if (!request.auth) return;
    const method = request.method === 'HEAD' ? 'GET' : request.method;
    const route = request.routeOptions.url;
    // An unmatched /api path is the not-found handler's to answer (404), for every role.
    if (route !== undefined && !roleMayCall(request.auth.role, accessOf(method, route))) {
      throw new AppError('forbidden', TEAM_MESSAGES.forbidden);
    }
  });
};
