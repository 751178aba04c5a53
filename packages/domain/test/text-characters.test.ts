import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  escapeICalText,
  escapeXmlText,
  hasInvalidTextCharacters,
  withoutInvalidTextCharacters,
} from '../src/index.ts';

/** XML 1.0 Char (§2.2) without the discouraged noncharacters: what a writer may put in a file. */
const isXmlSafe = (text: string) =>
  [...text].every((char) => {
    const cp = char.codePointAt(0) ?? 0;
    const xmlChar =
      cp === 0x9 ||
      cp === 0xa ||
      cp === 0xd ||
      (cp >= 0x20 && cp <= 0xd7ff) ||
      (cp >= 0xe000 && cp <= 0xfffd) ||
      (cp >= 0x10000 && cp <= 0x10ffff);
    const nonCharacter = (cp >= 0xfdd0 && cp <= 0xfdef) || (cp & 0xfffe) === 0xfffe;
    return xmlChar && !nonCharacter && cp !== 0x7f;
  });

/** No lone surrogate (encodeURIComponent refuses one). */
const isWellFormed = (text: string) => {
  try {
    encodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
};

/** Text with the awkward characters mixed in: controls, noncharacters on several planes, halves of surrogate pairs. */
const awkwardText = fc
  .array(
    fc.oneof(
      fc.string({ unit: 'binary', maxLength: 8 }),
      fc.constantFrom(
        '\u0000',
        '\u0007',
        '\u001F',
        '\u007F',
        '\t',
        '\n',
        '\r',
        '\uFDD0',
        '\uFDEF',
        '\uFFFE',
        '\uFFFF',
        '\u{1FFFE}',
        '\u{10FFFF}',
        '\uD800',
        '\uDBFF',
        '\uDC00',
        '\uDFFF',
        '😀',
        '\u{20000}',
        'é',
        '\uFFFD',
      ),
    ),
    { maxLength: 12 },
  )
  .map((parts) => parts.join(''));

describe('invalid text characters', () => {
  it.each([
    ['U+0000', '\u0000'],
    ['U+0008', '\u0008'],
    ['U+007F', '\u007F'],
    ['U+FFFE', 'a\uFFFEb'],
    ['U+FFFF', '\uFFFF'],
    ['U+FDD0', '\uFDD0'],
    ['U+FDEF', '\uFDEF'],
    ['U+1FFFE', '\u{1FFFE}'],
    ['U+10FFFF', '\u{10FFFF}'],
    ['a lone high surrogate', 'x\uD83D'],
    ['a lone low surrogate', '\uDE00x'],
    ['two low surrogates', '\uDE00\uDE00'],
  ])('%s is invalid', (_label, text) => {
    expect(hasInvalidTextCharacters(text)).toBe(true);
  });

  it.each([
    ['tab and line ends', 'a\tb\nc\r\n'],
    ['an emoji (a surrogate pair)', 'Feest 😀'],
    ['an astral CJK character', '\u{20000}'],
    ['U+FFFD', '\uFFFD'],
    ['U+FDCF and U+FDF0 around the noncharacter block', '\uFDCF\uFDF0'],
    ['U+1FFFD', '\u{1FFFD}'],
    ['Dutch accents and ligatures', 'Ĳsselmeer Café Ööievaar'],
  ])('%s is valid', (_label, text) => {
    expect(hasInvalidTextCharacters(text)).toBe(false);
  });

  it('removes exactly the invalid characters', () => {
    fc.assert(
      fc.property(awkwardText, (text) => {
        const clean = withoutInvalidTextCharacters(text);
        expect(hasInvalidTextCharacters(clean)).toBe(false);
        expect(isXmlSafe(clean)).toBe(true);
        expect(isWellFormed(clean)).toBe(true);
        // Valid text comes back as it was; removing twice changes nothing.
        if (!hasInvalidTextCharacters(text)) expect(clean).toBe(text);
        expect(withoutInvalidTextCharacters(clean)).toBe(clean);
        // Only characters go, nothing is added or reordered.
        expect(clean.length).toBeLessThanOrEqual(text.length);
      }),
    );
  });

  it('agrees with the XML 1.0 character rules', () => {
    fc.assert(
      fc.property(awkwardText, (text) => {
        expect(hasInvalidTextCharacters(text)).toBe(!isXmlSafe(text) || !isWellFormed(text));
      }),
    );
  });

  it('escapes XML text to what an XML parser reads back', () => {
    expect(escapeXmlText('A & B <c> "d" \'e\'\uFFFE')).toBe(
      'A &amp; B &lt;c&gt; &quot;d&quot; &apos;e&apos;',
    );
    fc.assert(
      fc.property(awkwardText, (text) => {
        const escaped = escapeXmlText(text);
        expect(isXmlSafe(escaped)).toBe(true);
        expect(escaped).not.toMatch(/[<>"']|&(?!amp;|lt;|gt;|quot;|apos;)/);
      }),
    );
  });

  it('keeps iCalendar TEXT to what its format allows', () => {
    fc.assert(
      fc.property(awkwardText, (text) => {
        const escaped = escapeICalText(text);
        expect(escaped).not.toMatch(/[\p{Cc}\p{Noncharacter_Code_Point}]/u);
        expect(isWellFormed(escaped)).toBe(true);
      }),
    );
  });
});
