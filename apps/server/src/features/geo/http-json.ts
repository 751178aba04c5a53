/** A failed call to an external service: unreachable, too slow, or an answer we cannot read. */
export class ExternalServiceError extends Error {
  override name = 'ExternalServiceError';
}

export type JsonAnswer = { status: number; body: unknown };

/** Larger answers are not what PDOK or OSRM send us (a 100 × 100 table is about 100 kB). */
const MAX_ANSWER_BYTES = 5 * 1024 * 1024;

/**
 * GET a JSON document within `timeoutMs` (connect, headers and body together). Answers the status
 * and the parsed body, also for 4xx (OSRM explains its refusals in JSON); throws
 * ExternalServiceError on anything else.
 */
export const getJson = async (url: string, timeoutMs: number): Promise<JsonAnswer> => {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json' },
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new ExternalServiceError(describeFailure(error, timeoutMs), { cause: error });
  }
  if (response.status >= 500) {
    await response.body?.cancel().catch(() => {});
    throw new ExternalServiceError(`status ${response.status}`);
  }
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > MAX_ANSWER_BYTES) {
    await response.body?.cancel().catch(() => {});
    throw new ExternalServiceError('antwoord te groot');
  }
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    throw new ExternalServiceError(describeFailure(error, timeoutMs), { cause: error });
  }
  if (text.length > MAX_ANSWER_BYTES) throw new ExternalServiceError('antwoord te groot');
  try {
    return { status: response.status, body: JSON.parse(text) as unknown };
  } catch (error) {
    throw new ExternalServiceError(`geen JSON (status ${response.status})`, { cause: error });
  }
};

const describeFailure = (error: unknown, timeoutMs: number) => {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return `geen antwoord binnen ${timeoutMs} ms`;
  }
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : undefined;
  return cause ?? (error instanceof Error ? error.message : String(error));
};
