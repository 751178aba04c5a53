import type { BookingView } from '@app/contracts';
import { callApi } from './api';
import { formatDay, formatMoney, h, periodText } from './dom';
import { loadCatalogue, show } from './shell';

const explainOf = (view: BookingView): string => {
  switch (view.status) {
    case 'pending':
      return view.hold_until
        ? `We houden de artikelen voor je vast tot ${formatDay(view.hold_until.slice(0, 10))} en laten je per e-mail weten of alles doorgaat.`
        : 'We laten je per e-mail weten of alles doorgaat.';
    case 'confirmed':
      return 'Je boeking is bevestigd. Tot dan!';
    case 'paid':
      return 'Je boeking is bevestigd en betaald. Tot dan!';
    case 'cancelled':
      return `Deze aanvraag gaat niet door.${view.decline_reason ? ` Reden: ${view.decline_reason}` : ''}`;
    // A booking is never a quote; the order status list has it for quotes (offertes).
    case 'quote':
      return '';
  }
};

/** A label and its value, as rows of a description list. */
const facts = (...rows: Array<[string, Node | string] | null>) =>
  h(
    'dl',
    { class: 'facts' },
    ...rows.flatMap((row) => (row ? [h('dt', {}, row[0]), h('dd', {}, row[1])] : [])),
  );

const itemView = (item: BookingView['items'][number]) =>
  h(
    'li',
    {},
    h('strong', {}, `${item.quantity > 1 ? `${item.quantity}× ` : ''}${item.name}`),
    item.pickup_time ? h('span', {}, periodText(item.from, item.until)) : null,
    h('span', {}, `Levering ${formatDay(item.from)}, ${item.delivery_time ?? ''}`),
    item.pickup_time ? h('span', {}, `Ophalen ${formatDay(item.until)}, ${item.pickup_time}`) : null,
  );

/**
 * The status page of a sent request (its link is in the mail): the status, the order number,
 * what comes when (delivery and pickup windows), where to, how to pay (with the iDEAL link once
 * confirmed) and the amounts.
 */
export const statusPage = async (token: string) => {
  await loadCatalogue().catch(() => null);
  const view = (
    await callApi<{ entry: { model: BookingView } }>(`/booking.view/${encodeURIComponent(token)}`)
  ).entry.model;
  const address = view.delivery_address;
  show(
    'Je aanvraag',
    h('h1', {}, 'Je aanvraag'),
    h(
      'p',
      { class: view.status === 'cancelled' ? 'error' : 'ok', 'data-testid': 'status' },
      `Status: ${view.status_text}`,
    ),
    h('p', {}, explainOf(view)),
    facts(['Ordernummer', String(view.order_number)]),
    h('h2', {}, 'Wat en wanneer'),
    h('ul', { class: 'cart-lines' }, ...view.items.map(itemView)),
    address
      ? facts([
          'Afleveradres',
          h('span', {}, address.address_line_1, h('br'), `${address.postal_code} ${address.city}`),
        ])
      : null,
    h('h2', {}, 'Betalen'),
    h('p', { 'data-testid': 'payment' }, view.payment_text),
    view.pay_url ? h('p', {}, h('a', { class: 'button', href: view.pay_url }, 'Betaal met iDEAL')) : null,
    facts(view.transport_amount === null ? null : ['Transportkosten', formatMoney(view.transport_amount)], [
      'Totaal incl. btw',
      h('strong', {}, formatMoney(view.total_amount)),
    ]),
    h('p', { class: 'muted' }, 'Bewaar de link naar deze pagina; je vindt hem ook in de e-mail.'),
  );
};
