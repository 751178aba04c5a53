import { describe, expect, it, vi } from 'vitest';
import {
  serverFieldErrors,
  setServerFieldErrors,
} from '../src/features/settings/components/server-field-errors';
import { ApiError } from '../src/lib/api-error';

const refused = new ApiError({
  status: 422,
  code: 'validation',
  message: 'Controleer de invoer.',
  errors: {
    booking_hold_hours: ['Te lang.', 'Tweede melding.'],
    'booking_frame_ancestors.1': ['Geen webadres.'],
    booking_terms_text: [],
    onbekend_veld: ['Niet bij een veld.'],
  },
});

const bookingFieldOf = (key: string) =>
  key === 'booking_hold_hours' ? 'hold' : key.startsWith('booking_frame_ancestors') ? 'origins' : undefined;

describe('serverFieldErrors', () => {
  it('takes the first message of each key that belongs to a field', () => {
    expect(serverFieldErrors(refused, bookingFieldOf)).toEqual({
      hold: 'Te lang.',
      origins: 'Geen webadres.',
    });
  });

  it('answers nothing for an error without field errors or one that is no ApiError', () => {
    expect(
      serverFieldErrors(new ApiError({ status: 500, code: 'x', message: 'Mis.' }), bookingFieldOf),
    ).toEqual({});
    expect(serverFieldErrors(new Error('netwerk'), bookingFieldOf)).toEqual({});
  });

  it('sets each message at its react-hook-form field as a server error', () => {
    const setError = vi.fn();
    setServerFieldErrors<{ hold: string; origins: string }>(refused, bookingFieldOf, setError);
    expect(setError.mock.calls).toEqual([
      ['hold', { type: 'server', message: 'Te lang.' }],
      ['origins', { type: 'server', message: 'Geen webadres.' }],
    ]);
  });
});
