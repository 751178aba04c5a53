import type { BookingItemDetail, BookingItems } from '@app/contracts';

/**
 * What the server put in a page it drew (a `<script type="application/json" id="boot">`), so the
 * page script takes over that page without asking the API again. `path` is the page it is for.
 */
export type BookingBoot = {
  path: string;
  today: string;
  catalogue: BookingItems | null;
  item: BookingItemDetail | null;
  /** This month's free units per day of the article: [day, free]. */
  free: Array<[string, number]> | null;
};

export const BOOT_ELEMENT_ID = 'boot';

/** JSON that cannot end its script element early: every "<" is written as \u003c. */
export const serializeBoot = (boot: BookingBoot) => JSON.stringify(boot).replace(/</g, '\\u003c');
