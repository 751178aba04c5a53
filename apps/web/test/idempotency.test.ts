// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiPost } from '../src/lib/api';
import { newIdempotencyKey } from '../src/lib/idempotency';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const keysSent: Array<string | null> = [];
const stubFetch = (...answers: Array<() => Response>) => {
  keysSent.length = 0;
  const queue = [...answers];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      keysSent.push(new Headers(init.headers).get('Idempotency-Key'));
      const next = queue.shift();
      if (!next) throw new Error('unexpected fetch');
      return next();
    }),
  );
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('Idempotency-Key', () => {
  it('is a fresh uuid every time', () => {
    const keys = new Set(Array.from({ length: 100 }, newIdempotencyKey));
    expect(keys.size).toBe(100);
    for (const key of keys)
      expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('a create sends a fresh key per call; other calls send none', async () => {
    stubFetch(
      () => json(200, { ok: 1 }),
      () => json(200, { ok: 2 }),
      () => json(200, { ok: 3 }),
    );
    await apiPost('/contact.create', { a: 1 }, { idempotent: true });
    await apiPost('/contact.create', { a: 1 }, { idempotent: true });
    await apiPost('/order.quote', { a: 1 });
    expect(keysSent[0]).toBeTruthy();
    expect(keysSent[1]).toBeTruthy();
    expect(keysSent[0]).not.toBe(keysSent[1]);
    expect(keysSent[2]).toBeNull();
  });

  it('a create whose answer was lost is sent again with the same key', async () => {
    vi.useFakeTimers();
    stubFetch(
      () => {
        throw new TypeError('Failed to fetch');
      },
      () => json(200, { entry: { model: { id: 7 } } }),
    );
    const answer = apiPost('/order.cashcreate', { a: 1 }, { idempotent: true });
    await vi.runAllTimersAsync();
    await expect(answer).resolves.toEqual({ entry: { model: { id: 7 } } });
    expect(keysSent).toHaveLength(2);
    expect(keysSent[1]).toBe(keysSent[0]);
  });

  it('a refusal is not sent again', async () => {
    stubFetch(() => json(409, { message: 'Niet meer vrij.', code: 'conflict' }));
    await expect(apiPost('/order.cashcreate', { a: 1 }, { idempotent: true })).rejects.toMatchObject({
      status: 409,
    });
    expect(keysSent).toHaveLength(1);
  });
});
