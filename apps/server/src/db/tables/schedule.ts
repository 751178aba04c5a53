export type ScheduleTables = {
  /** One private iCalendar feed per user; only the SHA-256 hash of the address's secret is kept. */
  calendar_feeds: {
    user_id: number;
    token_hash: string;
    created_at: string;
    last_used_at: string | null;
  };
};
