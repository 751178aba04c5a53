import {
  BOOT_ELEMENT_ID,
  type BookingBoot,
  brandColorOf,
  brandView,
  escapeHtml,
  pageTitle,
  renderToString,
  serializeBoot,
  type VChild,
} from '@app/booking-view';
import type { BookingItems } from '@app/contracts';

export type DrawnPage = {
  title: string;
  shop: BookingItems['shop'];
  content: VChild[];
  boot: BookingBoot;
};

/** A part of booking.html the server writes into; the build keeps them as written there. */
const MARKS = {
  html: /<html lang="nl">/,
  title: /<title>[^<]*<\/title>/,
  brand: /(<a [^>]*class="brand"[^>]*>)[\s\S]*?(<\/a>)/,
  app: /(<main id="app"[^>]*>)[\s\S]*?(<\/main>)/,
  // The catalogue's preload is for pages the script draws; a drawn page carries its data.
  preload: /<link rel="preload" href="\/api\/booking\.items"[^>]*>\s*/,
} as const;

/** Whether the shell has every part a drawn page is written into (checked once, when it is read). */
export const canDrawInto = (shell: string) => Object.values(MARKS).every((mark) => mark.test(shell));

/**
 * booking.html with a page drawn in: the content in #app, the shop in the bar, its colour, the
 * title, and the page's data in #boot for the script. Every text is escaped (renderToString,
 * escapeHtml); the boot JSON cannot close its script element.
 */
export const fillShell = (shell: string, page: DrawnPage) => {
  const color = brandColorOf(page.shop);
  const brand = page.shop.company_name ? brandView(page.shop).map(renderToString).join('') : null;
  const boot = `<script type="application/json" id="${BOOT_ELEMENT_ID}">${serializeBoot(page.boot)}</script>`;
  return shell
    .replace(MARKS.html, () => (color ? `<html lang="nl" style="--brand:${color}">` : '<html lang="nl">'))
    .replace(MARKS.title, () => `<title>${escapeHtml(pageTitle(page.title, page.shop))}</title>`)
    .replace(MARKS.brand, (whole, open: string, close: string) => (brand ? `${open}${brand}${close}` : whole))
    .replace(
      MARKS.app,
      (_whole, open: string, close: string) =>
        `${open}${page.content.map(renderToString).join('')}${close}${boot}`,
    )
    .replace(MARKS.preload, '');
};
