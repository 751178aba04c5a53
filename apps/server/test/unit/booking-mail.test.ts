import { describe, expect, it } from 'vitest';
import { renderBookingMail } from '../../src/features/booking/booking-mail.ts';

const declined = (reason: string) =>
  renderBookingMail({
    kind: 'declined',
    to: 'eva@example.nl',
    name: 'Eva',
    form: 'je',
    company: { identity_company_name: 'Springplezier Verhuur B.V.' } as never,
    statusUrl: null,
    details: {
      orderNumber: 12,
      status: 'cancelled',
      createdAt: '2026-12-01T10:00:00.000Z',
      articles: [],
      address: null,
      paymentMethod: 'cash',
      paymentText: 'Er hoeft niets betaald te worden.',
      payUrl: null,
      transportCents: null,
      totalCents: 0,
    },
    reason,
  });

describe('the declined booking mail', () => {
  it('ends the reason as a sentence before the next one, once', () => {
    expect(declined('Die dag zijn we gesloten').text).toContain(
      'Reden: Die dag zijn we gesloten. Neem gerust contact',
    );
    expect(declined('Die dag zijn we gesloten.').text).toContain(
      'Reden: Die dag zijn we gesloten. Neem gerust contact',
    );
  });
});
