import { auditFieldLabel } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { auditValueText } from '../src/features/audit/audit-value-text';

describe('a history line as a person reads it', () => {
  it('names fields and stored values in Dutch', () => {
    expect(auditFieldLabel('city')).toBe('Plaats');
    expect(auditFieldLabel('some_new_field')).toBe('some_new_field');
    expect(auditValueText('invoice', 'status', 'outstanding')).toBe('Openstaand');
    expect(auditValueText('item', 'status', 'paused')).toBe('Gepauzeerd');
    expect(auditValueText('order', 'status', 'cancelled')).toBe('Geannuleerd');
    expect(auditValueText('item', 'type', 'sellable')).toBe('Verkoop');
    expect(auditValueText('user', 'role', 'driver')).toBe('Chauffeur');
    expect(auditValueText('contact', 'contact_type', 'business')).toBe('Bedrijf');
  });

  it('shows money, days, yes/no, empty and image counts', () => {
    expect(auditValueText('item', 'price_cents', 12_550)).toBe('€ 125,50');
    expect(auditValueText('settings', 'delivery_cost_per_kilometer', 45)).toBe('€ 0,45');
    expect(auditValueText('settings', 'free_kilometers', 10)).toBe('10');
    expect(auditValueText('invoice', 'due_date', '2026-03-05')).toBe('5 mrt. 2026');
    expect(auditValueText('contact', 'send_ubl', true)).toBe('ja');
    expect(auditValueText('contact', 'city', null)).toBe('—');
    expect(auditValueText('contact', 'city', '')).toBe('—');
    expect(auditValueText('item', 'images', [3, 4])).toBe('2 afbeeldingen');
  });

  it('spells out the nested inspection rules', () => {
    const text = auditValueText('settings', 'safety_kinds', {
      speeltoestel: { interval_months: null, overdue: 'warn' },
      attractie: { interval_months: 12, overdue: 'block' },
    });
    expect(text).toBe(
      'speeltoestel (interval (maanden) —; te laat waarschuwen); attractie (interval (maanden) 12; te laat niet verhuren)',
    );
  });
});
