const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  // &#39; rather than &apos;: older mail clients do not know the named one.
  "'": '&#39;',
};

/** Text for HTML (a mail body, a server-rendered page): every markup character escaped. */
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
