import type { Generated } from 'kysely';

export type AuditTables = {
  /** The audit trail (0590): append-only, written in the transaction of the change it describes. */
  audit_events: {
    id: Generated<number>;
    uuid: string;
    /** UTC ISO instant. */
    created_at: string;
    /** The signed-in person; null for the system (jobs) and the public booking page. */
    actor_user_id: number | null;
    actor_name: string;
    /** An AuditEntity ('invoice', 'order', …). */
    entity: string;
    /** The entity's uuid. */
    entity_id: string;
    action: string;
    /** JSON `{field: {from, to}}` of the fields that changed, or null. */
    changes: string | null;
    summary: string | null;
  };
};
