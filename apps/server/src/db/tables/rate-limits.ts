/** Counters of the sign-in protection (migration 0120). */
export type RateLimitTables = {
  rate_limits: {
    key: string;
    points: number;
    /** End of the key's window in epoch milliseconds; null when it never ends. */
    expire: number | null;
  };
};
