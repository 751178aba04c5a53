import { dayInAmsterdam } from '@app/booking-view';
import type { QuotePublicView } from '@app/contracts';
import { formatDay, formatMoney, h, periodText } from './dom';

/** "Dag en tijd" of an instant, as Amsterdam has it (without Intl: see dutch-format.ts). */
export const atText = (instant: string) => formatDay(dayInAmsterdam(new Date(instant)));

/** The customer can still answer: nothing else is shown in its place. */
export const isOpen = (view: QuotePublicView) => view.state === 'open';

/** Where the quote stands, in one sentence, and how it looks. */
export const standingOf = (view: QuotePublicView): { tone: 'ok' | 'error' | 'muted'; text: string } => {
  const you = view.address_form === 'u' ? 'U' : 'Je';
  const phone = view.shop.phone_number ? ` op ${view.shop.phone_number}` : '';
  switch (view.state) {
    case 'open':
      return { tone: 'muted', text: `Geldig tot en met ${formatDay(view.valid_until)}.` };
    case 'expired':
      return {
        tone: 'error',
        text: `Deze offerte was geldig tot en met ${formatDay(view.valid_until)}. Bel ${view.shop.company_name || 'ons'}${phone} voor een nieuwe.`,
      };
    case 'accepted':
      return {
        tone: 'ok',
        text: view.acceptance
          ? `Geaccepteerd door ${view.acceptance.name} op ${atText(view.acceptance.at)}. ${you} ontvangt de orderbevestiging per e-mail.`
          : 'Deze offerte is geaccepteerd.',
      };
    case 'converted':
      return { tone: 'ok', text: 'Deze offerte is omgezet naar een order.' };
    case 'declined':
      return { tone: 'muted', text: 'Deze offerte is afgewezen.' };
    case 'withdrawn':
      return {
        tone: 'error',
        text: `Deze offerte is ingetrokken. Bel ${view.shop.company_name || 'ons'}${phone} als ${you.toLowerCase()} vragen hebt.`,
      };
  }
};

const itemView = (item: QuotePublicView['items'][number]) =>
  h(
    'li',
    {},
    h('strong', {}, `${item.quantity > 1 ? `${item.quantity} × ` : ''}${item.name}`),
    item.rental ? h('span', {}, periodText(item.from, item.until)) : null,
    h('span', {}, `Levering ${formatDay(item.from)}, ${item.delivery_time}`),
    item.rental && item.pickup_time
      ? h('span', {}, `Ophalen ${formatDay(item.until)}, ${item.pickup_time}`)
      : null,
  );

const row = (label: string, amount: string, strong = false) =>
  h(
    'tr',
    {},
    h('td', {}, strong ? h('strong', {}, label) : label),
    h('td', {}, strong ? h('strong', {}, amount) : amount),
  );

/** The lines as priced (borg and transport included), VAT per rate and the total. */
const priceTable = (view: QuotePublicView) =>
  h(
    'table',
    { class: 'lines' },
    h(
      'tbody',
      {},
      ...view.lines.map((line) => row(line.description, formatMoney(line.amount))),
      ...view.totals.per_rate.map((part) => row(`Waarvan btw ${part.rate}%`, formatMoney(part.tax))),
      row('Totaal incl. btw', formatMoney(view.totals.total_incl), true),
    ),
  );

/** The quote itself: for whom, what and when, the price, payment and the PDF. */
export const quoteBody = (view: QuotePublicView): Node[] => [
  h('h2', {}, 'Voor'),
  h('p', {}, view.customer.display_name, ...view.customer.address_lines.flatMap((line) => [h('br'), line])),
  h('h2', {}, 'Wat en wanneer'),
  h('ul', { class: 'cart-lines' }, ...view.items.map(itemView)),
  h('h2', {}, 'Prijs'),
  priceTable(view),
  view.deposit_amount > 0
    ? h(
        'p',
        { class: 'hint' },
        `De borg (${formatMoney(view.deposit_amount)}) krijg${view.address_form === 'u' ? 't u' : ' je'} terug na het ophalen.`,
      )
    : h('span', {}),
  h('p', {}, view.payment_text),
  h('p', {}, h('a', { href: view.pdf_url, target: '_blank', rel: 'noopener' }, 'Offerte als PDF bekijken')),
];
