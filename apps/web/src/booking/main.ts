import {
  articleView,
  BOOT_ELEMENT_ID,
  type BookingBoot,
  brandColorOf,
  brandView,
  calendarView,
  catalogueCards,
  catalogueView,
  DELIVERY_WINDOWS,
  type FreeDays,
  filterItems,
  NO_DAYS_CHOSEN,
  pageTitle,
  todayInAmsterdam,
} from '@app/booking-view';
import type { BookingItemDetail, BookingItems, BookingQuote, BookingView } from '@app/contracts';
import './booking.css';
import { BookingApiError, callApi } from './api';
import { fetchFreeDays, mountCalendar } from './calendar';
import { readCart, writeCart } from './cart';
import { type Child, formatDay, formatMoney, h, periodText, toDom } from './dom';

/**
 * The public booking page /boeken (issue 30): its own small bundle, no back-office code. Pages:
 * the catalogue, an article (calendar, quantity, delivery window), the cart with checkout, and
 * the status page of a sent request. The server draws the catalogue and an article page itself
 * (the same views, @app/booking-view) and leaves their data in #boot: on such a page the script
 * only brings the drawn elements to life, so a phone shows it as fast as a static page. After a
 * navigation the script draws every page itself.
 */
const app = document.getElementById('app') as HTMLElement;

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
const takeDrawn = (path: string) => {
  const drawn = boot?.path === path ? boot : null;
  boot = null;
  return drawn;
};

let catalogue: BookingItems | null = boot?.catalogue ?? null;

const loadCatalogue = async () => {
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

const show = (title: string, ...children: Child[]) => {
  applyBrand();
  document.title = pageTitle(title, catalogue?.shop ?? null);
  app.replaceChildren(...children.filter((c): c is Node | string => Boolean(c)));
};

const navigate = (path: string) => {
  history.pushState(null, '', path);
  void route();
  window.scrollTo(0, 0);
  app.focus();
};

const link = (href: string, text: Child, attrs: Record<string, unknown> = {}) =>
  h('a', { href, 'data-link': true, ...attrs }, text);

const errorBox = (message: string) => h('div', { class: 'error', role: 'alert' }, message);

const find = <T extends HTMLElement>(selector: string) => app.querySelector<T>(selector);

// ------------------------------------------------------------------------------------------------

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
    });
    writeCart(cart);
    navigate('/boeken/winkelwagen');
  });
};

// ------------------------------------------------------------------------------------------------

const field = (id: string, label: string, attrs: Record<string, unknown> = {}) =>
  h('div', { 'data-field': id }, h('label', { for: id }, label), h('input', { id, name: id, ...attrs }));

const fieldValue = (form: HTMLFormElement, name: string) => {
  const el = form.elements.namedItem(name) as HTMLInputElement | null;
  return el ? el.value.trim() : '';
};

const cartPage = async () => {
  const { shop } = await loadCatalogue();
  const cart = readCart();
  if (cart.length === 0) {
    show(
      'Winkelwagen',
      h('h1', {}, 'Winkelwagen'),
      h('p', {}, 'Je winkelwagen is leeg. '),
      link('/boeken', 'Bekijk de artikelen'),
    );
    return;
  }
  const summary = h('div', { 'aria-live': 'polite' });
  const message = h('div');
  const lineList = h(
    'ul',
    {},
    ...cart.map((line, index) =>
      h(
        'li',
        {},
        `${line.quantity > 1 ? `${line.quantity}× ` : ''}${line.name}: ${periodText(line.from, line.until)}, levering ${line.delivery_time} `,
        h(
          'button',
          {
            type: 'button',
            class: 'secondary',
            'aria-label': `${line.name} verwijderen`,
            onClick: () => {
              writeCart(cart.filter((_, i) => i !== index));
              void cartPage();
            },
          },
          'Verwijderen',
        ),
      ),
    ),
  );
  const items = cart.map(({ slug, from, until, quantity, delivery_time }) => ({
    slug,
    from,
    until,
    quantity,
    delivery_time,
  }));
  const form = h('form', { novalidate: true });
  const business = h('div', { hidden: true });
  business.append(
    field('company_name', 'Bedrijfsnaam', { autocomplete: 'organization' }),
    field('coc_id', 'KvK-nummer'),
    field('vat_id', 'Btw-id'),
  );
  const person = h('div');
  person.append(
    field('first_name', 'Voornaam', { autocomplete: 'given-name' }),
    field('last_name', 'Achternaam', { autocomplete: 'family-name' }),
  );
  const typeChoice = (value: string, label: string, checked: boolean) =>
    h(
      'label',
      { class: 'check' },
      h('input', {
        type: 'radio',
        name: 'contact_type',
        value,
        checked,
        onChange: () => {
          business.hidden = value !== 'business';
        },
      }),
      label,
    );
  let quoteTimer = 0;
  const quote = async () => {
    try {
      const answer = await callApi<BookingQuote>('/booking.quote', {
        method: 'POST',
        body: {
          items,
          promo_code: fieldValue(form, 'promo_code') || null,
          postal_code: fieldValue(form, 'postal_code') || null,
          address_line_1: fieldValue(form, 'address_line_1') || null,
          city: fieldValue(form, 'city') || null,
        },
      });
      summary.replaceChildren(
        h(
          'table',
          { class: 'lines' },
          h(
            'tbody',
            {},
            ...answer.lines.map((l) =>
              h(
                'tr',
                {},
                h('td', {}, l.description),
                h('td', {}, formatMoney(Math.round(l.unit_count * l.unit_price))),
              ),
            ),
            answer.transport_known
              ? null
              : h('tr', {}, h('td', {}, 'Transport'), h('td', {}, 'wordt later berekend')),
            h(
              'tr',
              {},
              h('td', {}, h('strong', {}, 'Totaal incl. btw')),
              h('td', {}, h('strong', { 'data-testid': 'total' }, formatMoney(answer.total_amount))),
            ),
          ),
        ),
      );
    } catch (error) {
      summary.replaceChildren(
        errorBox(error instanceof Error ? error.message : 'Prijs berekenen lukte niet.'),
      );
    }
  };
  const requote = () => {
    clearTimeout(quoteTimer);
    quoteTimer = window.setTimeout(() => void quote(), 400);
  };
  let sending = false;
  const submit = h('button', { type: 'submit' }, 'Aanvraag versturen');
  const idempotencyKey = crypto.randomUUID();
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (sending) return;
    sending = true;
    submit.disabled = true;
    const type = (form.elements.namedItem('contact_type') as RadioNodeList).value;
    try {
      const created = await callApi<{ entry: { model: BookingView & { token: string } } }>(
        '/booking.create',
        {
          method: 'POST',
          idempotencyKey,
          body: {
            items,
            promo_code: fieldValue(form, 'promo_code') || null,
            customer: {
              contact_type: type,
              first_name: fieldValue(form, 'first_name') || null,
              last_name: fieldValue(form, 'last_name') || null,
              company_name: type === 'business' ? fieldValue(form, 'company_name') || null : null,
              coc_id: type === 'business' ? fieldValue(form, 'coc_id') || null : null,
              vat_id: type === 'business' ? fieldValue(form, 'vat_id') || null : null,
              email_address: fieldValue(form, 'email_address'),
              phone_number: fieldValue(form, 'phone_number'),
              address_line_1: fieldValue(form, 'address_line_1'),
              postal_code: fieldValue(form, 'postal_code'),
              city: fieldValue(form, 'city'),
            },
            notes: fieldValue(form, 'notes') || null,
            terms_accepted: (form.elements.namedItem('terms') as HTMLInputElement).checked,
            terms_version: shop.terms_version,
            website: fieldValue(form, 'website'),
          },
        },
      );
      writeCart([]);
      navigate(`/boeken/status/${created.entry.model.token}`);
    } catch (error) {
      const messages =
        error instanceof BookingApiError && Object.keys(error.errors).length > 0
          ? [...new Set(Object.values(error.errors).flat())]
          : [error instanceof Error ? error.message : 'Versturen lukte niet.'];
      message.replaceChildren(
        h('div', { class: 'error', role: 'alert' }, ...messages.map((m) => h('div', {}, m))),
      );
      message.scrollIntoView({ block: 'center' });
    } finally {
      sending = false;
      submit.disabled = false;
    }
  });
  form.append(
    h('h2', {}, 'Prijs'),
    field('promo_code', 'Promotiecode (optioneel)', { autocomplete: 'off' }),
    summary,
    h('h2', {}, 'Je gegevens'),
    h(
      'fieldset',
      { style: 'border:0;padding:0;margin:0' },
      h('legend', { class: 'muted' }, 'Ik boek als'),
      typeChoice('individual', 'Particulier', true),
      typeChoice('business', 'Bedrijf', false),
    ),
    business,
    person,
    field('email_address', 'E-mailadres', { type: 'email', autocomplete: 'email', required: true }),
    field('phone_number', 'Telefoonnummer', { type: 'tel', autocomplete: 'tel', required: true }),
    h('h2', {}, 'Afleveradres'),
    field('address_line_1', 'Straat en huisnummer', { autocomplete: 'address-line1', required: true }),
    field('postal_code', 'Postcode', { autocomplete: 'postal-code', required: true }),
    field('city', 'Plaats', { autocomplete: 'address-level2', required: true }),
    h(
      'div',
      {},
      h('label', { for: 'notes' }, 'Opmerkingen (optioneel)'),
      h('textarea', { id: 'notes', name: 'notes', rows: 3, maxlength: 1000 }),
    ),
    h(
      'div',
      { class: 'hp', 'aria-hidden': 'true' },
      h('label', { for: 'website' }, 'Website'),
      h('input', { id: 'website', name: 'website', tabindex: -1, autocomplete: 'off' }),
    ),
    h('h2', {}, 'Huurvoorwaarden'),
    h(
      'div',
      { class: 'terms', tabindex: 0, role: 'region', 'aria-label': 'Huurvoorwaarden' },
      shop.terms_text,
    ),
    h(
      'label',
      { class: 'check' },
      h('input', { type: 'checkbox', name: 'terms', id: 'terms' }),
      `Ik ga akkoord met de huurvoorwaarden (versie ${shop.terms_version}).`,
    ),
    message,
    h('p', {}, submit),
  );
  form.addEventListener('input', (event) => {
    const name = (event.target as HTMLInputElement).name;
    if (['promo_code', 'postal_code', 'address_line_1', 'city'].includes(name)) requote();
  });
  show('Winkelwagen', h('h1', {}, 'Winkelwagen'), lineList, link('/boeken', '+ Nog iets toevoegen'), form);
  void quote();
};

const statusPage = async (token: string) => {
  await loadCatalogue().catch(() => null);
  const view = (
    await callApi<{ entry: { model: BookingView } }>(`/booking.view/${encodeURIComponent(token)}`)
  ).entry.model;
  const explain: Record<BookingView['status'], string> = {
    pending: view.hold_until
      ? `We houden de artikelen voor je vast tot ${formatDay(view.hold_until.slice(0, 10))} en laten je per e-mail weten of alles doorgaat.`
      : 'We laten je per e-mail weten of alles doorgaat.',
    confirmed: 'Je boeking is bevestigd. Tot dan!',
    paid: 'Je boeking is bevestigd en betaald. Tot dan!',
    cancelled: `Deze aanvraag gaat niet door.${view.decline_reason ? ` Reden: ${view.decline_reason}` : ''}`,
  };
  show(
    'Je aanvraag',
    h('h1', {}, 'Je aanvraag'),
    h(
      'p',
      { class: view.status === 'cancelled' ? 'error' : 'ok', 'data-testid': 'status' },
      `Status: ${view.status_text}`,
    ),
    h('p', {}, explain[view.status]),
    h(
      'ul',
      {},
      ...view.items.map((i) =>
        h('li', {}, `${i.quantity > 1 ? `${i.quantity}× ` : ''}${i.name}: ${periodText(i.from, i.until)}`),
      ),
    ),
    h('p', {}, 'Totaal incl. btw: ', h('strong', {}, formatMoney(view.total_amount))),
    h('p', { class: 'muted' }, 'Bewaar de link naar deze pagina; je vindt hem ook in de e-mail.'),
  );
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
window.addEventListener('popstate', () => void route());
writeCart(readCart());
void route();

// Inside an iframe: tell the parent page how tall the content is (the snippet sizes the frame).
if (window.parent !== window) {
  new ResizeObserver(() => {
    window.parent.postMessage({ type: 'boeken:height', height: document.documentElement.scrollHeight }, '*');
  }).observe(document.body);
}
