import {
  BOOKING_MESSAGES,
  type BookingAvailability,
  type BookingItem,
  type BookingItemDetail,
  type BookingItems,
  MAX_BOOKING_AVAILABILITY_DAYS,
  MAX_BOOKING_QUANTITY,
} from '@app/contracts';
import { diffCalendarDays, eachCalendarDay, isValidRange, todayCalendarDate } from '@app/domain';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { normalizeSearchText } from '../../lib/search-text.ts';
import { toAssetModel } from '../assets/index.ts';
import { readCompanyDetails } from '../invoices/index.ts';
import {
  bundleAvailability,
  componentsOfItem,
  firstImagesOfItems,
  imagesOfItem,
  withBundleStock,
} from '../items/index.ts';
import { availabilityOfItem } from '../reservations/index.ts';
import { type BookableItemRow, createBookingRepository } from './booking.repository.ts';
import { bookingPaymentMethods } from './booking-payment.ts';
import { readBookingSettings } from './booking-settings.ts';

export type BookableItem = BookableItemRow & { slug: string };

const slugBase = (name: string) =>
  normalizeSearchText(name)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80) || 'artikel';

/** Slugs from the names; a name shared by two articles gets a piece of its uuid (never an id). */
const withSlugs = (rows: readonly BookableItemRow[]): BookableItem[] => {
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(slugBase(row.name), (counts.get(slugBase(row.name)) ?? 0) + 1);
  return rows.map((row) => {
    const base = slugBase(row.name);
    return { ...row, slug: (counts.get(base) ?? 0) > 1 ? `${base}-${row.uuid.slice(0, 8)}` : base };
  });
};

export const notBookable = (field = 'slug') =>
  new AppError('not_found', BOOKING_MESSAGES.itemNotFound, { [field]: [BOOKING_MESSAGES.itemNotFound] });

/** The rows behind /boeken's catalogue, availability and prices: only what the page shows. */
export const createBookingCatalogue = (ctx: AppContext) => {
  const bookableItems = async () => {
    const repo = createBookingRepository(ctx.db);
    const [articles, packages] = await Promise.all([repo.bookableItems(), repo.bookableBundles()]);
    // A package's "units" are the complete sets its articles' stock makes.
    const sets = await withBundleStock(ctx.db, packages, new Map());
    if (packages.length === 0) return withSlugs(articles);
    // Packages go with what is rented (before what is bought with it), by name as the SQL sorts.
    const bought = (row: BookableItemRow) => (row.type === 'sellable' ? 1 : 0);
    const key = (row: BookableItemRow) => normalizeSearchText(row.name);
    const rows = [...articles, ...packages.map((p) => ({ ...p, units: sets.get(p.id) ?? 0 }))].sort(
      (a, b) => bought(a) - bought(b) || (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : a.id - b.id),
    );
    return withSlugs(rows);
  };

  const findBySlug = async (slug: string, field = 'slug'): Promise<BookableItem> => {
    const found = (await bookableItems()).find((item) => item.slug === slug);
    if (!found) throw notBookable(field);
    return found;
  };

  const toPublic = (row: BookableItem, imageUrl: string | null): BookingItem => ({
    slug: row.slug,
    name: row.name,
    type: row.type,
    price: row.price_cents,
    description: row.description,
    category: row.category,
    image_url: imageUrl,
    max_quantity:
      row.type === 'sellable' ? MAX_BOOKING_QUANTITY : Math.max(1, Math.min(row.units, MAX_BOOKING_QUANTITY)),
  });

  /**
   * Per day of from..until, the units free the whole day (days before today: none). The
   * availability rule of the reservations feature decides, so /boeken and the back office agree.
   */
  const freeUnitsByDay = async (itemId: number, from: string, until: string, type?: BookableItem['type']) => {
    const today = todayCalendarDate();
    // A package: the complete sets free per day (their numbers, not units).
    const byDay =
      type === 'bundle'
        ? await bundleAvailability({ ctx, bundleId: itemId, range: { from, until } })
        : await availabilityOfItem({ ctx, itemId, range: { from, until } });
    return eachCalendarDay(from, until).map((day) => ({
      day,
      units: day < today ? [] : (byDay[day] ?? []),
    }));
  };

  return {
    bookableItems,
    findBySlug,
    freeUnitsByDay,

    list: async (): Promise<BookingItems> => {
      const rows = await bookableItems();
      const images = await firstImagesOfItems(
        ctx.db,
        rows.map((r) => r.id),
      );
      const company = await readCompanyDetails(ctx.db);
      const settings = await readBookingSettings(ctx.db);
      return {
        results: rows.map((row) => {
          const image = images.get(row.id);
          const asset = image ? toAssetModel(image) : null;
          return toPublic(row, asset ? (asset.thumbnail_url ?? asset.url) : null);
        }),
        shop: {
          company_name: company.identity_company_name ?? '',
          city: company.identity_city ?? '',
          logo_url: company.identity_company_logo || null,
          brand_color: settings.booking_brand_color,
          phone_number: company.identity_phone_number ?? '',
          terms_text: settings.booking_terms_text,
          terms_version: settings.booking_terms_version,
          payment_methods: bookingPaymentMethods(ctx),
        },
      };
    },

    view: async (slug: string): Promise<BookingItemDetail> => {
      const row = await findBySlug(slug);
      const assets = (await imagesOfItem(ctx.db, row.id)).map(toAssetModel);
      const first = assets[0];
      return {
        ...toPublic(row, first ? (first.thumbnail_url ?? first.url) : null),
        images: assets.map((a) => a.url),
        thumbnails: assets.map((a) => a.thumbnail_url ?? a.url),
        contents: (await componentsOfItem(ctx.db, row)).map((c) => `${c.quantity} × ${c.name}`),
      };
    },

    availability: async (slug: string, from: string, until: string): Promise<BookingAvailability> => {
      if (!isValidRange(from, until))
        throw new AppError('validation_failed', BOOKING_MESSAGES.rangeInvalid, {
          until: [BOOKING_MESSAGES.rangeInvalid],
        });
      if (diffCalendarDays(from, until) + 1 > MAX_BOOKING_AVAILABILITY_DAYS)
        throw new AppError('validation_failed', BOOKING_MESSAGES.rangeTooLong, {
          until: [BOOKING_MESSAGES.rangeTooLong],
        });
      const row = await findBySlug(slug);
      const days = await freeUnitsByDay(row.id, from, until, row.type);
      return { results: days.map(({ day, units }) => ({ day, free: units.length })) };
    },
  };
};
