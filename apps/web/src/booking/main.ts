import {
  articleView,
  type BookingBoot,
  calendarView,
  catalogueCards,
  catalogueView,
  DEFAULT_PICKUP_WINDOW,
  DELIVERY_WINDOWS,
  type FreeDays,
  filterItems,
  NO_DAYS_CHOSEN,
  todayInAmsterdam,
} from '@app/booking-view';
import type { BookingItemDetail } from '@app/contracts';
import './booking.css';
import { callApi } from './api';
import { fetchFreeDays, mountCalendar } from './calendar';
import { readCart, writeCart } from './cart';
import { cartPage } from './checkout';
import { periodText, toDom } from './dom';
import { errorBox, find, link, loadCatalogue, navigate, setRouter, show, takeDrawn } from './shell';
import { statusPage } from './status-page';

/**
 * The public booking page /boeken: its own small bundle, no back-office code. Pages:
 * the catalogue, an article (calendar, quantity, delivery and pickup window), the cart with
 * checkout (checkout.ts), and the status page of a sent request (status-page.ts). The server
 * draws the catalogue and an article page itself (the same views, @app/booking-view) and leaves
 * their data in #boot (shell.ts): on such a page the script only brings the drawn elements to
 * life, so a phone shows it as fast as a static page. After a navigation the script draws every
 * page itself.
 */

const cataloguePage = async (drawn: boolean) => {
  const { results } = await loadCatalogue();
  if (!drawn) show('Online boeken', ...catalogueView(results).map(toDom));
  const search = find<HTMLInputElement>('#q');
  const category = find<HTMLSelectElement>('#category');
  const grid = find<HTMLElement>('#grid');
  const draw = () =>
    grid?.replaceChildren(
      ...catalogueCards(filterItems(results, search?.value ?? '', category?.value ?? '')).map(toDom),
    );
  search?.addEventListener('input', draw);
  category?.addEventListener('change', draw);
  // Typed (or restored by the browser) before the script took over a drawn page.
  if (search?.value || category?.value) draw();
};

const articlePage = async (slug: string, drawn: BookingBoot | null) => {
  let item: BookingItemDetail;
  let free: FreeDays;
  let today: string;
  if (drawn?.item && drawn.free) {
    ({ item, today } = drawn);
    free = new Map(drawn.free);
  } else {
    today = todayInAmsterdam();
    // All three at once, then one render: the article (and its photo, the largest paint) need
    // not wait for the catalogue, nor the calendar for the article.
    const [, answer, days] = await Promise.all([
      loadCatalogue(),
      callApi<{ entry: { model: BookingItemDetail } }>(`/booking.item/${encodeURIComponent(slug)}`),
      fetchFreeDays(slug, today),
    ]);
    item = answer.entry.model;
    free = days;
    show(item.name, ...articleView(item, calendarView({ today, offset: 0, range: null, free })).map(toDom));
  }
  const chosen = find('#chosen');
  const message = find('#message');
  const quantity = find<HTMLSelectElement>('#quantity');
  const windowSelect = find<HTMLSelectElement>('#window');
  const pickupSelect = find<HTMLSelectElement>('#pickup');
  const calendar = find('#calendar');
  let range: { from: string; until: string } | null = null;
  if (calendar)
    mountCalendar({
      root: calendar,
      slug,
      today,
      single: item.type === 'sellable',
      free,
      onChange: (next) => {
        range = next;
        if (chosen)
          chosen.textContent = next ? `Gekozen: ${periodText(next.from, next.until)}` : NO_DAYS_CHOSEN;
      },
    });
  find('#add-to-cart')?.addEventListener('click', () => {
    if (!range) {
      message?.replaceChildren(errorBox('Kies eerst je dagen in de kalender.'));
      return;
    }
    const cart = readCart();
    cart.push({
      slug,
      name: item.name,
      type: item.type,
      from: range.from,
      until: range.until,
      quantity: quantity ? Number(quantity.value) : 1,
      delivery_time: windowSelect?.value ?? DELIVERY_WINDOWS[0] ?? '',
      ...(item.type !== 'sellable' ? { pickup_time: pickupSelect?.value ?? DEFAULT_PICKUP_WINDOW } : {}),
    });
    writeCart(cart);
    navigate('/boeken/winkelwagen');
  });
};

// ------------------------------------------------------------------------------------------------

const route = async () => {
  const path = location.pathname.replace(/\/+$/, '');
  try {
    const drawn = takeDrawn(path);
    const article = /^\/boeken\/artikel\/([^/]+)$/.exec(path);
    const status = /^\/boeken\/status\/([^/]+)$/.exec(path);
    if (article?.[1]) await articlePage(decodeURIComponent(article[1]), drawn);
    else if (status?.[1]) await statusPage(decodeURIComponent(status[1]));
    else if (path === '/boeken/winkelwagen') await cartPage();
    else await cataloguePage(drawn?.catalogue != null);
  } catch (error) {
    show(
      'Online boeken',
      errorBox(error instanceof Error ? error.message : 'Er ging iets mis.'),
      link('/boeken', 'Naar de artikelen'),
    );
  }
};

document.addEventListener('click', (event) => {
  const anchor = (event.target as Element).closest?.('a[data-link]');
  if (!anchor || event.defaultPrevented || event.metaKey || event.ctrlKey || event.shiftKey) return;
  event.preventDefault();
  navigate(anchor.getAttribute('href') ?? '/boeken');
});
setRouter(route);
window.addEventListener('popstate', () => void route());
writeCart(readCart());
void route();

// Inside an iframe: tell the parent page how tall the content is (the snippet sizes the frame).
if (window.parent !== window) {
  new ResizeObserver(() => {
    window.parent.postMessage({ type: 'boeken:height', height: document.documentElement.scrollHeight }, '*');
  }).observe(document.body);
}
