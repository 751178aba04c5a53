import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildOrderInvoiceLines,
  computeInvoiceTotals,
  deliveryWindowText,
  eachCalendarDay,
  firstFreeUnitForRange,
  incompleteContactMessage,
  isDayUnavailable,
  isDeliveryTimeWindow,
  missingOrderContactFields,
  type OrderArticle,
  orderArticleDescription,
  orderLineUnits,
  orderTotalCents,
  type PricedArticleAmounts,
  rangeSpansUnavailableDay,
  transportTrips,
  unitsFreeForRange,
} from '../src/index.ts';

const complete = {
  email_address: 'a@b.nl',
  address_line_1: 'Kanaalweg 1',
  postal_code: '3526 KL',
  city: 'Utrecht',
  country: 'nl',
};

describe('order contact completeness (spec §5)', () => {
  it('asks a business for its company name and the five shared fields', () => {
    expect(missingOrderContactFields({ contact_type: 'business', company_name: 'X', ...complete })).toEqual(
      [],
    );
    expect(missingOrderContactFields({ contact_type: 'business', first_name: 'A', last_name: 'B' })).toEqual([
      'company_name',
      'email_address',
      'address_line_1',
      'postal_code',
      'city',
      'country',
    ]);
  });

  it('asks an individual for first and last name, not a company name', () => {
    expect(
      missingOrderContactFields({ contact_type: 'individual', first_name: 'A', last_name: 'B', ...complete }),
    ).toEqual([]);
    expect(
      missingOrderContactFields({
        contact_type: 'individual',
        first_name: '  ',
        company_name: 'X',
        ...complete,
      }),
    ).toEqual(['first_name', 'last_name']);
  });

  it('names what is missing in one Dutch sentence', () => {
    expect(incompleteContactMessage(['email_address', 'postal_code'])).toBe(
      'Dit contact is niet compleet voor een order. Vul nog aan: e-mailadres, postcode.',
    );
  });
});

describe('delivery windows (spec §9)', () => {
  it('knows the five windows only', () => {
    for (const w of ['08:00-10:00', '10:00-12:00', '12:00-14:00', '14:00-16:00', '16:00-18:00'])
      expect(isDeliveryTimeWindow(w)).toBe(true);
    for (const w of ['18:00-20:00', '08:00 - 10:00', '', null, 8])
      expect(isDeliveryTimeWindow(w)).toBe(false);
    expect(deliveryWindowText('08:00-10:00')).toBe('tussen 08:00 en 10:00 uur');
  });
});

const castle: OrderArticle = {
  itemType: 'rentable',
  name: 'Springkasteel Jungle',
  from: '2026-12-05',
  until: '2026-12-06',
  quantity: 1,
};
const balloons: OrderArticle = {
  itemType: 'sellable',
  name: 'Ballonnenset',
  from: '2026-12-05',
  until: '2026-12-06',
  quantity: 3,
};

const priced = (unitPriceCents: number, units: number, discountPercent = 0, promotionPercent = 0) => {
  const grossCents = unitPriceCents * units;
  const discountCents = Math.round((grossCents * discountPercent) / 100);
  const promotionCents = Math.round(((grossCents - discountCents) * promotionPercent) / 100);
  return {
    unitPriceCents,
    units,
    grossCents,
    discountPercent,
    discountCents,
    promotionPercent,
    promotionCents,
    netCents: grossCents - discountCents - promotionCents,
  } satisfies PricedArticleAmounts;
};

describe('order lines', () => {
  it('prices a rental per unit and day and a sale per piece', () => {
    expect(orderLineUnits(castle)).toBe(2);
    expect(orderLineUnits({ ...castle, until: '2026-12-05' })).toBe(1);
    expect(orderLineUnits({ ...castle, quantity: 5 })).toBe(10);
    expect(orderLineUnits(balloons)).toBe(3);
  });

  it('describes the line with its count, weekdays "t/m" and how it was priced, or its delivery day for a sale; no serial numbers', () => {
    expect(orderArticleDescription(castle)).toBe(
      'Springkasteel Jungle, za 5 dec t/m zo 6 dec 2026 (2 dagen)',
    );
    expect(orderArticleDescription(castle, 'weekend')).toBe(
      'Springkasteel Jungle, za 5 dec t/m zo 6 dec 2026 (weekendtarief)',
    );
    expect(orderArticleDescription({ ...castle, until: '2026-12-07' }, 'staffel')).toBe(
      'Springkasteel Jungle, za 5 dec t/m ma 7 dec 2026 (3 dagen, staffel)',
    );
    expect(orderArticleDescription({ ...castle, until: '2026-12-05' })).toBe(
      'Springkasteel Jungle, za 5 dec 2026 (1 dag)',
    );
    expect(orderArticleDescription({ ...castle, name: 'Statafel met hoes', quantity: 5 })).toBe(
      '5 × Statafel met hoes, za 5 dec t/m zo 6 dec 2026 (2 dagen)',
    );
    expect(orderArticleDescription(balloons)).toBe('3 × Ballonnenset, levering 5 dec. 2026');
  });

  it('counts a delivery per start day and a pickup per end day of the rentals', () => {
    expect(transportTrips([castle, balloons])).toEqual({ deliveryTrips: 1, pickupTrips: 1 });
    expect(
      transportTrips([castle, { ...castle, from: '2026-12-07', until: '2026-12-08' }, balloons]),
    ).toEqual({
      deliveryTrips: 2,
      pickupTrips: 2,
    });
    expect(transportTrips([balloons])).toEqual({ deliveryTrips: 1, pickupTrips: 0 });
  });

  it('writes article, discount, promotion and transport lines, leaving out zero ones', () => {
    const lines = buildOrderInvoiceLines({
      articles: [
        { article: castle, priced: priced(12_500, 2, 20, 10), itemId: 1 },
        { article: balloons, priced: priced(450, 3, 0, 10), itemId: 2 },
      ],
      promotion: { code: 'zomer26', percent: 10 },
      transport: {
        deliveryCents: 1_840,
        pickupCents: 0,
        deliveryTrips: 1,
        pickupTrips: 1,
        distanceText: '12,3 km',
      },
    });
    expect(lines).toEqual([
      {
        description: 'Springkasteel Jungle, za 5 dec t/m zo 6 dec 2026 (2 dagen)',
        unitCount: 2,
        unitPriceCents: 12_500,
        taxRate: 21,
        kind: 'rental',
        itemId: 1,
      },
      {
        description: 'Korting 20% op Springkasteel Jungle',
        unitCount: 1,
        unitPriceCents: -5_000,
        taxRate: 21,
        kind: 'discount',
        itemId: 1,
      },
      {
        description: '3 × Ballonnenset, levering 5 dec. 2026',
        unitCount: 3,
        unitPriceCents: 450,
        taxRate: 21,
        kind: 'sale',
        itemId: 2,
      },
      {
        description: 'Promotiecode ZOMER26 (10% korting)',
        unitCount: 1,
        unitPriceCents: -(2_000 + 135),
        taxRate: 21,
        kind: 'discount',
        itemId: null,
      },
      {
        description: 'Bezorgkosten (12,3 km)',
        unitCount: 1,
        unitPriceCents: 1_840,
        taxRate: 21,
        kind: 'transport',
        itemId: null,
      },
    ]);
    // 25000 - 5000 - 2000 + 1350 - 135 + 1840
    expect(orderTotalCents(lines)).toBe(21_055);
  });

  it('without discounts and transport the lines are the articles alone', () => {
    const lines = buildOrderInvoiceLines({
      articles: [{ article: castle, priced: priced(12_500, 2) }],
      promotion: null,
      transport: { deliveryCents: 0, pickupCents: 0, deliveryTrips: 1, pickupTrips: 1, distanceText: null },
    });
    expect(lines).toHaveLength(1);
    expect(orderTotalCents(lines)).toBe(25_000);
  });

  it('a transport cost entered by hand is one line for the whole order, replacing the per-trip lines', () => {
    const lines = buildOrderInvoiceLines({
      articles: [{ article: castle, priced: priced(12_500, 2) }],
      promotion: null,
      transport: {
        deliveryCents: 900,
        pickupCents: 600,
        deliveryTrips: 2,
        pickupTrips: 2,
        distanceText: null,
        fixedCents: 4_500,
      },
    });
    expect(lines.slice(1)).toEqual([
      {
        description: 'Transportkosten (handmatig)',
        unitCount: 1,
        unitPriceCents: 4_500,
        taxRate: 21,
        kind: 'transport',
        itemId: null,
      },
    ]);
    expect(orderTotalCents(lines)).toBe(29_500);
    const free = buildOrderInvoiceLines({
      articles: [{ article: castle, priced: priced(12_500, 2) }],
      promotion: null,
      transport: {
        deliveryCents: 0,
        pickupCents: 0,
        deliveryTrips: 1,
        pickupTrips: 1,
        distanceText: null,
        fixedCents: 0,
      },
    });
    expect(free).toHaveLength(1);
  });

  it('the total is the sum of the net amounts and the transport, to the cent', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            price: fc.integer({ min: 0, max: 100_000 }),
            units: fc.integer({ min: 1, max: 30 }),
            discount: fc.integer({ min: 0, max: 100 }),
          }),
          { minLength: 1, maxLength: 6 },
        ),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (rows, promo, delivery, pickup) => {
          const articles = rows.map((r) => ({
            article: castle,
            priced: priced(r.price, r.units, r.discount, promo),
          }));
          const lines = buildOrderInvoiceLines({
            articles,
            promotion: promo > 0 ? { code: 'x', percent: promo } : null,
            transport: {
              deliveryCents: delivery,
              pickupCents: pickup,
              deliveryTrips: 1,
              pickupTrips: 1,
              distanceText: null,
            },
          });
          const net = articles.reduce((sum, a) => sum + a.priced.netCents, 0);
          expect(orderTotalCents(lines)).toBe(net + delivery + pickup);
          expect(computeInvoiceTotals(lines, true).totalInclCents).toBe(orderTotalCents(lines));
          // An article is always listed (also at € 0); discounts, promotion and transport only when not zero.
          const extras = lines.filter((l) => !l.description.startsWith('Springkasteel Jungle, '));
          expect(extras.every((l) => l.unitCount * l.unitPriceCents !== 0)).toBe(true);
        },
      ),
    );
  });
});

describe('order availability (wizard)', () => {
  const availability = {
    '2026-12-01': [3, 5],
    '2026-12-02': [5],
    '2026-12-03': [],
    '2026-12-04': [3, 5],
  };

  it('greys a day without a free unit, and days outside the answer', () => {
    expect(isDayUnavailable(availability, '2026-12-01')).toBe(false);
    expect(isDayUnavailable(availability, '2026-12-03')).toBe(true);
    expect(isDayUnavailable(availability, '2026-12-31')).toBe(true);
  });

  it('takes the first unit free on every day of the range', () => {
    expect(unitsFreeForRange(availability, '2026-12-01', '2026-12-01')).toEqual([3, 5]);
    expect(firstFreeUnitForRange(availability, '2026-12-01', '2026-12-01')).toBe(3);
    expect(firstFreeUnitForRange(availability, '2026-12-01', '2026-12-02')).toBe(5);
    expect(firstFreeUnitForRange(availability, '2026-12-02', '2026-12-04')).toBeNull();
    expect(firstFreeUnitForRange(availability, '2026-12-02', '2026-12-01')).toBeNull();
  });

  it('refuses a range that spans an unavailable day', () => {
    expect(rangeSpansUnavailableDay(availability, '2026-12-01', '2026-12-02')).toBe(false);
    expect(rangeSpansUnavailableDay(availability, '2026-12-02', '2026-12-04')).toBe(true);
  });

  it('a unit it offers is free on every day of the range', () => {
    const day = fc.integer({ min: 0, max: 9 }).map((n) => `2026-12-${String(n + 1).padStart(2, '0')}`);
    fc.assert(
      fc.property(
        fc.dictionary(day, fc.uniqueArray(fc.integer({ min: 1, max: 5 }), { maxLength: 5 })),
        day,
        day,
        (avail, a, b) => {
          const [from, until] = a <= b ? [a, b] : [b, a];
          const unit = firstFreeUnitForRange(avail, from, until);
          const days = eachCalendarDay(from, until);
          if (unit === null) {
            // No unit is free on all of the days.
            for (const id of [1, 2, 3, 4, 5])
              expect(days.every((d) => (avail[d] ?? []).includes(id))).toBe(false);
          } else {
            for (const d of days) expect(avail[d]).toContain(unit);
            expect(rangeSpansUnavailableDay(avail, from, until)).toBe(false);
          }
        },
      ),
    );
  });
});
