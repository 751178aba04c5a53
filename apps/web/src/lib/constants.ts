// Local copies of the business constants until `@app/domain` exports them (spec §9).
// When it does, re-export from there instead: `export { SEARCH_DEBOUNCE_MS, … } from '@app/domain';`

export const APP_NAME = 'Verhuurbeheer';
export const SEARCH_DEBOUNCE_MS = 850;
export const PAGE_SIZE = 20;
export const TOAST_DURATION_MS = 25_000;
/** Refresh the access token this many seconds before it expires. */
export const TOKEN_REFRESH_MARGIN_S = 60;
export const MIN_PASSWORD_LENGTH = 6;
/** Where a signed-in user lands when no other target is known. */
export const HOME_PATH = '/schedule';
export const LOGIN_PATH = '/login';
