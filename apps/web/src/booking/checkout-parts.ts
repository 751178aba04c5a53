import { DEFAULT_PICKUP_WINDOW } from '@app/booking-view';
import type { BookingItems, BookingQuote } from '@app/contracts';
import type { CartLine } from './cart';
import { formatDay, formatMoney, h, periodText } from './dom';

/** "za 6 feb 2027 t/m zo 7 feb 2027, levering 10:00-12:00, ophalen 16:00-18:00". */
export const lineWhen = (line: CartLine) =>
  line.type !== 'sellable'
    ? `${periodText(line.from, line.until)}, levering ${line.delivery_time}, ophalen ${line.pickup_time ?? DEFAULT_PICKUP_WINDOW}`
    : `${formatDay(line.from)}, levering ${line.delivery_time}`;

const row = (label: string, amount: string, attrs: Record<string, unknown> = {}) =>
  h('tr', attrs, h('td', {}, label), h('td', {}, amount));

/**
 * The price as the order will have it: its lines (transport included once the address is
 * located or the distance given), what is still missing for the transport, and the total.
 */
export const priceSummary = (quote: BookingQuote) => {
  const transport = quote.transport_known
    ? quote.transport_amount === 0
      ? row('Transport', formatMoney(0))
      : null
    : row('Transport', quote.distance_needed ? 'vul de afstand in' : 'volgt uit je adres', {
        class: 'pending',
      });
  return h(
    'div',
    {},
    h(
      'table',
      { class: 'lines' },
      h(
        'tbody',
        {},
        ...quote.lines.map((l) => row(l.description, formatMoney(Math.round(l.unit_count * l.unit_price)))),
        transport,
        h(
          'tr',
          {},
          h(
            'td',
            {},
            h(
              'strong',
              {},
              quote.transport_known ? 'Totaal incl. btw' : 'Totaal incl. btw, zonder transport',
            ),
          ),
          h('td', {}, h('strong', { 'data-testid': 'total' }, formatMoney(quote.total_amount))),
        ),
      ),
    ),
    quote.attribution ? h('p', { class: 'hint' }, quote.attribution) : null,
  );
};

/**
 * The rental terms without a first line that only repeats the section's heading ("Huurvoorwaarden"
 * above them already says it; older default texts began with it).
 */
export const termsText = (shop: BookingItems['shop']) =>
  shop.terms_text.replace(/^\s*huurvoorwaarden\s*:?\s*(\r?\n)+/i, '').trim();
