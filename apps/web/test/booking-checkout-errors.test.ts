import { describe, expect, it } from 'vitest';
import { checkoutFieldOf, messagesByField } from '../src/booking/checkout-errors';

describe('the booking checkout puts each refusal at its field', () => {
  it('names the field of each of the API error keys', () => {
    expect(checkoutFieldOf('customer.email_address')).toBe('email_address');
    expect(checkoutFieldOf('create_contact.postal_code')).toBe('postal_code');
    expect(checkoutFieldOf('terms_accepted')).toBe('terms');
    expect(checkoutFieldOf('terms_version')).toBe('terms');
    expect(checkoutFieldOf('payment_method')).toBe('payment');
    expect(checkoutFieldOf('manual_distance_km')).toBe('manual_distance_km');
    expect(checkoutFieldOf('promo_code')).toBe('promo_code');
    expect(checkoutFieldOf('items.2.from')).toBe('line-2');
    expect(checkoutFieldOf('items')).toBe('lines');
    expect(checkoutFieldOf('website')).toBe('general');
  });

  it('keeps one message per field: the first the server gave', () => {
    const byField = messagesByField({
      'customer.email_address': ['Vul je e-mailadres in.', 'Vul een geldig e-mailadres in.'],
      terms_accepted: ['Ga akkoord met de huurvoorwaarden om te kunnen boeken.'],
      terms_version: ['De huurvoorwaarden zijn gewijzigd.'],
      'items.0.from': ['Springkasteel is niet vrij.'],
      'items.0.quantity': ['Kies een kleiner aantal.'],
      notes: [],
    });
    expect([...byField]).toEqual([
      ['email_address', 'Vul je e-mailadres in.'],
      ['terms', 'Ga akkoord met de huurvoorwaarden om te kunnen boeken.'],
      ['line-0', 'Springkasteel is niet vrij.'],
    ]);
  });
});
