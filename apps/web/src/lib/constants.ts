// Business constants come from `@app/domain` (spec §9); app-shell constants live here.
export {
  MIN_PASSWORD_LENGTH,
  PAGE_SIZE,
  SEARCH_DEBOUNCE_MS,
  TOAST_DURATION_MS,
  TOKEN_REFRESH_MARGIN_S,
} from '@app/domain';

export const APP_NAME = 'Verhuur Backoffice';
/**
 * Where a signed-in person lands when no other target is known: the owner and Kantoor on Vandaag,
 * a driver (or a person whose role is not known yet) on the agenda, as the server's `redirect_to`.
 */
export const homePathOf = (role: 'owner' | 'office' | 'driver' | undefined): string =>
  role === 'owner' || role === 'office' ? '/vandaag' : '/schedule';
export const LOGIN_PATH = '/login';
