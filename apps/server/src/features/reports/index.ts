/** The public entry of the reports feature: what other features may use. */
export { reportRoutes } from './reports.routes.ts';
export { readUnitService, type ServiceUnit } from './unit-service.ts';
