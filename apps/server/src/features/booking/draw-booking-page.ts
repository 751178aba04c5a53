import {
  articleView,
  availabilityPeriodOf,
  calendarView,
  catalogueView,
  todayInAmsterdam,
} from '@app/booking-view';
import { bookingItemEntrySchema, bookingItemsSchema } from '@app/contracts';
import type { createBookingCatalogue } from './booking-catalogue.ts';
import type { createCatalogueCache } from './booking-catalogue-cache.ts';
import type { DrawnPage } from './booking-shell.ts';

const ARTICLE_PATH = /^\/boeken\/artikel\/([^/]+)$/;

const decodeSlug = (raw: string) => {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
};

/**
 * The catalogue (/boeken) or an article page drawn on the server, with the data the page script
 * takes over (as fast as a static page). Any other path, an unknown or paused article,
 * is not drawn (null): the script draws it, an error in Dutch included. The answers pass the
 * public API's schemas, so a drawn page shows no more than booking.items and booking.item do.
 */
export const drawBookingPage = async (options: {
  path: string;
  catalogue: ReturnType<typeof createBookingCatalogue>;
  cache: ReturnType<typeof createCatalogueCache>;
}): Promise<DrawnPage | null> => {
  const { path, catalogue, cache } = options;
  const raw = path === '/boeken' ? null : ARTICLE_PATH.exec(path)?.[1];
  if (raw === undefined) return null;
  const today = todayInAmsterdam();
  const read = await cache.reader();
  const items = await read('page:list', async () => bookingItemsSchema.parse(await catalogue.list()));
  if (raw === null) {
    return {
      title: 'Online boeken',
      shop: items.shop,
      content: catalogueView(items.results),
      boot: { path, today, catalogue: items, item: null, free: null },
    };
  }
  const slug = decodeSlug(raw);
  if (!slug || !items.results.some((item) => item.slug === slug)) return null;
  const item = await read(
    `page:item:${slug}`,
    async () => bookingItemEntrySchema.parse({ entry: { model: await catalogue.view(slug) } }).entry.model,
  );
  const { from, until } = availabilityPeriodOf(today, 0);
  const { results } = await catalogue.availability(slug, from, until);
  const free = new Map(results.map((r) => [r.day, r.free]));
  return {
    title: item.name,
    shop: items.shop,
    content: articleView(item, calendarView({ today, offset: 0, range: null, free })),
    boot: { path, today, catalogue: null, item, free: [...free] },
  };
};
