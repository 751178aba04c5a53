/**
 * A fresh Idempotency-Key: 128 random bits as a uuid (v4 layout). From getRandomValues, not
 * randomUUID, which browsers only offer on https and localhost (a server on the shop's own network
 * is plain http).
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Pauses before each retry of a create whose answer was lost (a flaky mobile connection). */
export const LOST_ANSWER_RETRY_DELAYS_MS = [1000, 3000] as const;

/**
 * Runs a create and, when its answer is lost on the way (no answer at all: `isLost`), sends it
 * again with the same key: the server either made nothing yet or answers the first answer again,
 * so a retry never makes a second record.
 */
export async function retryLostAnswers<T>(
  send: () => Promise<T>,
  isLost: (error: unknown) => boolean,
  signal?: AbortSignal,
): Promise<T> {
  for (const delay of LOST_ANSWER_RETRY_DELAYS_MS) {
    try {
      return await send();
    } catch (error) {
      if (!isLost(error) || signal?.aborted) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
  return send();
}
