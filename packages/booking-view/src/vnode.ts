/**
 * The booking page's views as plain data: the server writes them into the HTML it sends
 * (renderToString), the browser builds the same nodes after a navigation (apps/web's toDom). One
 * renderer for both, so a server-drawn page and a script-drawn one cannot differ. Views carry no
 * event handlers: the page script listens on the drawn elements by id and data attributes.
 */
export type Props = Record<string, string | number | boolean | null | undefined>;
export type VNode = { tag: string; props: Props; children: VChild[] };
export type VChild = VNode | string;
export type Child = VChild | number | null | undefined | false;

/** The children that are drawn: numbers as text, nothing for null, undefined and false. */
export const compact = (children: readonly Child[]): VChild[] =>
  children
    .filter((c): c is VChild | number => c !== null && c !== undefined && c !== false)
    .map((c) => (typeof c === 'number' ? String(c) : c));

export const el = (tag: string, props: Props = {}, ...children: Child[]): VNode => ({
  tag,
  props,
  children: compact(children),
});

const VOID = new Set(['img', 'input', 'br', 'hr', 'meta', 'link', 'source']);
const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text and attribute values are always escaped: nothing from the API or settings becomes markup. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

const attributes = (props: Props) => {
  let out = '';
  for (const [name, value] of Object.entries(props)) {
    if (value === undefined || value === null || value === false) continue;
    out += value === true ? ` ${name}` : ` ${name}="${escapeHtml(String(value))}"`;
  }
  return out;
};

export const renderToString = (node: VChild): string => {
  if (typeof node === 'string') return escapeHtml(node);
  const open = `<${node.tag}${attributes(node.props)}>`;
  if (VOID.has(node.tag)) return open;
  return `${open}${node.children.map(renderToString).join('')}</${node.tag}>`;
};
