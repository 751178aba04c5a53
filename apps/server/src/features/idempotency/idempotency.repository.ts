import type { Db } from '../../db/database.ts';

export type IdempotencyRow = {
  fingerprint: string;
  claim: string | null;
  locked_at: string;
  status: number | null;
  content_type: string | null;
  body: string | null;
};

type KeyRef = { userId: number; key: string };
type Claim = KeyRef & { fingerprint: string; claim: string; now: string; expiresAt: string };
type StoredAnswer = { status: number; contentType: string | null; body: string };

/**
 * Claims a key for one request: the insert conflicts on (user_id, key), so of any number of
 * requests (in any process) exactly one gets true. An expired row of the key is removed first.
 */
export const insertClaim = async (db: Db, claim: Claim) => {
  await db
    .deleteFrom('idempotency_keys')
    .where('user_id', '=', claim.userId)
    .where('key', '=', claim.key)
    .where('expires_at', '<=', claim.now)
    .execute();
  const inserted = await db
    .insertInto('idempotency_keys')
    .values({
      user_id: claim.userId,
      key: claim.key,
      fingerprint: claim.fingerprint,
      claim: claim.claim,
      locked_at: claim.now,
      created_at: claim.now,
      expires_at: claim.expiresAt,
    })
    .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
  return inserted !== undefined;
};

/** Takes over a claim whose request died (crash, kill) without storing or releasing it. */
export const takeOverAbandonedClaim = async (db: Db, claim: Claim & { abandonedBefore: string }) => {
  const result = await db
    .updateTable('idempotency_keys')
    .set({ claim: claim.claim, locked_at: claim.now })
    .where('user_id', '=', claim.userId)
    .where('key', '=', claim.key)
    .where('fingerprint', '=', claim.fingerprint)
    .where('status', 'is', null)
    .where('locked_at', '<', claim.abandonedBefore)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
};

export const findKey = (db: Db, { userId, key }: KeyRef): Promise<IdempotencyRow | undefined> =>
  db
    .selectFrom('idempotency_keys')
    .select(['fingerprint', 'claim', 'locked_at', 'status', 'content_type', 'body'])
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .executeTakeFirst();

/** Stores the answer of the request holding the claim; the claim ends. */
export const storeAnswer = async (db: Db, ref: KeyRef & { claim: string }, answer: StoredAnswer) => {
  await db
    .updateTable('idempotency_keys')
    .set({ claim: null, status: answer.status, content_type: answer.contentType, body: answer.body })
    .where('user_id', '=', ref.userId)
    .where('key', '=', ref.key)
    .where('claim', '=', ref.claim)
    .execute();
};

/** Gives the key free again (the request failed and made nothing); a retry runs anew. */
export const deleteClaim = async (db: Db, ref: KeyRef & { claim: string }) => {
  await db
    .deleteFrom('idempotency_keys')
    .where('user_id', '=', ref.userId)
    .where('key', '=', ref.key)
    .where('claim', '=', ref.claim)
    .execute();
};

export const deleteExpiredKeys = async (db: Db, now: string) => {
  await db.deleteFrom('idempotency_keys').where('expires_at', '<=', now).execute();
};
