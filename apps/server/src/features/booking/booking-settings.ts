import {
  type BookingSettings,
  type bookingSettingsPatchSchema,
  bookingSettingsSchema,
  DEFAULT_BOOKING_HOLD_HOURS,
} from '@app/contracts';
import type { z } from 'zod';
import { type Db, writeTransaction } from '../../db/database.ts';
import { readRawSettings, recordSettingsAudit, writeSettings } from '../settings/index.ts';

export const BOOKING_SETTINGS_DEFAULTS: BookingSettings = {
  booking_enabled: true,
  booking_hold_hours: DEFAULT_BOOKING_HOLD_HOURS,
  booking_auto_confirm: false,
  booking_brand_color: '#0f766e',
  // No title line: the page puts the heading "Huurvoorwaarden" above the text.
  booking_terms_text:
    'De huurder gebruikt het gehuurde volgens de veiligheidsinstructies en onder toezicht van een volwassene. Annuleren kan kosteloos tot 7 dagen voor de huurdatum.',
  booking_terms_version: '1',
  booking_frame_ancestors: [],
};

const shape = bookingSettingsSchema.shape;

/**
 * Online booking's settings live in the settings table under their own booking_ keys (the
 * company settings map of spec §3 stays as it is); a stored value that no longer fits falls back
 * to its default.
 */
export const readBookingSettings = async (db: Db): Promise<BookingSettings> => {
  const raw = await readRawSettings(db);
  const result: Record<string, unknown> = { ...BOOKING_SETTINGS_DEFAULTS };
  for (const [key, schema] of Object.entries(shape)) {
    if (!(key in raw)) continue;
    const parsed = schema.safeParse(raw[key]);
    if (parsed.success) result[key] = parsed.data;
  }
  return result as BookingSettings;
};

export const writeBookingSettings = async (
  db: Db,
  patch: z.output<typeof bookingSettingsPatchSchema>,
): Promise<BookingSettings> => {
  const entries = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
  // The change and its audit row in one transaction.
  await writeTransaction(db).execute(async (trx) => {
    const before = await readBookingSettings(trx);
    await writeSettings(trx, entries);
    await recordSettingsAudit({ db: trx, before, after: entries });
  });
  return readBookingSettings(db);
};
