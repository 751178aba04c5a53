// Business constants come from `@app/domain` (spec §9); app-shell constants live here.
export {
  MIN_PASSWORD_LENGTH,
  PAGE_SIZE,
  SEARCH_DEBOUNCE_MS,
  TOAST_DURATION_MS,
  TOKEN_REFRESH_MARGIN_S,
} from '@app/domain';

export const APP_NAME = 'Verhuur Backoffice';
/** Where a signed-in user lands when no other target is known. */
export const HOME_PATH = '/schedule';
export const LOGIN_PATH = '/login';
