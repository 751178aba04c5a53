/**
 * The content security policy of the public pages (booking page, quote page): the back office's,
 * except who may frame the page. Without `ancestors` nobody may.
 */
export const publicPagePolicy = (ancestors: readonly string[] = []) =>
  [
    "default-src 'self'",
    "base-uri 'self'",
    "font-src 'self' https: data:",
    "form-action 'self'",
    "img-src 'self' data: blob:",
    "object-src 'none'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "connect-src 'self'",
    `frame-ancestors ${ancestors.length > 0 ? ancestors.join(' ') : "'none'"}`,
  ].join(';');
