import { PRICING_SETTINGS_DEFAULTS, rentalPricingRulesOf } from '@app/contracts';
import { priceRentalLine } from '@app/domain';
import { describe, expect, it } from 'vitest';
import {
  contentKeyOf,
  draftOf,
  emptyLine,
  evaluateDraft,
  invalidLinesMessage,
  lineFromArticle,
} from '../src/features/sales-invoices/lines-draft';

/** A typed line names no article. */
const typed = { kind: 'other', itemId: null } as const;
const line = (patch: Partial<ReturnType<typeof emptyLine>>) => ({ ...emptyLine(), ...patch });

describe('invoice line drafts', () => {
  it('starts an invoice without lines with one empty line that is not saved', () => {
    const draft = draftOf({ items: [], include_tax: false, vat_treatment: 'normal' });
    expect(draft.lines).toHaveLength(1);
    const state = evaluateDraft(draft);
    expect(state.body).toEqual({ include_tax: false, vat_treatment: 'normal', items: [] });
    expect(state.savedKeys).toEqual([]);
  });

  it('saves typed lines with Dutch amounts, leaves blank ones out and totals what can be read', () => {
    const state = evaluateDraft({
      includeTax: false,
      vatTreatment: 'normal',
      lines: [
        line({ key: 'a', description: 'Springkussen', price: '125,50' }),
        line({ key: 'b' }),
        line({ key: 'c', description: 'Borg', price: '50', taxRate: 0, zeroRateReason: 'outside_scope' }),
        line({ key: 'd', description: 'Uren', count: '2,5', price: '10', zeroRateReason: 'exempt' }),
      ],
    });
    expect(state.invalid).toEqual([]);
    expect(state.savedKeys).toEqual(['a', 'c', 'd']);
    expect(state.body?.items).toEqual([
      {
        ...typed,
        description: 'Springkussen',
        unitCount: 1,
        unitPrice: 12_550,
        taxRate: 21,
        zeroRateReason: null,
      },
      {
        ...typed,
        description: 'Borg',
        unitCount: 1,
        unitPrice: 5000,
        taxRate: 0,
        zeroRateReason: 'outside_scope',
      },
      // A reason belongs only on a 0% line.
      { ...typed, description: 'Uren', unitCount: 2.5, unitPrice: 1000, taxRate: 21, zeroRateReason: null },
    ]);
    expect(state.totals.totalInclCents).toBe(12_550 + 2636 + 5000 + 2500 + 525);
  });

  it('saves nothing while a line cannot be read, and names it', () => {
    const state = evaluateDraft({
      includeTax: false,
      vatTreatment: 'normal',
      lines: [line({ description: 'ok', price: '10' }), line({ description: 'x', price: 'tien' })],
    });
    expect(state.body).toBeNull();
    expect(state.invalid).toEqual([2]);
    expect(state.totals.totalInclCents).toBe(1210);
    expect(invalidLinesMessage([2])).toContain('Regel 2 heeft een aantal of prijs die niet te lezen is');
    expect(invalidLinesMessage([1, 3, 4])).toContain('De regels 1, 3 en 4');
  });

  it('totals without VAT under reverse charge', () => {
    const state = evaluateDraft({
      includeTax: false,
      vatTreatment: 'reverse_charge',
      lines: [line({ description: 'Huur', price: '100' })],
    });
    expect(state.totals).toMatchObject({ totalTaxCents: 0, totalInclCents: 10_000 });
  });

  it('ignores uuids when telling whether a save changed anything', () => {
    const body = {
      include_tax: false,
      vat_treatment: 'normal' as const,
      items: [{ description: 'a', unitPrice: 1 }],
    };
    expect(
      contentKeyOf({ ...body, items: [{ uuid: '3f1c2b9e-0000-4000-8000-000000000001', ...body.items[0] }] }),
    ).toBe(contentKeyOf(body));
    expect(contentKeyOf({ ...body, include_tax: true })).not.toBe(contentKeyOf(body));
  });

  const company = PRICING_SETTINGS_DEFAULTS;
  const castle = {
    id: 7,
    name: 'Springkasteel Jungle',
    type: 'rentable' as const,
    price: 12_500,
    day_factors: null,
  };

  it('fills a line from a rentable article: days × day price by default, linked to the article', () => {
    // za 12 – ma 14 dec 2026: three days, no weekend rate set.
    expect(lineFromArticle(castle, { from: '2026-12-12', until: '2026-12-14' }, company)).toEqual({
      description: 'Springkasteel Jungle, za 12 dec t/m ma 14 dec 2026 (3 dagen)',
      price: '375,00',
      kind: 'rental',
      itemId: 7,
    });
    // No delivery period: the one day given.
    expect(lineFromArticle(castle, { from: '2026-12-10', until: null }, company)).toEqual({
      description: 'Springkasteel Jungle, do 10 dec 2026 (1 dag)',
      price: '125,00',
      kind: 'rental',
      itemId: 7,
    });
  });

  it('prices a picked rental by the same rule as the orders: staffel, own staffel, weekend rate', () => {
    const staffel = {
      ...company,
      pricing_day_factors: [
        { days: 1, factor: 1 },
        { days: 3, factor: 2 },
      ],
    };
    const period = { from: '2026-12-12', until: '2026-12-14' };
    const expected = priceRentalLine({
      dayPriceCents: 12_500,
      from: period.from,
      until: period.until,
      quantity: 1,
      rules: rentalPricingRulesOf(staffel),
    });
    expect(expected.totalCents).toBe(25_000);
    expect(lineFromArticle(castle, period, staffel)).toMatchObject({
      description: 'Springkasteel Jungle, za 12 dec t/m ma 14 dec 2026 (3 dagen, staffel)',
      price: '250,00',
    });
    // The article's own staffel wins over the company's.
    const own = {
      ...castle,
      day_factors: [
        { days: 1, factor: 1 },
        { days: 3, factor: 1.5 },
      ],
    };
    expect(lineFromArticle(own, period, staffel).price).toBe('187,50');
    // Saturday and Sunday at the weekend rate.
    const weekend = { ...company, pricing_weekend_factor: 1.5 };
    expect(lineFromArticle(castle, { from: '2026-12-12', until: '2026-12-13' }, weekend)).toEqual({
      description: 'Springkasteel Jungle, za 12 dec t/m zo 13 dec 2026 (weekendtarief)',
      price: '187,50',
      kind: 'rental',
      itemId: 7,
    });
  });

  it('fills a package as a bundle line and a sellable article per piece', () => {
    const party = { id: 9, name: 'Feestpakket', type: 'bundle' as const, price: 20_000, day_factors: null };
    expect(lineFromArticle(party, { from: '2026-12-12', until: '2026-12-13' }, company)).toEqual({
      description: 'Feestpakket, za 12 dec t/m zo 13 dec 2026 (2 dagen)',
      price: '400,00',
      kind: 'bundle',
      itemId: 9,
    });
    const confetti = {
      id: 3,
      name: 'Confetti kanon',
      type: 'sellable' as const,
      price: 495,
      day_factors: null,
    };
    expect(lineFromArticle(confetti, { from: '2026-12-12', until: '2026-12-14' }, company)).toEqual({
      description: 'Confetti kanon',
      price: '4,95',
      kind: 'sale',
      itemId: 3,
    });
    expect(
      lineFromArticle({ ...confetti, price: null }, { from: '2026-12-12', until: null }, company).price,
    ).toBe('');
  });

  it('saves a picked line with its kind and article, a typed one as other', () => {
    const state = evaluateDraft({
      includeTax: false,
      vatTreatment: 'normal',
      lines: [
        line({ key: 'a', ...lineFromArticle(castle, { from: '2026-12-12', until: null }, company) }),
        line({ key: 'b', description: 'Opbouw', price: '25' }),
      ],
    });
    expect(state.body?.items.map((item) => [item.kind, item.itemId])).toEqual([
      ['rental', 7],
      ['other', null],
    ]);
  });
});
