/** Typing pauses this long before a search request goes out, so each keystroke does not hit the API. */
export const SEARCH_DEBOUNCE_MS = 850;

export const PAGE_SIZE = 20;

/** Refresh the access token this many seconds before it expires, so requests never race the expiry. */
export const TOKEN_REFRESH_MARGIN_S = 60;

/** Toasts stay long enough to read a Dutch error message at leisure. */
export const TOAST_DURATION_MS = 25_000;

export const MIN_PASSWORD_LENGTH = 6;

/** The two-hour slots customers can pick for delivery. */
export const DELIVERY_TIME_WINDOWS = [
  '08:00-10:00',
  '10:00-12:00',
  '12:00-14:00',
  '14:00-16:00',
  '16:00-18:00',
] as const;

export type DeliveryTimeWindow = (typeof DELIVERY_TIME_WINDOWS)[number];

/** Bounds of the agenda's date pickers; outside them dates are almost certainly typos. */
export const AGENDA_MIN_DATE = '1900-01-01';
export const AGENDA_MAX_DATE = '2100-12-31';

/** A pointer must move this far before a press counts as a drag, so clicks stay clicks. */
export const DRAG_THRESHOLD_PX = 8;

export const CONTACT_PICKER_LIMIT = 6;

/** ISO 3166-1 alpha-2, lower case, as stored on contacts. */
export const DEFAULT_COUNTRY = 'nl';
