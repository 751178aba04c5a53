/**
 * Characters no text of this product may hold, in one place for the input check (@app/contracts,
 * the server's input guard) and every export writer (XLSX, PDF, iCalendar, XML such as UBL):
 * - C0 control characters other than tab, line feed and carriage return, and DEL: no form types
 *   them, PostgreSQL refuses U+0000 in text, and XML 1.0 and iCalendar TEXT do not allow them;
 * - Unicode noncharacters (U+FDD0–U+FDEF and U+nFFFE / U+nFFFF on all 17 planes): never meant for
 *   interchange; XML 1.0 forbids U+FFFE and U+FFFF (an XLSX holding one is not well-formed);
 * - lone surrogates (half of an astral character): not text at all; UTF-8 cannot encode them.
 * Paired surrogates (emoji, other astral characters) are fine: with the u flag they are one
 * code point and \p{Cs} does not match them.
 */
export const INVALID_TEXT_CHARACTERS =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\p{Noncharacter_Code_Point}\p{Cs}]/u;

const INVALID_TEXT_RUN = new RegExp(INVALID_TEXT_CHARACTERS.source, 'gu');

export const hasInvalidTextCharacters = (value: string): boolean => INVALID_TEXT_CHARACTERS.test(value);

/**
 * The text without the characters above, for writers of stored text: what was stored before the
 * input refused them must not break a file. The same string back when there is nothing to remove.
 */
export const withoutInvalidTextCharacters = (value: string): string =>
  INVALID_TEXT_CHARACTERS.test(value) ? value.replace(INVALID_TEXT_RUN, '') : value;

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/**
 * Text for an XML 1.0 element or attribute value (UBL invoices, SVG): only characters XML allows
 * (see above; noncharacters other than U+FFFE/U+FFFF are allowed but discouraged, and dropped too),
 * with markup characters escaped.
 */
export const escapeXmlText = (value: string): string =>
  withoutInvalidTextCharacters(value).replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);
