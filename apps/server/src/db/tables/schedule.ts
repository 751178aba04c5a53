import type { Generated } from 'kysely';

export type ScheduleTables = {
  /** A delivery or pickup marked done by the driver (0580); one per reservation and type. */
  job_completions: {
    id: Generated<number>;
    reservation_id: number;
    job_type: 'delivery' | 'pickup';
    completed_at: string;
    completed_by: number | null;
    cash_cents: number | null;
    payment_id: number | null;
  };
  /** One private iCalendar feed per user; only the SHA-256 hash of the address's secret is kept. */
  calendar_feeds: {
    user_id: number;
    token_hash: string;
    created_at: string;
    last_used_at: string | null;
  };
};
