import type { Page } from '@playwright/test';
import { createSignedInClient, type Entry } from './api-client.ts';

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
  const api = await createSignedInClient(page.request);
  return {
    createCategory: (name: string) =>
      api.post<Entry<{ id: number }>>('/api/category.create', { name }).then((r) => r.entry.model),
    createItem: (body: Record<string, unknown>) =>
      api.post<Entry<{ id: number; name: string }>>('/api/item.create', body).then((r) => r.entry.model),
    createPromotion: (body: Record<string, unknown>) =>
      api.post<Entry<{ id: number; uuid: string }>>('/api/promotion.create', body).then((r) => r.entry.model),
    /** The raw answer: the tests assert on a refusal's status and message. */
    quote: (query: string) => api.send('GET', `/api/discount.quote?${query}`),
  };
}
