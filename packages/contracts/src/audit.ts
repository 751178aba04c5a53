import { z } from 'zod';
import { AUDIT_ENTITIES } from './audit-constants.ts';
import { isoDateSchema, pagedResultsOf, plainTextSchema } from './common.ts';

/**
 * GET /audit.view. With `entity` and `id` (the record's uuid): that record's
 * history, for everyone who may see it (Kantoor and Eigenaar). Without `id`: the whole log,
 * filtered by kind, actor (name, or a colleague's id) and days (Europe/Amsterdam), for the owner only.
 */
export const auditViewQuerySchema = z.object({
  entity: z.enum(AUDIT_ENTITIES, { error: 'Kies een geldig soort record.' }).optional(),
  id: z.string().trim().min(1).max(64).optional(),
  actor: plainTextSchema(200).optional(),
  /** Only what this colleague (users.id) did. */
  actor_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  from: isoDateSchema.optional(),
  until: isoDateSchema.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(200).default(50),
});
export type AuditViewQuery = z.output<typeof auditViewQuerySchema>;

export const auditChangeSchema = z.object({ from: z.unknown(), to: z.unknown() });

/** The record an event is about as the log names it, and its page in the app (null: none, e.g. deleted). */
export const auditRecordSchema = z.object({ label: z.string(), path: z.string().nullable() });
export type AuditRecord = z.infer<typeof auditRecordSchema>;

export const auditEventSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  /** UTC ISO instant. */
  created_at: z.string(),
  actor: z.object({ user_id: z.number().int().nullable(), name: z.string() }),
  entity: z.enum(AUDIT_ENTITIES),
  entity_id: z.string(),
  action: z.string(),
  /** The action in Dutch ("Gepubliceerd"). */
  action_label: z.string(),
  changes: z.record(z.string(), auditChangeSchema).nullable(),
  summary: z.string().nullable(),
  /** The invoice, order, contact… by number or name; null when it no longer exists. */
  record: auditRecordSchema.nullable(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

export const auditViewResultsSchema = pagedResultsOf(auditEventSchema);
export type AuditViewResults = z.infer<typeof auditViewResultsSchema>;
