// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiDownload, apiGet, apiPost, apiUrl } from '../src/lib/api';
import { NOT_JSON_MESSAGE } from '../src/lib/api-error';
import { authStore, sessionFromAuthorization, userStore } from '../src/lib/auth-session';

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

let calls: Array<{ url: string; init: RequestInit }> = [];
function mockFetch(...handlers: Handler[]) {
  calls = [];
  const queue = [...handlers];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      const next = queue.shift();
      if (!next) throw new Error(`unexpected fetch ${url}`);
      return next(url, init);
    }),
  );
}

const headersOf = (i: number) => new Headers(calls[i]?.init.headers);

beforeEach(() => {
  localStorage.clear();
  authStore.set(null);
  userStore.set(null);
});
afterEach(() => vi.unstubAllGlobals());

describe('api wrapper', () => {
  it('sends the JSON and XHR headers and the bearer token', async () => {
    authStore.set(
      sessionFromAuthorization({
        access_token: 'A1',
        refresh_token: 'R1',
        expires_in: 3600,
        token_type: 'Bearer',
      }),
    );
    mockFetch(() => json(200, { ok: true }));
    await expect(apiGet('/contacts.view', { query: { page: 2, q: undefined } })).resolves.toEqual({
      ok: true,
    });
    expect(calls[0]?.url).toBe('/api/contacts.view?page=2');
    expect(headersOf(0).get('Accept')).toBe('application/json');
    expect(headersOf(0).get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(headersOf(0).get('Authorization')).toBe('Bearer A1');
  });

  it('rejects a non-JSON answer with "The server response was not JSON"', async () => {
    mockFetch(
      () =>
        new Response('<!doctype html><p>hi</p>', { status: 200, headers: { 'Content-Type': 'text/html' } }),
    );
    const error = await apiGet('/contacts.view').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe(NOT_JSON_MESSAGE);
    expect((error as Error).message).toBe('The server response was not JSON');
  });

  it('resolves an empty 204 with undefined', async () => {
    mockFetch(() => new Response(null, { status: 204 }));
    await expect(apiPost('/contact.restore/x')).resolves.toBeUndefined();
  });

  it('rejects an error answer with ApiError carrying status, message, code and errors', async () => {
    mockFetch(() =>
      json(422, {
        message: 'Controleer de invoer.',
        code: 'validation_failed',
        errors: { name: ['Verplicht'] },
      }),
    );
    const error = (await apiPost('/contact.create', { name: '' }).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(422);
    expect(error.message).toBe('Controleer de invoer.');
    expect(error.code).toBe('validation_failed');
    expect(error.errors).toEqual({ name: ['Verplicht'] });
    expect(headersOf(0).get('Content-Type')).toBe('application/json');
    expect(calls[0]?.init.body).toBe('{"name":""}');
  });

  it('sends a payload with files as multipart', async () => {
    mockFetch(() => json(200, { ok: true }));
    await apiPost('/asset.create', { asset: new File(['x'], 'a.txt'), tags: ['a', 'b'] });
    expect(calls[0]?.init.body).toBeInstanceOf(FormData);
    expect(headersOf(0).get('Content-Type')).toBeNull();
    const form = calls[0]?.init.body as FormData;
    expect(form.getAll('tags[]')).toEqual(['a', 'b']);
  });

  it('rejects an aborted request with the AbortError itself', async () => {
    const controller = new AbortController();
    mockFetch((_url, init) => {
      controller.abort();
      return Promise.reject(init.signal?.reason);
    });
    const error = await apiGet('/items.view', { signal: controller.signal }).catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe('AbortError');
  });

  it('refreshes once on 401 and retries with the new token', async () => {
    authStore.set(
      sessionFromAuthorization({
        access_token: 'OLD',
        refresh_token: 'R1',
        expires_in: 3600,
        token_type: 'Bearer',
      }),
    );
    mockFetch(
      () => json(401, { message: 'Je bent niet (meer) ingelogd.', code: 'unauthenticated' }),
      () =>
        json(200, {
          authorization: { access_token: 'NEW', refresh_token: 'R2', expires_in: 3600, token_type: 'Bearer' },
        }),
      () => json(200, { results: [] }),
    );
    await expect(apiGet('/items.view')).resolves.toEqual({ results: [] });
    expect(calls.map((c) => c.url)).toEqual(['/api/items.view', '/api/auth/refresh', '/api/items.view']);
    expect(calls[1]?.init.body).toBe('{"refresh_token":"R1"}');
    expect(headersOf(2).get('Authorization')).toBe('Bearer NEW');
    expect(authStore.get()?.refresh_token).toBe('R2');
  });

  it('clears the stores when the refresh is refused', async () => {
    authStore.set(
      sessionFromAuthorization({
        access_token: 'OLD',
        refresh_token: 'bad',
        expires_in: 3600,
        token_type: 'Bearer',
      }),
    );
    userStore.set({
      id: 1,
      given_name: 'Demi',
      family_name: 'de Boer',
      username: 'demi',
      email: 'demi@x.nl',
      role: 'owner',
    });
    mockFetch(
      () => json(401, { message: 'Je bent niet (meer) ingelogd.', code: 'unauthenticated' }),
      () => json(401, { message: 'Je sessie is verlopen.', code: 'refresh_failed' }),
    );
    const error = (await apiGet('/items.view').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(401);
    expect(authStore.get()).toBeNull();
    expect(userStore.get()).toBeNull();
    expect(localStorage.getItem('auth-store')).toBeNull();
  });

  it('does not refresh for calls made with auth: false (login)', async () => {
    authStore.set(
      sessionFromAuthorization({
        access_token: 'OLD',
        refresh_token: 'R1',
        expires_in: 3600,
        token_type: 'Bearer',
      }),
    );
    mockFetch(() => json(401, { message: 'De combinatie klopt niet.', code: 'invalid_credentials' }));
    await expect(apiPost('/auth/login', {}, { auth: false })).rejects.toMatchObject({ status: 401 });
    expect(calls).toHaveLength(1);
    expect(headersOf(0).get('Authorization')).toBeNull();
  });

  it('downloads a blob with the file name from Content-Disposition', async () => {
    mockFetch(
      () =>
        new Response('PDF', {
          status: 200,
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': 'attachment; filename="f-1.pdf"',
          },
        }),
    );
    const result = await apiDownload('/invoice.render/u1');
    expect(result.filename).toBe('f-1.pdf');
    expect(result.blob.size).toBe(3);
  });

  it('builds URLs under /api with repeated array keys', () => {
    expect(apiUrl('/api/x')).toBe('/api/x');
    expect(apiUrl('items.view', { filter: ['rentable', 'stocked'] })).toBe(
      '/api/items.view?filter=rentable&filter=stocked',
    );
  });
});
