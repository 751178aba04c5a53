import { dayInAmsterdam, formatDay } from './dutch-format';

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

export { formatDay, formatMoney } from './dutch-format';

export const periodText = (from: string, until: string) =>
  from === until ? formatDay(from) : `${formatDay(from)} t/m ${formatDay(until)}`;

/** Today in the Netherlands, yyyy-MM-dd. */
export const todayInAmsterdam = () => dayInAmsterdam(new Date());

export const addDays = (day: string, n: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};
