import type { BookingItems, BookingQuote, BookingView } from '@app/contracts';
import { BookingApiError, callApi } from './api';
import { type CartLine, readCart, writeCart } from './cart';
import { messagesByField } from './checkout-errors';
import {
  clearErrors,
  field,
  fieldText,
  radioGroup,
  section,
  showFieldError,
  textareaField,
} from './checkout-form';
import { lineWhen, priceSummary, termsText } from './checkout-parts';
import { h } from './dom';
import { app, link, loadCatalogue, navigate, show } from './shell';

type Shop = BookingItems['shop'];

/** The cart's lines, in a wrapper that is also the place of an error about the cart as a whole. */
const cartLines = (cart: CartLine[], onRemove: (index: number) => void) =>
  h(
    'div',
    { 'data-field': 'lines' },
    h(
      'ul',
      { class: 'cart-lines' },
      ...cart.map((line, index) =>
        h(
          'li',
          { 'data-field': `line-${index}` },
          h('strong', {}, `${line.quantity > 1 ? `${line.quantity}× ` : ''}${line.name}`),
          h('span', {}, lineWhen(line)),
          h(
            'button',
            {
              type: 'button',
              class: 'secondary',
              'aria-label': `${line.name} verwijderen`,
              onClick: () => onRemove(index),
            },
            'Verwijderen',
          ),
        ),
      ),
    ),
  );

/** A distance typed with a comma or a point; anything else goes as typed (the server says why). */
const distanceOf = (text: string): number | string | null => {
  if (text === '') return null;
  const value = Number(text.replace(',', '.'));
  return Number.isFinite(value) ? value : text;
};

/**
 * The cart with the checkout: the customer's details, the delivery address (and, for an address
 * the server cannot locate, the distance), how to pay, the price with the transport resolved, the
 * rental terms, and "Aanvraag versturen". A refusal puts each message at its field.
 */
export const cartPage = async () => {
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
  const items = cart.map(({ slug, from, until, quantity, delivery_time, pickup_time }) => ({
    slug,
    from,
    until,
    quantity,
    delivery_time,
    ...(pickup_time ? { pickup_time } : {}),
  }));
  const form = h('form', { novalidate: true });
  const lines = cartLines(cart, (index) => {
    writeCart(cart.filter((_, i) => i !== index));
    void cartPage();
  });
  const summary = h('div', { 'aria-live': 'polite' });
  const distance = field(
    'manual_distance_km',
    `Afstand in km (enkele reis${shop.city ? ` vanaf ${shop.city}` : ''})`,
    { inputmode: 'decimal', autocomplete: 'off' },
    'We kunnen dit adres niet op de kaart vinden, dus ook de transportkosten niet berekenen. Controleer de postcode; klopt die, vul dan de afstand in.',
  );
  distance.hidden = true;
  const distanceValue = () => (distance.hidden ? null : distanceOf(fieldText(form, 'manual_distance_km')));

  let asked = 0;
  const quote = async () => {
    const mine = ++asked;
    try {
      const answer = await callApi<BookingQuote>('/booking.quote', {
        method: 'POST',
        body: {
          items,
          promo_code: fieldText(form, 'promo_code') || null,
          postal_code: fieldText(form, 'postal_code') || null,
          address_line_1: fieldText(form, 'address_line_1') || null,
          city: fieldText(form, 'city') || null,
          manual_distance_km: distanceValue(),
        },
      });
      if (mine !== asked) return;
      distance.hidden = !answer.distance_needed;
      summary.replaceChildren(priceSummary(answer));
    } catch (error) {
      if (mine !== asked) return;
      const field = error instanceof BookingApiError ? Object.keys(error.errors)[0] : undefined;
      // A promotion code that does not exist (or a bad distance): said at its field.
      if (field === 'promo_code' || field === 'manual_distance_km') {
        clearErrors(form.querySelector(`[data-field="${field}"]`) ?? form);
        showFieldError(form, field, (error as BookingApiError).errors[field]?.[0] ?? '');
      }
      summary.replaceChildren(
        h('p', { class: 'muted' }, error instanceof Error ? error.message : 'Prijs berekenen lukte niet.'),
      );
    }
  };
  let quoteTimer = 0;
  const requote = () => {
    clearTimeout(quoteTimer);
    quoteTimer = window.setTimeout(() => void quote(), 400);
  };

  const business = h('div', { hidden: true });
  business.append(
    field('company_name', 'Bedrijfsnaam', { autocomplete: 'organization' }),
    field('coc_id', 'KvK-nummer'),
    field('vat_id', 'Btw-id'),
  );
  const message = h('div', { id: 'form-message' });
  const submit = h('button', { type: 'submit' }, 'Aanvraag versturen');
  const terms = termsText(shop);
  form.append(
    ...section(
      'Je gegevens',
      radioGroup({
        field: 'contact_type',
        name: 'contact_type',
        legend: 'Ik boek als',
        choices: [
          {
            value: 'individual',
            label: 'Particulier',
            checked: true,
            onChange: () => (business.hidden = true),
          },
          { value: 'business', label: 'Bedrijf', checked: false, onChange: () => (business.hidden = false) },
        ],
      }),
      business,
      field('first_name', 'Voornaam', { autocomplete: 'given-name' }),
      field('last_name', 'Achternaam', { autocomplete: 'family-name' }),
      field('email_address', 'E-mailadres', { type: 'email', autocomplete: 'email', required: true }),
      field('phone_number', 'Telefoonnummer', { type: 'tel', autocomplete: 'tel', required: true }),
    ),
    ...section(
      'Afleveradres',
      field('address_line_1', 'Straat en huisnummer', { autocomplete: 'address-line1', required: true }),
      field('postal_code', 'Postcode', { autocomplete: 'postal-code', required: true }),
      field('city', 'Plaats', { autocomplete: 'address-level2', required: true }),
      distance,
    ),
    ...section('Betalen', paymentChoice(shop)),
    ...section('Prijs', field('promo_code', 'Promotiecode (optioneel)', { autocomplete: 'off' }), summary),
    textareaField('notes', 'Opmerkingen (optioneel)', { rows: 3, maxlength: 1000 }),
    h(
      'div',
      { class: 'hp', 'aria-hidden': 'true' },
      h('label', { for: 'website' }, 'Website'),
      h('input', { id: 'website', name: 'website', tabindex: -1, autocomplete: 'off' }),
    ),
    h('h2', { id: 'terms-title' }, 'Huurvoorwaarden'),
    h('div', { class: 'terms', tabindex: 0, role: 'region', 'aria-labelledby': 'terms-title' }, terms),
    h(
      'div',
      { 'data-field': 'terms' },
      h(
        'label',
        { class: 'check' },
        h('input', { type: 'checkbox', name: 'terms', id: 'terms' }),
        `Ik ga akkoord met deze voorwaarden (versie ${shop.terms_version}).`,
      ),
    ),
    message,
    h('p', {}, submit),
  );
  form.addEventListener('input', (event) => {
    const target = event.target as HTMLInputElement;
    // A field typed in again loses its old message.
    const wrapper = target.closest('[data-field]');
    if (wrapper) clearErrors(wrapper);
    if (['promo_code', 'postal_code', 'address_line_1', 'city', 'manual_distance_km'].includes(target.name))
      requote();
  });
  form.addEventListener(
    'submit',
    sendOnce({ form, lines, message, submit, shop, items, distance: distanceValue }),
  );
  show('Winkelwagen', h('h1', {}, 'Winkelwagen'), lines, link('/boeken', '+ Nog iets toevoegen'), form);
  void quote();
};

/** The methods the shop offers; with one, it is said rather than asked. */
const paymentChoice = (shop: Shop) => {
  const [only, ...more] = shop.payment_methods;
  if (!only) return null;
  if (more.length === 0)
    return h(
      'div',
      { 'data-field': 'payment' },
      h('p', {}, `Je betaalt: ${only.label.toLowerCase()}.`),
      h('input', { type: 'hidden', name: 'payment_method', value: only.method }),
    );
  return radioGroup({
    field: 'payment',
    name: 'payment_method',
    legend: 'Hoe wil je betalen?',
    choices: shop.payment_methods.map((m, i) => ({ value: m.method, label: m.label, checked: i === 0 })),
  });
};

/** The submit handler: one request at a time, one idempotency key for the whole form. */
const sendOnce = (options: {
  form: HTMLFormElement;
  lines: HTMLElement;
  message: HTMLElement;
  submit: HTMLButtonElement;
  shop: Shop;
  items: unknown[];
  distance: () => number | string | null;
}) => {
  const { form, lines, message, submit, shop } = options;
  let sending = false;
  const idempotencyKey = crypto.randomUUID();
  return async (event: Event) => {
    event.preventDefault();
    if (sending) return;
    sending = true;
    submit.disabled = true;
    clearErrors(form);
    clearErrors(lines);
    message.replaceChildren();
    const type = fieldText(form, 'contact_type');
    const business = type === 'business';
    try {
      const created = await callApi<{ entry: { model: BookingView & { token: string } } }>(
        '/booking.create',
        {
          method: 'POST',
          idempotencyKey,
          body: {
            items: options.items,
            promo_code: fieldText(form, 'promo_code') || null,
            customer: {
              contact_type: type,
              first_name: fieldText(form, 'first_name') || null,
              last_name: fieldText(form, 'last_name') || null,
              company_name: business ? fieldText(form, 'company_name') || null : null,
              coc_id: business ? fieldText(form, 'coc_id') || null : null,
              vat_id: business ? fieldText(form, 'vat_id') || null : null,
              email_address: fieldText(form, 'email_address'),
              phone_number: fieldText(form, 'phone_number'),
              address_line_1: fieldText(form, 'address_line_1'),
              postal_code: fieldText(form, 'postal_code'),
              city: fieldText(form, 'city'),
            },
            payment_method: fieldText(form, 'payment_method') || undefined,
            manual_distance_km: options.distance(),
            notes: fieldText(form, 'notes') || null,
            terms_accepted: (form.elements.namedItem('terms') as HTMLInputElement).checked,
            terms_version: shop.terms_version,
            website: fieldText(form, 'website'),
          },
        },
      );
      writeCart([]);
      navigate(`/boeken/status/${created.entry.model.token}`);
    } catch (error) {
      showRefusal(form, message, error);
    } finally {
      sending = false;
      submit.disabled = false;
    }
  };
};

/** Each message at its field; what no field stands for (or no field shows) in the form's message. */
const showRefusal = (form: HTMLFormElement, message: HTMLElement, error: unknown) => {
  const byField =
    error instanceof BookingApiError ? messagesByField(error.errors) : new Map<string, string>();
  if (byField.get('manual_distance_km')) {
    const distance = form.querySelector<HTMLElement>('[data-field="manual_distance_km"]');
    if (distance) distance.hidden = false;
  }
  let placed = 0;
  const unplaced: string[] = [];
  for (const [name, text] of byField) {
    if (showFieldError(app, name, text)) placed++;
    else unplaced.push(text);
  }
  if (byField.size === 0) unplaced.push(error instanceof Error ? error.message : 'Versturen lukte niet.');
  message.replaceChildren(
    h(
      'div',
      { class: 'error', role: 'alert' },
      [
        ...unplaced,
        placed > 0
          ? 'Je aanvraag is nog niet verstuurd. Kijk bij de gemarkeerde velden wat er nog ontbreekt.'
          : '',
      ]
        .filter(Boolean)
        .join(' '),
    ),
  );
  // The first message on the page, top down; its field gets the focus (its message is read with it).
  const first = app.querySelector('.field-error')?.closest<HTMLElement>('[data-field]');
  const control = first?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (first) {
    first.scrollIntoView({ block: 'center' });
    control?.focus({ preventScroll: true });
  } else message.scrollIntoView({ block: 'center' });
};
