import type { QuotePublicView } from '@app/contracts';
import { BookingApiError, callApi } from './api';
import { clearErrors, field, showFieldError } from './checkout-form';
import { h } from './dom';

type Answer = { entry: { model: QuotePublicView }; message: string };

/** The same key for a repeat of one submission (a double tap makes one answer), a new one after. */
const newKey = () => (crypto.randomUUID ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`);

const terms = (view: QuotePublicView) => [
  h('h2', { id: 'terms-title' }, `Huurvoorwaarden (versie ${view.terms.version})`),
  h(
    'div',
    { class: 'terms', tabindex: 0, role: 'region', 'aria-labelledby': 'terms-title' },
    view.terms.text.replace(/^\s*huurvoorwaarden\s*:?\s*(\r?\n)+/i, '').trim(),
  ),
];

/**
 * Accept (name and the checkbox) and, folded away below it, decline with an optional reason.
 * A refusal is shown at its field, or in one alert above the button (a unit gone: call us); a
 * success hands the new state to `done`.
 */
export const answerForms = (view: QuotePublicView, token: string, done: (answer: Answer) => void) => {
  const formal = view.address_form === 'u';
  const message = h('div', { id: 'answer-message' });
  const accept = h('button', { type: 'submit' }, 'Offerte accepteren');
  const acceptForm = h(
    'form',
    { novalidate: true, 'aria-labelledby': 'accept-title' },
    h('h2', { id: 'accept-title' }, 'Akkoord?'),
    field('name', formal ? 'Uw naam' : 'Je naam', { autocomplete: 'name', required: true, maxlength: 200 }),
    h(
      'div',
      { 'data-field': 'accept_terms' },
      h(
        'label',
        { class: 'check' },
        h('input', { type: 'checkbox', name: 'accept_terms', id: 'accept_terms' }),
        'Ik ga akkoord met deze offerte en de huurvoorwaarden',
      ),
    ),
    message,
    h('p', {}, accept),
  );
  let acceptKey = newKey();
  acceptForm.addEventListener('input', (event) => {
    const wrapper = (event.target as Element).closest('[data-field]');
    if (wrapper) clearErrors(wrapper);
    acceptKey = newKey();
  });
  acceptForm.addEventListener('submit', async (event) => {
    event.preventDefault();
    clearErrors(acceptForm);
    message.replaceChildren();
    const name = (acceptForm.elements.namedItem('name') as HTMLInputElement).value.trim();
    const ticked = (acceptForm.elements.namedItem('accept_terms') as HTMLInputElement).checked;
    const first =
      (name ? null : showFieldError(acceptForm, 'name', formal ? 'Vul uw naam in.' : 'Vul je naam in.')) ??
      (ticked
        ? null
        : showFieldError(
            acceptForm,
            'accept_terms',
            'Vink aan dat je akkoord gaat met deze offerte en de huurvoorwaarden.',
          ));
    if (!name || !ticked) {
      first?.focus();
      return;
    }
    accept.disabled = true;
    try {
      done(
        await callApi<Answer>(`/quote_public.accept/${encodeURIComponent(token)}`, {
          method: 'POST',
          body: { name, accept_terms: true, revision: view.revision },
          idempotencyKey: acceptKey,
        }),
      );
    } catch (error) {
      accept.disabled = false;
      acceptKey = newKey();
      const errors = error instanceof BookingApiError ? error.errors : {};
      let shown: HTMLElement | null = null;
      for (const [key, messages] of Object.entries(errors))
        if ((key === 'name' || key === 'accept_terms') && messages[0])
          shown ??= showFieldError(acceptForm, key, messages[0]);
      if (shown) shown.focus();
      else
        message.replaceChildren(
          h(
            'div',
            { class: 'error', role: 'alert' },
            error instanceof Error ? error.message : 'Er ging iets mis.',
          ),
        );
    }
  });

  const declineMessage = h('div', {});
  const decline = h('button', { type: 'submit', class: 'secondary' }, 'Offerte afwijzen');
  const declineForm = h(
    'form',
    {},
    h(
      'div',
      { 'data-field': 'reason' },
      h('label', { for: 'reason' }, 'Reden (optioneel)'),
      h('textarea', { id: 'reason', name: 'reason', rows: 3, maxlength: 1000 }),
    ),
    declineMessage,
    h('p', {}, decline),
  );
  const declineKey = newKey();
  declineForm.addEventListener('submit', async (event) => {
    event.preventDefault();
    decline.disabled = true;
    try {
      const reason = (declineForm.elements.namedItem('reason') as HTMLTextAreaElement).value.trim();
      done(
        await callApi<Answer>(`/quote_public.decline/${encodeURIComponent(token)}`, {
          method: 'POST',
          body: { reason: reason || null },
          idempotencyKey: declineKey,
        }),
      );
    } catch (error) {
      decline.disabled = false;
      declineMessage.replaceChildren(
        h(
          'div',
          { class: 'error', role: 'alert' },
          error instanceof Error ? error.message : 'Er ging iets mis.',
        ),
      );
    }
  });
  return [
    ...terms(view),
    acceptForm,
    h('details', { class: 'decline' }, h('summary', {}, 'Niet akkoord? Offerte afwijzen'), declineForm),
  ];
};

export { terms as termsSection };
