export type AppErrorCode =
  | 'bad_request'
  | 'validation_failed'
  | 'unauthenticated'
  | 'invalid_credentials'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'stale_version'
  | 'gone'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'too_many_requests'
  | 'internal_error'
  | 'service_unavailable';

const STATUS_BY_CODE: Record<AppErrorCode, number> = {
  bad_request: 400,
  validation_failed: 422,
  unauthenticated: 401,
  invalid_credentials: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  stale_version: 409,
  gone: 410,
  payload_too_large: 413,
  unsupported_media_type: 415,
  too_many_requests: 429,
  internal_error: 500,
  service_unavailable: 503,
};

/** The one error type services throw; the error plugin turns it into `{message, code, errors?}`. */
export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly statusCode: number;
  readonly errors: Record<string, string[]> | undefined;
  /** Sent as Retry-After (seconds) with a 429 or 503. */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    code: AppErrorCode,
    message: string,
    errors?: Record<string, string[]>,
    options: { retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.statusCode = STATUS_BY_CODE[code];
    this.errors = errors;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export const notFound = (message = 'Niet gevonden.') => new AppError('not_found', message);
export const validationFailed = (message: string, errors?: Record<string, string[]>) =>
  new AppError('validation_failed', message, errors);
export const conflict = (message: string) => new AppError('conflict', message);
