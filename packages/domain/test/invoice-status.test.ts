import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  allowedInvoiceTransitions,
  canTransitionInvoice,
  DEFAULT_PAYMENT_TERM_DAYS,
  effectiveInvoiceStatus,
  formatDeliveryPeriod,
  INVOICE_AGE_MILESTONES,
  INVOICE_STATUS_LABELS,
  INVOICE_STATUSES,
  invoiceAgeProgress,
  invoicePaymentReference,
  invoiceTitle,
  rentalDayCount,
} from '../src/index.ts';

describe('invoice statuses', () => {
  it('have Dutch labels', () => {
    expect(INVOICE_STATUS_LABELS).toEqual({
      concept: 'Concept',
      outstanding: 'Openstaand',
      overdue: 'Verlopen',
      paid: 'Betaald',
      uncollectable: 'Oninbaar',
    });
    expect(INVOICE_STATUSES).toEqual(['concept', 'outstanding', 'overdue', 'paid', 'uncollectable']);
  });

  it('pay within 14 days by default', () => {
    expect(DEFAULT_PAYMENT_TERM_DAYS).toBe(14);
  });
});

describe('transitions', () => {
  it.each([
    ['concept', ['outstanding']],
    ['outstanding', ['paid', 'uncollectable', 'concept']],
    ['overdue', ['paid', 'uncollectable', 'concept']],
    ['paid', ['concept']],
    ['uncollectable', ['concept']],
  ] as const)('%s may become %j', (from, targets) => {
    expect(allowedInvoiceTransitions(from)).toEqual(targets);
    for (const to of INVOICE_STATUSES) {
      expect(canTransitionInvoice(from, to)).toBe((targets as readonly string[]).includes(to));
    }
  });

  it('never moves to overdue by hand and never stays put', () => {
    for (const from of INVOICE_STATUSES) {
      expect(canTransitionInvoice(from, 'overdue')).toBe(false);
      expect(canTransitionInvoice(from, from)).toBe(false);
    }
  });
});

describe('effectiveInvoiceStatus', () => {
  it('turns an outstanding invoice overdue the day after its due date', () => {
    expect(effectiveInvoiceStatus('outstanding', '2026-03-29', '2026-03-28')).toBe('outstanding');
    expect(effectiveInvoiceStatus('outstanding', '2026-03-29', '2026-03-29')).toBe('outstanding');
    expect(effectiveInvoiceStatus('outstanding', '2026-03-29', '2026-03-30')).toBe('overdue');
    expect(effectiveInvoiceStatus('outstanding', '2026-12-31', '2027-01-01')).toBe('overdue');
  });

  it('leaves other statuses alone', () => {
    for (const status of ['concept', 'paid', 'uncollectable', 'overdue'] as const) {
      expect(effectiveInvoiceStatus(status, '2020-01-01', '2026-01-01')).toBe(status);
    }
  });
});

describe('invoiceAgeProgress', () => {
  it('uses the milestones 0, 15, 26, 32 and 38 days', () => {
    expect(INVOICE_AGE_MILESTONES).toEqual([0, 15, 26, 32, 38]);
  });

  it.each([
    [0, 0, 'amber'],
    [1, 25 / 15, 'amber'],
    [14, (25 * 14) / 15, 'amber'],
    [15, 25, 'red'],
    [26, 50, 'red'],
    [29, 62.5, 'red'],
    [32, 75, 'red'],
    [35, 87.5, 'red'],
    [38, 100, 'red'],
    [39, 100, 'red'],
    [400, 100, 'red'],
  ] as const)('at %d days shows %d%% in %s', (days, percent, tone) => {
    const progress = invoiceAgeProgress('2026-03-01', addCalendarDays('2026-03-01', days));
    expect(progress.days).toBe(days);
    expect(progress.percent).toBeCloseTo(percent, 10);
    expect(progress.tone).toBe(tone);
  });

  it('counts calendar days across DST', () => {
    expect(invoiceAgeProgress('2026-03-28', '2026-03-30').days).toBe(2);
    expect(invoiceAgeProgress('2026-10-24', '2026-10-26').days).toBe(2);
  });

  it('shows nothing for an invoice dated in the future', () => {
    expect(invoiceAgeProgress('2026-03-10', '2026-03-01')).toEqual({ days: -9, percent: 0, tone: 'amber' });
  });

  it('only ever grows, between 0 and 100', () => {
    fc.assert(
      fc.property(fc.integer({ min: -50, max: 500 }), (days) => {
        const today = addCalendarDays('2026-01-01', days);
        const now = invoiceAgeProgress('2026-01-01', today).percent;
        const next = invoiceAgeProgress('2026-01-01', addCalendarDays(today, 1)).percent;
        expect(now).toBeGreaterThanOrEqual(0);
        expect(now).toBeLessThanOrEqual(100);
        expect(next).toBeGreaterThanOrEqual(now);
      }),
    );
  });
});

describe('invoice naming', () => {
  it('titles a concept by its number once it has one, so title and reference agree', () => {
    expect(invoiceTitle({ status: 'concept', invoice_id: null, concept_id: 61 })).toBe('Concept #61');
    expect(invoiceTitle({ status: 'concept', invoice_id: 'F2026-0051', concept_id: 61 })).toBe(
      'Concept F2026-0051',
    );
    expect(invoiceTitle({ status: 'paid', invoice_id: 'F2026-0051', concept_id: 61 })).toBe(
      'Factuur F2026-0051',
    );
    expect(invoicePaymentReference({ invoice_id: null, concept_id: 61 })).toBe('CONCEPT 61');
    expect(invoicePaymentReference({ invoice_id: 'F2026-0051', concept_id: 61 })).toBe('F2026-0051');
  });

  it('writes a delivery date or period, and counts rental days inclusively', () => {
    expect(formatDeliveryPeriod('2026-12-12', null)).toBe('12-12-2026');
    expect(formatDeliveryPeriod('2026-12-12', '2026-12-12')).toBe('12-12-2026');
    expect(formatDeliveryPeriod('2026-12-12', '2026-12-14')).toBe('12-12-2026 t/m 14-12-2026');
    expect(rentalDayCount('2026-12-12', '2026-12-14')).toBe(3);
    expect(rentalDayCount('2026-12-12', null)).toBe(1);
  });
});
