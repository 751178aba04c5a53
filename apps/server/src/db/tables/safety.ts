import type { Generated } from 'kysely';

/** The safety register per unit (migration 0550). */
export type SafetyTables = {
  unit_certificates: {
    id: Generated<number>;
    uuid: string;
    item_id: number;
    /** Null: a type certificate of the article, valid for each of its units. */
    unit_id: number | null;
    number: string;
    approving_body: string;
    issued_on: string;
    valid_until: string | null;
    asset_id: number | null;
    created_at: string;
    created_by: number | null;
  };
  /** Append-only: a correction is a new row with corrects_id. */
  unit_log_entries: {
    id: Generated<number>;
    uuid: string;
    unit_id: number;
    kind: 'keuring' | 'inspectie' | 'onderhoud' | 'reparatie';
    date: string;
    performed_by: string;
    findings: string | null;
    parts_replaced: string | null;
    result: 'goedgekeurd' | 'afgekeurd' | 'met_opmerkingen' | null;
    next_due: string | null;
    corrects_id: number | null;
    created_at: string;
    created_by: number | null;
  };
  unit_log_attachments: {
    log_entry_id: number;
    asset_id: number;
    position: number;
  };
  /** Append-only: a correction is a new row with corrects_id. */
  unit_incidents: {
    id: Generated<number>;
    uuid: string;
    unit_id: number;
    occurred_at: string;
    order_id: number | null;
    description: string;
    injury: 'geen' | 'licht' | 'ernstig';
    measures: string | null;
    nvwa_reported_on: string | null;
    corrects_id: number | null;
    created_at: string;
    created_by: number | null;
  };
  unit_blocks: {
    id: Generated<number>;
    uuid: string;
    unit_id: number;
    blocked_from: string;
    blocked_until: string | null;
    reason: string;
    source: 'manual' | 'inspection';
    log_entry_id: number | null;
    lifted_at: string | null;
    lifted_by: number | null;
    created_at: string;
    created_by: number | null;
  };
};
