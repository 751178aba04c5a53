/** GET /api/health: whether the server and its database answer. */
export { healthRoutes } from './health.routes.ts';
