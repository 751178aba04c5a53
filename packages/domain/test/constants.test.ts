import { describe, expect, it } from 'vitest';
import {
  AGENDA_MAX_DATE,
  AGENDA_MIN_DATE,
  CONTACT_PICKER_LIMIT,
  DEFAULT_COUNTRY,
  DELIVERY_TIME_WINDOWS,
  DRAG_THRESHOLD_PX,
  MIN_PASSWORD_LENGTH,
  PAGE_SIZE,
  SEARCH_DEBOUNCE_MS,
  TOAST_DURATION_MS,
  TOKEN_REFRESH_MARGIN_S,
} from '../src/index.ts';

describe('constants', () => {
  it('have the values the spec prescribes', () => {
    expect(SEARCH_DEBOUNCE_MS).toBe(850);
    expect(PAGE_SIZE).toBe(20);
    expect(TOKEN_REFRESH_MARGIN_S).toBe(60);
    expect(TOAST_DURATION_MS).toBe(25000);
    expect(MIN_PASSWORD_LENGTH).toBe(6);
    expect(AGENDA_MIN_DATE).toBe('1900-01-01');
    expect(AGENDA_MAX_DATE).toBe('2100-12-31');
    expect(DRAG_THRESHOLD_PX).toBe(8);
    expect(CONTACT_PICKER_LIMIT).toBe(6);
    expect(DEFAULT_COUNTRY).toBe('nl');
  });

  it('offers consecutive two-hour delivery windows from 08:00 to 18:00', () => {
    expect(DELIVERY_TIME_WINDOWS).toEqual([
      '08:00-10:00',
      '10:00-12:00',
      '12:00-14:00',
      '14:00-16:00',
      '16:00-18:00',
    ]);
  });
});
