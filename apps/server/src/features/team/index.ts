/** Colleagues and roles: who may call which route, invitations, roles, deactivation. */
export { registerRoleCheck } from './role-check.ts';
export { teamRoutes } from './team.routes.ts';
