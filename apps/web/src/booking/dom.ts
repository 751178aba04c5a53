import type { VChild } from '@app/booking-view';

/** A tiny DOM builder: strings become text nodes (never HTML), so nothing from the API is parsed. */
export type Child = Node | string | number | null | undefined | false;
type Props = Record<string, unknown>;

export const h = <K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Props = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] => {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (value === undefined || value === null || value === false) continue;
    if (key.startsWith('on') && typeof value === 'function') {
      el.addEventListener(key.slice(2).toLowerCase(), value as EventListener);
    } else if (key === 'class') el.className = String(value);
    else if (key === 'value' && 'value' in el) (el as HTMLInputElement).value = String(value);
    else if (key === 'checked' && 'checked' in el) (el as HTMLInputElement).checked = Boolean(value);
    else el.setAttribute(key, value === true ? '' : String(value));
  }
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    el.append(typeof child === 'object' ? child : String(child));
  }
  return el;
};

/**
 * The DOM of a shared view (@app/booking-view), the same elements the server writes as HTML for
 * a page it draws: after a navigation the script builds them itself. Text stays text.
 */
export const toDom = (node: VChild): Node => {
  if (typeof node === 'string') return document.createTextNode(node);
  const element = document.createElement(node.tag);
  for (const [name, value] of Object.entries(node.props)) {
    if (value === undefined || value === null || value === false) continue;
    element.setAttribute(name, value === true ? '' : String(value));
  }
  for (const child of node.children) element.append(toDom(child));
  return element;
};

export { addDays, formatDay, formatMoney, periodText, todayInAmsterdam } from '@app/booking-view';
