/** The audit trail: who changed what, written in the use case's own transaction. */
export { auditRoutes } from './audit.routes.ts';
export { type AuditActor, currentAuditActor, registerAuditActor, runAsActor } from './audit-actor.ts';
export { type AuditChanges, countSummary, diffForAudit, hasAuditChanges } from './audit-changes.ts';
export { type RecordAuditOptions, recordAudit } from './record-audit.ts';
