import { describe, expect, it } from 'vitest';
import {
  CONTACT_TYPE_LABELS,
  displayNameOf,
  ITEM_STATUS_LABELS,
  ITEM_TYPE_LABELS,
  ORDER_STATUS_LABELS,
} from '../src/index.ts';

describe('labels', () => {
  it('names item types', () => {
    expect(ITEM_TYPE_LABELS.rentable).toEqual({
      short: 'Huur',
      long: 'Verhuur',
      form: 'Verhuurbaar product',
    });
    expect(ITEM_TYPE_LABELS.sellable).toEqual({
      short: 'Koop',
      long: 'Verkoop',
      form: 'Verkoopbaar product',
    });
  });

  it('names item statuses', () => {
    expect(ITEM_STATUS_LABELS).toEqual({
      active: 'Actief',
      paused: 'Gepauzeerd',
      unavailable: 'Niet beschikbaar',
    });
  });

  it('names order statuses', () => {
    expect(ORDER_STATUS_LABELS).toEqual({
      pending: 'In behandeling',
      confirmed: 'Bevestigd',
      paid: 'Betaald',
      cancelled: 'Geannuleerd',
      quote: 'Offerte',
    });
  });

  it('names contact types', () => {
    expect(CONTACT_TYPE_LABELS).toEqual({ individual: 'Particulier', business: 'Bedrijf' });
  });
});

describe('displayNameOf', () => {
  it('uses the company name for a business', () => {
    expect(
      displayNameOf({
        contact_type: 'business',
        company_name: ' Springkussen BV ',
        first_name: 'Jan',
        last_name: 'Jansen',
      }),
    ).toBe('Springkussen BV');
  });

  it('joins first and last name for an individual', () => {
    expect(displayNameOf({ contact_type: 'individual', first_name: ' Jan ', last_name: ' de Vries ' })).toBe(
      'Jan de Vries',
    );
    expect(displayNameOf({ contact_type: 'individual', first_name: 'Jan', last_name: null })).toBe('Jan');
    expect(displayNameOf({ contact_type: 'individual', first_name: '', last_name: 'Jansen' })).toBe('Jansen');
    expect(
      displayNameOf({
        contact_type: 'individual',
        company_name: 'Ignored BV',
        first_name: 'Jan',
        last_name: 'Jansen',
      }),
    ).toBe('Jan Jansen');
  });

  it('falls back on the other name when one is missing', () => {
    expect(
      displayNameOf({ contact_type: 'business', company_name: '  ', first_name: 'Jan', last_name: 'Jansen' }),
    ).toBe('Jan Jansen');
    expect(
      displayNameOf({
        contact_type: 'individual',
        company_name: 'Feest BV',
        first_name: null,
        last_name: '',
      }),
    ).toBe('Feest BV');
    expect(displayNameOf({ contact_type: 'individual' })).toBe('');
  });
});
