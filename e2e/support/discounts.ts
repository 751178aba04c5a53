import { expect, type Page } from '@playwright/test';
import { DEMO_USER } from './env.ts';

/** Today and other days in Amsterdam, 'yyyy-MM-dd'. */
export const amsterdamDay = (offsetDays = 0) => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(new Date());
  const ms = Date.parse(`${today}T00:00:00Z`) + offsetDays * 86_400_000;
  return new Date(ms).toISOString().slice(0, 10);
};

/** '2026-12-31' → '31 dec. 2026', as the app shows dates (d LLL yyyy, Dutch). */
export const displayDay = (iso: string) => {
  const months = [
    'jan.',
    'feb.',
    'mrt.',
    'apr.',
    'mei',
    'jun.',
    'jul.',
    'aug.',
    'sep.',
    'okt.',
    'nov.',
    'dec.',
  ];
  const [y, m, d] = iso.split('-').map(Number);
  return `${d} ${months[(m ?? 1) - 1]} ${y}`;
};

/** Calls the API as the demo user (for arranging test data). */
export async function discountsApi(page: Page) {
  const login = await page.request.post('/api/auth/login', {
    data: { username: DEMO_USER.email, password: DEMO_USER.password },
  });
  expect(login.ok()).toBe(true);
  const token = ((await login.json()) as { authorization: { access_token: string } }).authorization
    .access_token;
  const headers = { authorization: `Bearer ${token}` };
  const call = async <T>(method: 'get' | 'post' | 'patch', url: string, data?: unknown): Promise<T> => {
    const res = await page.request[method](url, { headers, ...(data === undefined ? {} : { data }) });
    expect(res.ok(), `${method} ${url}: ${res.status()} ${await res.text()}`).toBe(true);
    return (await res.json()) as T;
  };
  type Entry<T> = { entry: { model: T } };
  return {
    createCategory: (name: string) =>
      call<Entry<{ id: number }>>('post', '/api/category.create', { name }).then((r) => r.entry.model),
    createItem: (body: Record<string, unknown>) =>
      call<Entry<{ id: number; name: string }>>('post', '/api/item.create', body).then((r) => r.entry.model),
    createPromotion: (body: Record<string, unknown>) =>
      call<Entry<{ id: number; uuid: string }>>('post', '/api/promotion.create', body).then(
        (r) => r.entry.model,
      ),
    quote: (query: string) => page.request.get(`/api/discount.quote?${query}`, { headers }),
  };
}
