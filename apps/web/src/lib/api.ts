import type { z } from 'zod';
import { ApiError, NETWORK_ERROR_MESSAGE, NOT_JSON_MESSAGE } from './api-error';
import { authStore, getAccessToken, refreshSession } from './auth-session';
import { hasFiles, toFormData } from './form-data';
import { newIdempotencyKey, retryLostAnswers } from './idempotency';

export { ApiError, isAbortError, isApiError } from './api-error';

/**
 * The one HTTP client of the SPA. Paths are relative to `/api` (`'/contacts.view'` and
 * `'/api/contacts.view'` are the same). Every request sends `Accept: application/json`,
 * `X-Requested-With: XMLHttpRequest` and the bearer token when there is one. On a 401 it refreshes
 * the token once and retries once; if the refresh is refused the stores are cleared and the auth
 * guard sends the person to /login. Errors reject with `ApiError`; an aborted request rejects with
 * the AbortError untouched (react-query ignores it).
 */

export type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number>;

/**
 * The type of a call's answer: the output of its response schema in the contracts. The browser
 * does not check answers again: the server sends every answer through that same schema (it fails
 * rather than send what the contract does not allow), and checking it twice cost every page zod's
 * code and a parse of each answer.
 */
export type ResponseOf<Schema extends z.ZodType> = z.output<Schema>;

export type ApiOptions = {
  /** Query string; arrays become repeated keys, null/undefined are left out. */
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** false: no bearer token and no refresh on 401 (login, password screens). Default true. */
  auth?: boolean;
  /**
   * A create: this call (one submission) gets a fresh Idempotency-Key, sent again unchanged when
   * the call retries (after a token refresh, or when the answer was lost), so the server makes
   * one record however often the request arrives.
   */
  idempotent?: boolean;
};

export type UploadOptions = ApiOptions & {
  method?: 'POST' | 'PATCH' | 'PUT';
  /** Called with the fraction sent, 0…1. */
  onProgress?: (fraction: number) => void;
};

export type DownloadResult = { blob: Blob; filename: string | null; contentType: string };

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
type RawResponse = { status: number; statusText: string; contentType: string; text: string };

export function apiGet<T = unknown>(path: string, options: ApiOptions = {}): Promise<T> {
  return apiRequest('GET', path, undefined, options);
}

/** JSON body; a FormData body, or a payload holding files, is sent as multipart. */
export function apiPost<T = unknown>(path: string, body?: unknown, options: ApiOptions = {}): Promise<T> {
  return apiRequest('POST', path, body, options);
}

export function apiPatch<T = unknown>(path: string, body?: unknown, options: ApiOptions = {}): Promise<T> {
  return apiRequest('PATCH', path, body, options);
}

export function apiPut<T = unknown>(path: string, body?: unknown, options: ApiOptions = {}): Promise<T> {
  return apiRequest('PUT', path, body, options);
}

export function apiDelete<T = unknown>(path: string, options: ApiOptions = {}): Promise<T> {
  return apiRequest('DELETE', path, undefined, options);
}

export async function apiRequest<T>(
  method: Method,
  path: string,
  body: unknown,
  options: ApiOptions,
): Promise<T> {
  const url = apiUrl(path, options.query);
  const encoded = encodeBody(body);
  const extraHeaders = options.idempotent
    ? { ...options.headers, 'Idempotency-Key': newIdempotencyKey() }
    : options.headers;
  const send = () =>
    withAuthRetry(options, async (token) => {
      const response = await doFetch(url, {
        method,
        headers: buildHeaders(token, extraHeaders, encoded.contentType),
        body: encoded.body,
        signal: options.signal ?? null,
      });
      return {
        status: response.status,
        statusText: response.statusText,
        contentType: contentTypeOf(response),
        text: await response.text(),
      };
    });
  const raw = options.idempotent
    ? await retryLostAnswers(send, (error) => error instanceof ApiError && error.status === 0, options.signal)
    : await send();
  return parseJsonResponse<T>(raw);
}

/** Multipart upload through XMLHttpRequest so progress can be reported. */
export async function apiUpload<T = unknown>(
  path: string,
  form: FormData,
  options: UploadOptions = {},
): Promise<T> {
  const url = apiUrl(path, options.query);
  const raw = await withAuthRetry(options, (token) =>
    xhrSend(options.method ?? 'POST', url, form, buildHeaders(token, options.headers, null), options),
  );
  return parseJsonResponse<T>(raw);
}

/** Fetches a file (PDF, xlsx, …) as a Blob; errors still reject with ApiError (with `body`). */
/** The body as a blob; with `onProgress`, read chunk by chunk and the bytes so far reported. */
const readBlob = async (response: Response, onProgress?: (bytes: number) => void): Promise<Blob> => {
  if (!onProgress || !response.body) return response.blob();
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onProgress(received);
  }
  return new Blob(chunks, { type: response.headers.get('content-type') ?? '' });
};

export async function apiDownload(
  path: string,
  options: ApiOptions & { method?: Method; body?: unknown; onProgress?: (bytes: number) => void } = {},
): Promise<DownloadResult> {
  const url = apiUrl(path, options.query);
  const encoded = encodeBody(options.body);
  let result: DownloadResult | null = null;
  const raw = await withAuthRetry(options, async (token) => {
    const response = await doFetch(url, {
      method: options.method ?? 'GET',
      headers: buildHeaders(token, options.headers, encoded.contentType),
      body: encoded.body,
      signal: options.signal ?? null,
    });
    const contentType = contentTypeOf(response);
    if (response.ok) {
      result = {
        blob: await readBlob(response, options.onProgress),
        filename: filenameFrom(response),
        contentType,
      };
      return { status: response.status, statusText: response.statusText, contentType, text: '' };
    }
    return {
      status: response.status,
      statusText: response.statusText,
      contentType,
      text: await response.text(),
    };
  });
  if (result) return result;
  throw errorFromRaw(raw);
}

/** Saves a downloaded blob under a file name through a temporary link. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function apiUrl(path: string, query?: Record<string, QueryValue>): string {
  const base =
    /^https?:\/\//.test(path) || path.startsWith('/api/') || path === '/api'
      ? path
      : `/api${path.startsWith('/') ? '' : '/'}${path}`;
  if (!query) return base;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${base}${base.includes('?') ? '&' : '?'}${search}` : base;
}

async function withAuthRetry(
  options: { auth?: boolean },
  send: (token: string | null) => Promise<RawResponse>,
): Promise<RawResponse> {
  const useAuth = options.auth !== false;
  const token = useAuth ? getAccessToken() : null;
  const first = await send(token);
  if (first.status !== 401 || !useAuth || !authStore.get()) return first;
  const current = getAccessToken();
  if (current && current !== token) return send(current);
  const refreshed = await refreshSession();
  return refreshed === 'ok' ? send(getAccessToken()) : first;
}

export function parseJsonResponse<T>(raw: RawResponse): T {
  const ok = raw.status >= 200 && raw.status < 300;
  if (raw.status === 204 || raw.status === 205 || raw.text.trim() === '') {
    if (ok) return undefined as T;
    throw errorFromRaw(raw);
  }
  let data: unknown;
  try {
    if (!/[/+]json\b/i.test(raw.contentType)) throw new Error('not json');
    data = JSON.parse(raw.text);
  } catch {
    throw new ApiError({ status: raw.status, message: NOT_JSON_MESSAGE, code: 'not_json', body: raw.text });
  }
  if (!ok) throw ApiError.fromBody(raw.status, data, raw.statusText);
  return data as T;
}

function errorFromRaw(raw: RawResponse): ApiError {
  let data: unknown = null;
  if (/[/+]json\b/i.test(raw.contentType)) {
    try {
      data = JSON.parse(raw.text);
    } catch {
      data = null;
    }
  }
  const error = ApiError.fromBody(raw.status, data, raw.statusText);
  return new ApiError({
    status: error.status,
    message: error.message,
    code: error.code,
    errors: error.errors,
    body: raw.text || undefined,
  });
}

function encodeBody(body: unknown): { body: BodyInit | null; contentType: string | null } {
  if (body === undefined || body === null) return { body: null, contentType: null };
  if (body instanceof FormData) return { body, contentType: null };
  if (hasFiles(body) && typeof body === 'object')
    return { body: toFormData(body as Record<string, unknown>), contentType: null };
  return { body: JSON.stringify(body), contentType: 'application/json' };
}

function buildHeaders(
  token: string | null,
  extra: Record<string, string> | undefined,
  contentType: string | null,
): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'X-Requested-With': 'XMLHttpRequest',
    ...extra,
  };
  if (contentType) headers['Content-Type'] = contentType;
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

async function doFetch(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, credentials: 'same-origin' });
  } catch (error) {
    if (init.signal?.aborted) throw init.signal.reason ?? error;
    if (error instanceof Error && error.name === 'AbortError') throw error;
    throw new ApiError({ status: 0, message: NETWORK_ERROR_MESSAGE, code: 'network_error' });
  }
}

function contentTypeOf(response: Response): string {
  return response.headers.get('Content-Type') ?? '';
}

function filenameFrom(response: Response): string | null {
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const star = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(disposition);
  if (star?.[1]) return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(disposition);
  return plain?.[1]?.trim() ?? null;
}

function xhrSend(
  method: string,
  url: string,
  body: FormData,
  headers: Record<string, string>,
  options: { signal?: AbortSignal; onProgress?: (fraction: number) => void },
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const { signal, onProgress } = options;
    if (signal?.aborted) {
      reject(signal.reason ?? new DOMException('Aborted', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    if (onProgress) {
      xhr.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      });
    }
    xhr.addEventListener('load', () => {
      signal?.removeEventListener('abort', onAbort);
      onProgress?.(1);
      resolve({
        status: xhr.status,
        statusText: xhr.statusText,
        contentType: xhr.getResponseHeader('Content-Type') ?? '',
        text: xhr.responseText,
      });
    });
    xhr.addEventListener('error', () => {
      signal?.removeEventListener('abort', onAbort);
      reject(new ApiError({ status: 0, message: NETWORK_ERROR_MESSAGE, code: 'network_error' }));
    });
    xhr.addEventListener('abort', () => {
      reject(signal?.reason ?? new DOMException('Aborted', 'AbortError'));
    });
    xhr.send(body);
  });
}
