import type { Plugin } from 'vite';

const EMPTY = '\0react-aria-unused-locale';
const REACT_ARIA = /[/\\](react-aria|react-aria-components|react-stately|@react-aria|@react-stately)[/\\]/;
/** `…/intl/ar-AE.mjs`, `../intl/table/ar-AE.mjs`: one locale's strings of one component. */
const LOCALE_FILE = /[/\\]intl[/\\](?:[\w-]+[/\\])?([a-z]{2,3}-[A-Z]{2})\.m?js$/;

/**
 * React Aria ships the strings of its components (e.g. "Sorteren", "Volgende maand") in 34
 * languages and imports all of them with the component: about a third of its code. The app speaks
 * only Dutch (I18nProvider nl-NL), so every other locale's file becomes an empty module; en-US
 * stays as React Aria's own fallback. Same approach as @react-aria/optimize-locales-plugin,
 * without the dependency.
 */
export const reactAriaLocales = (keep: string[]): Plugin => ({
  name: 'react-aria-locales',
  enforce: 'pre',
  apply: 'build',
  resolveId(source, importer) {
    if (!importer || !REACT_ARIA.test(importer)) return null;
    const locale = LOCALE_FILE.exec(source)?.[1];
    if (!locale || keep.includes(locale)) return null;
    return EMPTY;
  },
  load(id) {
    return id === EMPTY ? 'export default {};' : null;
  },
});
