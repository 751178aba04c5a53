import type { BookingItemDetail } from '@app/contracts';
import { priceText } from './catalogue-view.ts';
import { compact, el, type VChild, type VNode } from './vnode.ts';

export const DELIVERY_WINDOWS = ['08:00-10:00', '10:00-12:00', '12:00-14:00', '14:00-16:00', '16:00-18:00'];
/** The pickup window offered first (the orders' own default). */
export const DEFAULT_PICKUP_WINDOW = '16:00-18:00';
export const NO_DAYS_CHOSEN = 'Nog geen dagen gekozen.';

const windowSelect = (id: string, label: string, selected: string) =>
  el(
    'div',
    {},
    el('label', { for: id }, label),
    el(
      'select',
      { id },
      ...DELIVERY_WINDOWS.map((w) => el('option', { value: w, selected: w === selected }, w)),
    ),
  );

/**
 * An article's page: photos, price, description, its calendar (calendarView), quantity where
 * more units exist, the delivery window (#window) and for a rental the pickup window (#pickup),
 * and "In winkelwagen" (#add-to-cart, handled by the page script, which also writes the choice
 * into #chosen and a refusal into #message).
 */
export const articleView = (item: BookingItemDetail, calendar: VNode): VChild[] => {
  const [first] = item.images;
  const rest = item.thumbnails.slice(1);
  return compact([
    el('a', { href: '/boeken', 'data-link': true }, '‹ Alle artikelen'),
    el('h1', {}, item.name),
    // The page's largest paint.
    first
      ? el('img', {
          class: 'photo',
          src: first,
          alt: item.name,
          width: 800,
          height: 600,
          fetchpriority: 'high',
        })
      : null,
    rest.length > 0
      ? el(
          'div',
          { class: 'thumbs' },
          ...rest.map((src) => el('img', { src, alt: '', width: 400, height: 300, loading: 'lazy' })),
        )
      : null,
    el('p', { class: 'price' }, priceText(item)),
    item.description ? el('p', { style: 'white-space:pre-wrap' }, item.description) : null,
    item.contents.length > 0
      ? el('p', { 'data-testid': 'contents' }, `In dit pakket: ${item.contents.join(', ')}`)
      : null,
    el('h2', {}, item.type === 'sellable' ? 'Kies de leverdag' : 'Kies je dagen'),
    calendar,
    el('p', { 'aria-live': 'polite', class: 'muted', id: 'chosen' }, NO_DAYS_CHOSEN),
    item.max_quantity > 1
      ? el(
          'div',
          {},
          el('label', { for: 'quantity' }, 'Aantal'),
          el(
            'select',
            { id: 'quantity' },
            ...Array.from({ length: item.max_quantity }, (_, i) => el('option', { value: i + 1 }, i + 1)),
          ),
        )
      : null,
    el(
      'div',
      { class: 'pair' },
      windowSelect('window', 'Levertijd', ''),
      item.type !== 'sellable' ? windowSelect('pickup', 'Ophaaltijd', DEFAULT_PICKUP_WINDOW) : null,
    ),
    el(
      'p',
      { class: 'hint' },
      item.type !== 'sellable'
        ? 'We leveren op je eerste dag en halen alles weer op op je laatste dag.'
        : 'We leveren op de dag die je kiest.',
    ),
    el('div', { id: 'message' }),
    el('p', {}, el('button', { type: 'button', id: 'add-to-cart' }, 'In winkelwagen')),
  ]);
};
