import { type Child, h } from './dom';

/**
 * The checkout's fields. Every field sits in a `[data-field]` wrapper, the place its error is
 * shown (showFieldError): the message under the field, linked to its control with
 * aria-describedby and marked aria-invalid, so it is read with the field and seen next to it.
 */
const describe = (control: Element, id: string) => {
  const ids = (control.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  if (!ids.includes(id)) control.setAttribute('aria-describedby', [...ids, id].join(' '));
};

export const field = (id: string, label: string, attrs: Record<string, unknown> = {}, hint?: string) => {
  const input = h('input', { id, name: id, ...attrs });
  const wrapper = h('div', { 'data-field': id }, h('label', { for: id }, label), input);
  if (hint) {
    wrapper.append(h('p', { class: 'hint', id: `${id}-hint` }, hint));
    describe(input, `${id}-hint`);
  }
  return wrapper;
};

export const textareaField = (id: string, label: string, attrs: Record<string, unknown> = {}) =>
  h('div', { 'data-field': id }, h('label', { for: id }, label), h('textarea', { id, name: id, ...attrs }));

/** A group of radio buttons with its legend, one wrapper for its error. */
export const radioGroup = (options: {
  field: string;
  name: string;
  legend: string;
  choices: ReadonlyArray<{ value: string; label: string; checked: boolean; onChange?: () => void }>;
}) =>
  h(
    'fieldset',
    { class: 'choices', 'data-field': options.field },
    h('legend', {}, options.legend),
    ...options.choices.map((choice) =>
      h(
        'label',
        { class: 'check' },
        h('input', {
          type: 'radio',
          name: options.name,
          value: choice.value,
          checked: choice.checked,
          onChange: choice.onChange,
        }),
        choice.label,
      ),
    ),
  );

export const section = (title: string, ...children: Child[]): Array<Node | string> => [
  h('h2', {}, title),
  ...children.filter((c): c is Node | string => typeof c === 'string' || c instanceof Node),
];

export const fieldText = (form: HTMLFormElement, name: string) => {
  const el = form.elements.namedItem(name) as HTMLInputElement | RadioNodeList | null;
  return el ? el.value.trim() : '';
};

const controlsOf = (wrapper: Element) =>
  wrapper.matches('input, select, textarea')
    ? [wrapper]
    : [...wrapper.querySelectorAll('input:not([type="hidden"]), select, textarea')];

/** Removes every message and mark of an earlier refusal under `root`. */
export const clearErrors = (root: ParentNode) => {
  for (const message of root.querySelectorAll('.field-error')) message.remove();
  for (const control of root.querySelectorAll('[aria-invalid]')) {
    control.removeAttribute('aria-invalid');
    const ids = (control.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .filter((id) => id && !id.endsWith('-error'));
    if (ids.length > 0) control.setAttribute('aria-describedby', ids.join(' '));
    else control.removeAttribute('aria-describedby');
  }
};

/**
 * The message at its field (`[data-field="…"]` under root); answers the element to bring into
 * view, or null when no such field is shown.
 */
export const showFieldError = (root: ParentNode, name: string, message: string): HTMLElement | null => {
  const wrapper = root.querySelector<HTMLElement>(`[data-field="${name}"]`);
  if (!wrapper || wrapper.closest('[hidden]')) return null;
  const id = `${name}-error`;
  wrapper.append(h('p', { class: 'field-error', id }, message));
  const controls = controlsOf(wrapper);
  for (const control of controls) {
    control.setAttribute('aria-invalid', 'true');
    describe(control, id);
  }
  return (controls[0] as HTMLElement | undefined) ?? wrapper;
};
