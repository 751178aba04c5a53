import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { withoutInvalidTextCharacters } from '@app/domain';
import * as fontkit from 'fontkit';

/**
 * The PDFs' font (invoices, safety papers): DejaVu Sans from the `dejavu-fonts-ttf` package (Bitstream Vera
 * licence, free to embed). It covers Latin-1, Latin Extended-A and B, the euro sign and far more,
 * so names like "Łukasz Doğan-Şahin" print as written; pdfkit embeds only the glyphs used
 * (a subset). The standard PDF fonts (Helvetica) know WinAnsi only and print other letters as
 * garbage.
 */
const require = createRequire(import.meta.url);
const readFont = (file: string) => readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`));

export const PDF_FONT_REGULAR = readFont('DejaVuSans.ttf');
export const PDF_FONT_BOLD = readFont('DejaVuSans-Bold.ttf');

// Both weights have the same character set; the regular one decides what can be shown.
const glyphs = fontkit.create(PDF_FONT_REGULAR) as fontkit.Font;

/** Line breaks and tabs have no glyph but are layout, not text to drop. */
const isLayout = (codePoint: number) => codePoint === 0x0a || codePoint === 0x0d || codePoint === 0x09;

/** Joiners and variation selectors that glue emoji together; without the emoji they mean nothing. */
const isEmojiGlue = (char: string) => {
  const codePoint = char.codePointAt(0) ?? 0;
  return /^\p{Cf}$/u.test(char) || (codePoint >= 0xfe00 && codePoint <= 0xfe0f);
};

/**
 * The text as the PDF can show it: composed (NFC, so "g" + combining breve becomes "ğ", which the
 * font has), and without characters the font has no glyph for (emoji, most scripts it lacks).
 * Those are left out, never replaced by other letters; a space left doubled by a dropped
 * character is dropped too, so "Feest 🎉 kasteel" reads "Feest kasteel".
 */
export const printablePdfText = (value: string): string => {
  let out = '';
  let dropped = false;
  // What no export writes (controls, noncharacters, lone surrogates: text stored before the input
  // refused them) goes first, see text-characters.ts in @app/domain.
  for (const char of withoutInvalidTextCharacters(value).normalize('NFC')) {
    const codePoint = char.codePointAt(0) ?? 0;
    if ((!isLayout(codePoint) && !glyphs.hasGlyphForCodePoint(codePoint)) || (dropped && isEmojiGlue(char))) {
      dropped = true;
      continue;
    }
    if (dropped && char === ' ' && (out === '' || out.endsWith(' '))) continue;
    dropped = false;
    out += char;
  }
  return dropped ? out.trimEnd() : out;
};
