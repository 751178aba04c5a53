import { brandColorOf, brandView, pageTitle } from '@app/booking-view';
import type { QuotePublicView } from '@app/contracts';
import './booking.css';
import { callApi } from './api';
import { h, toDom } from './dom';
import { answerForms, termsSection } from './quote-answer';
import { isOpen, quoteBody, standingOf } from './quote-view';

/**
 * The customer's quote page /offerte/{token} (the link in the quote's mail): part of the public
 * booking bundle, no back-office code. It shows the quote, the rental terms of the version it
 * names, and asks the name and the checkbox to accept it; declining is folded away below.
 * Everything the API sends is set as text, never as HTML.
 */
const app = document.getElementById('app') as HTMLElement;
const token = decodeURIComponent(location.pathname.replace(/^\/offerte\/?/, '').split('/')[0] ?? '');

const brand = (view: QuotePublicView) => {
  const color = brandColorOf(view.shop);
  if (color) document.documentElement.style.setProperty('--brand', color);
  const bar = document.querySelector('.brand');
  if (bar && view.shop.company_name) bar.replaceChildren(...brandView(view.shop).map(toDom));
};

const draw = (view: QuotePublicView, notice: string | null = null) => {
  brand(view);
  const title = `Offerte ${view.number}`;
  document.title = pageTitle(title, view.shop);
  const standing = standingOf(view);
  const phone = view.shop.phone_number;
  app.replaceChildren(
    h('h1', {}, title),
    notice ? h('div', { class: 'ok', role: 'status' }, notice) : h('span', {}),
    h(
      'p',
      { class: standing.tone === 'muted' ? 'muted' : standing.tone, 'data-testid': 'quote-state' },
      standing.text,
    ),
    phone
      ? h(
          'p',
          {},
          'Vragen? Bel ',
          h('a', { href: `tel:${phone.replace(/[^\d+]/g, '')}` }, phone),
          view.shop.company_name ? ` (${view.shop.company_name})` : '',
        )
      : h('span', {}),
    ...quoteBody(view),
    ...(isOpen(view)
      ? answerForms(view, token, (answer) => {
          draw(answer.entry.model, answer.message);
          window.scrollTo(0, 0);
          app.focus({ preventScroll: true });
        })
      : termsSection(view)),
  );
};

const load = async () => {
  try {
    const view = (
      await callApi<{ entry: { model: QuotePublicView } }>(`/quote_public.view/${encodeURIComponent(token)}`)
    ).entry.model;
    draw(view);
  } catch (error) {
    document.title = 'Offerte';
    app.replaceChildren(
      h('h1', {}, 'Offerte'),
      h(
        'div',
        { class: 'error', role: 'alert' },
        error instanceof Error ? error.message : 'Er ging iets mis.',
      ),
    );
  }
};

void load();
