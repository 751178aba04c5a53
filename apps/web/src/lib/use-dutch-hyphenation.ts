import { useEffect, useState } from 'react';

export type Hyphenate = (text: string) => string;

/** Words shorter than this fit any column; leaving them alone keeps the work small. */
const MIN_WORD_LENGTH = 8;

let hyphenate: Hyphenate | null = null;
let loading: Promise<Hyphenate> | null = null;

/**
 * Dutch hyphenation (TeX patterns, ~48 kB gzipped), loaded on first use after the screen has
 * rendered: CSS `hyphens: auto` needs a dictionary that Chromium on Linux (and headless) lacks,
 * and without one narrow columns broke names mid-word without a hyphen.
 */
const loadHyphenate = (): Promise<Hyphenate> => {
  loading ??= import('hyphen/nl').then((module) => {
    const { hyphenateSync } = module.default ?? module;
    hyphenate = (text) => hyphenateSync(text, { minWordLength: MIN_WORD_LENGTH });
    return hyphenate;
  });
  return loading;
};

/** The hyphenator once loaded (null before: show the text as is, the browser may hyphenate). */
export function useDutchHyphenation(): Hyphenate | null {
  const [ready, setReady] = useState<Hyphenate | null>(() => hyphenate);
  useEffect(() => {
    if (ready) return;
    let live = true;
    loadHyphenate()
      .then((loaded) => {
        if (live) setReady(() => loaded);
      })
      // Without the patterns the text stays as it is: CSS hyphens and overflow-wrap still apply.
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [ready]);
  return ready;
}
