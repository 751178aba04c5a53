import { toast } from './toast';

/**
 * The outcome of a save as one toast: a success after a failed attempt replaces the red toast
 * (and a new failure replaces an old success) instead of stacking under it.
 */
export const SAVE_TOAST_ID = 'save-outcome';

export const saveSucceeded = (message: string) => toast.success(message, { id: SAVE_TOAST_ID });
export const saveFailed = (message: string) => toast.error(message, { id: SAVE_TOAST_ID });
