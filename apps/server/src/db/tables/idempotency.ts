/** Idempotency keys of create requests (migration 0400, features/idempotency). */
export type IdempotencyTables = {
  idempotency_keys: {
    /** The signed-in user; 0 for a public route. */
    user_id: number;
    key: string;
    /** sha256 of method, URL and the body (keys sorted). */
    fingerprint: string;
    /** Token of the request that runs under this key; null once its answer is stored. */
    claim: string | null;
    /** When the running request claimed the key; a claim older than the lease is abandoned. */
    locked_at: string;
    /** The stored answer; null while the first request runs. */
    status: number | null;
    content_type: string | null;
    body: string | null;
    created_at: string;
    expires_at: string;
  };
};
