import { BOOT_ELEMENT_ID, type BookingBoot, brandColorOf, brandView, pageTitle } from '@app/booking-view';
import type { BookingItems } from '@app/contracts';
import { callApi } from './api';
import { type Child, h, toDom } from './dom';

/**
 * What every page of /boeken shares: the #app element, the page the server drew (#boot), the
 * catalogue (with the shop's name, colour, terms and payment methods), the brand bar, and
 * navigation without a page load.
 */
export const app = document.getElementById('app') as HTMLElement;

const readBoot = (): BookingBoot | null => {
  const text = document.getElementById(BOOT_ELEMENT_ID)?.textContent;
  try {
    return text ? (JSON.parse(text) as BookingBoot) : null;
  } catch {
    return null;
  }
};

/** The page the server drew, if it is still the one shown; taken once, by the first route(). */
let boot = readBoot();
export const takeDrawn = (path: string) => {
  const drawn = boot?.path === path ? boot : null;
  boot = null;
  return drawn;
};

let catalogue: BookingItems | null = boot?.catalogue ?? null;

export const loadCatalogue = async () => {
  catalogue ??= await callApi<BookingItems>('/booking.items');
  return catalogue;
};

// A page the server drew already shows the shop's name, logo and colour.
let branded = boot !== null;
/** The shop's name, logo and colour in the bar: once, in the same render as the first page. */
const applyBrand = () => {
  if (branded || !catalogue) return;
  branded = true;
  const { shop } = catalogue;
  const color = brandColorOf(shop);
  if (color) document.documentElement.style.setProperty('--brand', color);
  const brand = document.querySelector('.brand');
  if (brand && shop.company_name) brand.replaceChildren(...brandView(shop).map(toDom));
};

export const show = (title: string, ...children: Child[]) => {
  applyBrand();
  document.title = pageTitle(title, catalogue?.shop ?? null);
  app.replaceChildren(...children.filter((c): c is Node | string => Boolean(c)));
};

let router: () => Promise<void> = async () => {};
/** The function that draws the page of the current address (main.ts's route). */
export const setRouter = (route: () => Promise<void>) => {
  router = route;
};

export const navigate = (path: string) => {
  history.pushState(null, '', path);
  void router();
  window.scrollTo(0, 0);
  app.focus();
};

export const link = (href: string, text: Child, attrs: Record<string, unknown> = {}) =>
  h('a', { href, 'data-link': true, ...attrs }, text);

export const errorBox = (message: string) => h('div', { class: 'error', role: 'alert' }, message);

export const find = <T extends HTMLElement>(selector: string) => app.querySelector<T>(selector);
