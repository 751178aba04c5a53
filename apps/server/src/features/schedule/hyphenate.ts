/// <reference path="./hyphen.d.ts" />
import hyphenNl from 'hyphen/nl/index.js';

/** Words shorter than this fit any column; leaving them alone keeps the work small. */
const MIN_WORD_LENGTH = 8;
const CACHE_SIZE = 2000;
const cache = new Map<string, string>();

/**
 * Dutch text with soft hyphens (U+00AD) between the syllables of its long words (TeX's Dutch
 * patterns), for the agenda's narrow columns: "Korfbal­vereniging" may then break as
 * "Korfbal-/vereniging", never mid-syllable. CSS `hyphens: auto` would need a dictionary that
 * Chromium on Linux lacks. Done here rather than in the browser, which would otherwise download the
 * patterns (about 34 KiB gzipped) with the agenda. Names repeat, so results are kept (bounded).
 */
export const hyphenateDutch = (text: string): string => {
  const known = cache.get(text);
  if (known !== undefined) return known;
  const hyphenated = hyphenNl.hyphenateSync(text, { minWordLength: MIN_WORD_LENGTH });
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  cache.set(text, hyphenated);
  return hyphenated;
};
