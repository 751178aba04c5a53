/** The cart, kept in this browser (localStorage) until the request is sent. */
export type CartLine = {
  slug: string;
  name: string;
  type: 'rentable' | 'sellable' | 'bundle';
  from: string;
  until: string;
  quantity: number;
  delivery_time: string;
  /** The pickup window on the last day of a rental (a cart from before it was asked has none). */
  pickup_time?: string;
};

const KEY = 'boeken_cart';

export const readCart = (): CartLine[] => {
  try {
    const raw = JSON.parse(localStorage.getItem(KEY) ?? '[]') as unknown;
    return Array.isArray(raw) ? (raw as CartLine[]) : [];
  } catch {
    return [];
  }
};

export const writeCart = (lines: readonly CartLine[]) => {
  localStorage.setItem(KEY, JSON.stringify(lines));
  const count = document.getElementById('cart-count');
  if (count) count.textContent = String(lines.length);
};
