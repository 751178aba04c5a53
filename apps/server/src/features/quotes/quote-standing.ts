import { QUOTE_MESSAGES, QUOTE_STATE_LABELS } from '@app/contracts';
import { formatDisplayDate, type QuoteStanding, quoteStandingOf } from '@app/domain';
import { AppError, conflict } from '../../lib/app-error.ts';
import type { QuoteRow } from './quotes.repository.ts';

export const standingOf = (row: Pick<QuoteRow, 'state' | 'valid_until'>, today: string): QuoteStanding =>
  quoteStandingOf(row.state, row.valid_until, today);

/**
 * The refusal of a customer's accept or decline on a quote that is no longer open: gone (410)
 * once it expired or was withdrawn, a conflict (409) once it was answered.
 */
export const customerRefusalOf = (row: QuoteRow, today: string): AppError | null => {
  switch (standingOf(row, today)) {
    case 'open':
      return null;
    case 'expired':
      return new AppError('gone', QUOTE_MESSAGES.expired(formatDisplayDate(row.valid_until)));
    case 'withdrawn':
      return new AppError('gone', QUOTE_MESSAGES.withdrawn);
    case 'accepted':
      return conflict(QUOTE_MESSAGES.accepted);
    case 'converted':
      return conflict(QUOTE_MESSAGES.converted);
    case 'declined':
      return conflict(QUOTE_MESSAGES.declined);
  }
};

/**
 * Staff change, send, withdraw or convert only an unanswered quote (409 otherwise). An expired
 * one may still be changed (a new last valid day revives it), withdrawn or converted (the customer
 * called after the day); sending it is refused: the customer could not accept it.
 */
export const requireStaffMay = (row: QuoteRow, today: string, action: 'change' | 'send') => {
  const standing = standingOf(row, today);
  if (standing === 'open') return;
  if (standing === 'expired' && action === 'change') return;
  if (standing === 'expired') throw conflict(QUOTE_MESSAGES.expired(formatDisplayDate(row.valid_until)));
  throw conflict(QUOTE_MESSAGES.notOpen(QUOTE_STATE_LABELS[standing]));
};
