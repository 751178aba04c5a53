import type { APIRequestContext, APIResponse } from '@playwright/test';
import { DEMO_USER } from './env.ts';

/**
 * The one way e2e helpers call the API. Tests arrange their data through it, so a refused call
 * must stop the test at that call, with the server's answer in the report: otherwise it shows up
 * later as a puzzling "element not found" on a screen.
 */

export type Credentials = { email: string; password: string };

/** Query string values; Playwright encodes them, so paths stay free of hand-built `?a=b&c=d`. */
export type Query = Record<string, string | number | boolean>;

export type Multipart = NonNullable<NonNullable<Parameters<APIRequestContext['fetch']>[1]>['multipart']>;

export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** What POST /api/auth/login answers; loginViaApi stores it the way the SPA does. */
export type LoginAnswer = {
  authorization: { access_token: string; refresh_token: string; expires_in: number };
  user: unknown;
};

/** The API's envelopes (architecture: single records `{entry: {model}}`, lists `{results}`). */
export type Entry<T> = { entry: { model: T } };
export type Results<T> = { results: T[] };

/** A non-2xx answer. The message names the call, status and body, since that is all a report shows. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: string;

  constructor(call: string, status: number, body: string) {
    super(`${call} answered ${status}: ${body}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

export type ApiClient = {
  /** The bearer header (empty without a token), for a call that must go through `request` itself. */
  readonly headers: Readonly<Record<string, string>>;
  get: <T = unknown>(path: string, query?: Query) => Promise<T>;
  post: <T = unknown>(path: string, body?: unknown) => Promise<T>;
  patch: <T = unknown>(path: string, body?: unknown) => Promise<T>;
  delete: <T = unknown>(path: string) => Promise<T>;
  /** A multipart POST (asset.create takes the file this way). */
  upload: <T = unknown>(path: string, multipart: Multipart) => Promise<T>;
  /**
   * The unchecked response, for tests whose subject is the status itself (a refusal, a 404):
   * they assert on it, so it must not throw.
   */
  send: (
    method: Method,
    path: string,
    options?: { query?: Query; body?: unknown; multipart?: Multipart },
  ) => Promise<APIResponse>;
};

/**
 * A client on `request` (a page's `page.request` or the `request` fixture). Without a token it
 * makes public calls only (login, password reset); see createSignedInClient.
 */
export function createApiClient(request: APIRequestContext, token?: string): ApiClient {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};

  const send: ApiClient['send'] = (method, path, options = {}) =>
    request.fetch(path, {
      method,
      headers,
      // Only the keys that are set: Playwright refuses a request with more than one body kind.
      ...(options.query === undefined ? {} : { params: options.query }),
      ...(options.body === undefined ? {} : { data: options.body }),
      ...(options.multipart === undefined ? {} : { multipart: options.multipart }),
    });

  const call = async <T>(
    method: Method,
    path: string,
    options?: { query?: Query; body?: unknown; multipart?: Multipart },
  ): Promise<T> => {
    const response = await send(method, path, options);
    const text = await response.text();
    if (!response.ok()) throw new ApiError(`${method} ${response.url()}`, response.status(), text);
    // A few answers have no body; callers of those ask for nothing back.
    return (text ? JSON.parse(text) : undefined) as T;
  };

  return {
    headers,
    get: (path, query) => call('GET', path, query === undefined ? {} : { query }),
    post: (path, body) => call('POST', path, { body }),
    patch: (path, body) => call('PATCH', path, { body }),
    delete: (path) => call('DELETE', path),
    upload: (path, multipart) => call('POST', path, { multipart }),
    send,
  };
}

/** Signs in through the API (the demo account unless told otherwise) and answers the session. */
export function signIn(
  request: APIRequestContext,
  credentials: Credentials = DEMO_USER,
): Promise<LoginAnswer> {
  return createApiClient(request).post<LoginAnswer>('/api/auth/login', {
    username: credentials.email,
    password: credentials.password,
  });
}

/** A client that signed in once; every call then carries that token. */
export async function createSignedInClient(
  request: APIRequestContext,
  credentials: Credentials = DEMO_USER,
): Promise<ApiClient> {
  const answer = await signIn(request, credentials);
  return createApiClient(request, answer.authorization.access_token);
}
