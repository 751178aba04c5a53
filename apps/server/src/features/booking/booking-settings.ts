import {
  type BookingSettings,
  type BookingStoredSettings,
  type bookingSettingsPatchSchema,
  bookingStoredSettingsSchema,
  DEFAULT_BOOKING_HOLD_HOURS,
} from '@app/contracts';
import type { z } from 'zod';
import { type Db, writeTransaction } from '../../db/database.ts';
import { readRawSettings, recordSettingsAudit, writeSettings } from '../settings/index.ts';
import { readCurrentTerms, saveTermsText } from '../terms/index.ts';

export const BOOKING_SETTINGS_DEFAULTS: BookingStoredSettings = {
  booking_enabled: true,
  booking_hold_hours: DEFAULT_BOOKING_HOLD_HOURS,
  booking_auto_confirm: false,
  booking_brand_color: '#0f766e',
  booking_frame_ancestors: [],
};

const shape = bookingStoredSettingsSchema.shape;

/**
 * Online booking's settings live in the settings table under their own booking_ keys (the
 * company settings map of spec §3 stays as it is); a stored value that no longer fits falls back
 * to its default. The terms are the company's rental terms as they stand (features/terms).
 */
export const readBookingSettings = async (db: Db): Promise<BookingSettings> => {
  const raw = await readRawSettings(db);
  const result: Record<string, unknown> = { ...BOOKING_SETTINGS_DEFAULTS };
  for (const [key, schema] of Object.entries(shape)) {
    if (!(key in raw)) continue;
    const parsed = schema.safeParse(raw[key]);
    if (parsed.success) result[key] = parsed.data;
  }
  const terms = await readCurrentTerms({ db });
  return {
    ...(result as BookingStoredSettings),
    booking_terms_text: terms.text,
    booking_terms_version: String(terms.number),
    booking_terms_created_at: terms.created_at,
  };
};

/**
 * Saves a change of the booking settings: the stored keys, and a changed terms text as the next
 * version of the rental terms, with one audit row naming what changed (the version included).
 */
export const writeBookingSettings = async (options: {
  db: Db;
  patch: z.output<typeof bookingSettingsPatchSchema>;
  userId: number | null;
}): Promise<BookingSettings> => {
  const { booking_terms_text: termsText, ...rest } = options.patch;
  const entries = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined));
  // The change, a new terms version and their audit row in one transaction.
  await writeTransaction(options.db).execute(async (trx) => {
    const before = await readBookingSettings(trx);
    await writeSettings(trx, entries);
    const after: Record<string, unknown> = { ...entries };
    if (termsText !== undefined) {
      const saved = await saveTermsText({ db: trx, text: termsText, userId: options.userId });
      after.booking_terms_text = saved.version.text;
      after.booking_terms_version = String(saved.version.number);
    }
    await recordSettingsAudit({ db: trx, before, after });
  });
  return readBookingSettings(options.db);
};
