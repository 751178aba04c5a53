import { STALE_VERSION_CODE, STALE_VERSION_MESSAGE } from '@app/contracts';
import { isApiError } from './api-error';

/**
 * True for the server's 409 on an update based on an older version of the record (saved in
 * another tab or by someone else meanwhile). The page then reloads the record and shows
 * STALE_VERSION_MESSAGE next to the current data, instead of keeping the stale form.
 */
export const isStaleVersion = (error: unknown) => isApiError(error) && error.code === STALE_VERSION_CODE;

export { STALE_VERSION_MESSAGE };
