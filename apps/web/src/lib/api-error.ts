export const NOT_JSON_MESSAGE = 'The server response was not JSON';
export const NETWORK_ERROR_MESSAGE = 'De server is niet bereikbaar. Controleer je verbinding.';

export type ApiErrorInit = {
  status: number;
  message: string;
  code: string;
  errors?: Record<string, string[]> | undefined;
  /** Raw response text when it was not a JSON error (e.g. a download that failed). */
  body?: string | undefined;
};

/**
 * Every rejection of the api wrapper (except an abort) is an ApiError. `message` is the server's
 * Dutch text; `errors` holds field errors keyed by field name when the server sent them.
 * `status` 0 means the network failed; code `not_json` means the answer was not JSON.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly errors: Record<string, string[]> | undefined;
  readonly body: string | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.errors = init.errors;
    this.body = init.body;
  }

  /** Builds the error from a parsed JSON error body, with a fallback for unexpected shapes. */
  static fromBody(status: number, data: unknown, statusText = ''): ApiError {
    const parsed = parseErrorBody(data);
    if (parsed) return new ApiError({ status, ...parsed });
    return new ApiError({
      status,
      message: statusText || `Er is iets misgegaan (${status}).`,
      code: `http_${status}`,
    });
  }
}

/**
 * The `{message, code, errors?}` body of an API error (contracts' apiErrorSchema, checked by hand:
 * this module is part of the sign-in page's first download, which does without zod).
 */
function parseErrorBody(data: unknown): Pick<ApiErrorInit, 'message' | 'code' | 'errors'> | null {
  if (typeof data !== 'object' || data === null) return null;
  const { message, code, errors } = data as Record<string, unknown>;
  if (typeof message !== 'string' || typeof code !== 'string') return null;
  if (errors === undefined) return { message, code };
  if (typeof errors !== 'object' || errors === null || Array.isArray(errors)) return null;
  const entries = Object.entries(errors);
  if (!entries.every(([, list]) => Array.isArray(list) && list.every((m) => typeof m === 'string')))
    return null;
  return { message, code, errors: errors as Record<string, string[]> };
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** True for a request cancelled through its AbortSignal (e.g. by react-query). */
export function isAbortError(error: unknown): boolean {
  return (
    (error instanceof DOMException && error.name === 'AbortError') ||
    (error instanceof Error && error.name === 'AbortError')
  );
}

/** The first message the server gave for a field, for showing next to a form field. */
export function fieldError(error: unknown, field: string): string | undefined {
  return isApiError(error) ? error.errors?.[field]?.[0] : undefined;
}
