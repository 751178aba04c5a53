import type { BookingItem } from '@app/contracts';
import { formatMoney } from './dutch-format.ts';
import { el, type VChild, type VNode } from './vnode.ts';

export const priceText = (item: { price: number; type: string }) =>
  `${formatMoney(item.price)} ${item.type === 'sellable' ? 'per stuk' : 'per dag'}`;

export const shorten = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;

export const categoriesOf = (items: readonly BookingItem[]) =>
  [...new Set(items.map((r) => r.category).filter((c): c is string => Boolean(c)))].sort();

/** The search (name and description, any case) and the category filter of the catalogue. */
export const filterItems = (items: readonly BookingItem[], query: string, category: string) => {
  const q = query.trim().toLowerCase();
  return items.filter(
    (r) =>
      (!category || r.category === category) &&
      (!q || `${r.name} ${r.description ?? ''}`.toLowerCase().includes(q)),
  );
};

const card = (item: BookingItem, index: number): VNode =>
  el(
    'a',
    { href: `/boeken/artikel/${item.slug}`, 'data-link': true, class: 'card' },
    item.image_url
      ? el('img', {
          src: item.image_url,
          alt: '',
          width: 400,
          height: 300,
          loading: index < 2 ? 'eager' : 'lazy',
          // The first card's photo is the catalogue's largest paint on a phone.
          fetchpriority: index === 0 ? 'high' : 'auto',
        })
      : el('div', { class: 'photo', 'aria-hidden': 'true' }),
    el(
      'div',
      {},
      el('strong', {}, item.name),
      item.description ? el('span', { class: 'muted' }, shorten(item.description, 90)) : null,
      el('span', { class: 'price' }, ` ${priceText(item)}`),
    ),
  );

/** The cards of the grid (or the empty text) for the articles shown. */
export const catalogueCards = (shown: readonly BookingItem[]): VChild[] =>
  shown.length === 0 ? [el('p', { class: 'muted' }, 'Geen artikelen gevonden.')] : shown.map(card);

/** The catalogue page's content: its heading, search, category filter and every article. */
export const catalogueView = (items: readonly BookingItem[]): VChild[] => {
  const categories = categoriesOf(items);
  return [
    el('h1', {}, 'Kies je springkasteel'),
    el(
      'div',
      { class: 'filters' },
      el(
        'div',
        { class: 'filter-search' },
        el('label', { for: 'q' }, 'Zoeken'),
        el('input', { id: 'q', type: 'search', autocomplete: 'off', placeholder: 'Bijv. jungle' }),
      ),
      categories.length > 0
        ? el(
            'div',
            { class: 'filter-category' },
            el('label', { for: 'category' }, 'Categorie'),
            el(
              'select',
              { id: 'category' },
              el('option', { value: '' }, 'Alle categorieën'),
              ...categories.map((c) => el('option', { value: c }, c)),
            ),
          )
        : null,
    ),
    el('div', { class: 'grid', id: 'grid' }, ...catalogueCards(items)),
  ];
};
