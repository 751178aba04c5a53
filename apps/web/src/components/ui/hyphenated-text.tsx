/**
 * Dutch text that may break inside long words with a hyphen ("Korfbal-vereniging"), for narrow
 * columns: `hyphenated` is the same text with soft hyphens between syllables, as the server sends
 * it (the agenda's jobs carry it: the patterns stay off the agenda's download). Put it in an element with `hyphens-auto` and `lang="nl"` (the page is). The soft hyphens
 * are for the eye only: screen readers, find-in-page and copying get the plain text.
 */
export function HyphenatedText({ text, hyphenated }: { text: string; hyphenated: string }) {
  const shown = keepMeasuresTogether(hyphenated);
  if (shown === text) return text;
  return (
    <>
      <span aria-hidden="true">{shown}</span>
      <span className="sr-only">{text}</span>
    </>
  );
}

/** "Partytent 3 x 6 m" never leaves "m" or "x 6" alone on a line: no-break spaces inside a measure. */
const keepMeasuresTogether = (text: string) =>
  text.replace(
    /(\d) (?=(?:x|×|m|cm|mm|m2|m²|kg|g|l|liter|ltr)(?![\p{L}\d]))|(?<=\d (?:x|×)) (?=\d)/gu,
    (_, digit) => (digit ? `${digit}\u00a0` : '\u00a0'),
  );
