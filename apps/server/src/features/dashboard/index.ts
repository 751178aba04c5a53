/** The public entry of the dashboard feature (Vandaag). */
export { dashboardRoutes } from './dashboard.routes.ts';
