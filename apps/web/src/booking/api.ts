/** The public booking API: no token, JSON in and out; a refusal carries Dutch messages per field. */
export class BookingApiError extends Error {
  readonly status: number;
  readonly errors: Record<string, string[]>;
  constructor(status: number, message: string, errors: Record<string, string[]>) {
    super(message);
    this.status = status;
    this.errors = errors;
  }
}

export const callApi = async <T>(
  path: string,
  init: { method?: 'GET' | 'POST'; body?: unknown; idempotencyKey?: string } = {},
): Promise<T> => {
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: init.method ?? 'GET',
      headers: {
        accept: 'application/json',
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(init.idempotencyKey ? { 'idempotency-key': init.idempotencyKey } : {}),
      },
      body: init.body === undefined ? null : JSON.stringify(init.body),
    });
  } catch {
    throw new BookingApiError(0, 'Geen verbinding. Controleer je internet en probeer het opnieuw.', {});
  }
  const body = (await response.json().catch(() => ({}))) as {
    message?: string;
    errors?: Record<string, string[]>;
  };
  if (!response.ok)
    throw new BookingApiError(
      response.status,
      body.message ?? 'Er ging iets mis. Probeer het opnieuw.',
      body.errors ?? {},
    );
  return body as T;
};
