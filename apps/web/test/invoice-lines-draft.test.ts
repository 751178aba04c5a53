import { describe, expect, it } from 'vitest';
import {
  contentKeyOf,
  draftOf,
  emptyLine,
  evaluateDraft,
  invalidLinesMessage,
  lineFromArticle,
} from '../src/features/sales-invoices/lines-draft';

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
      { description: 'Springkussen', unitCount: 1, unitPrice: 12_550, taxRate: 21, zeroRateReason: null },
      { description: 'Borg', unitCount: 1, unitPrice: 5000, taxRate: 0, zeroRateReason: 'outside_scope' },
      // A reason belongs only on a 0% line.
      { description: 'Uren', unitCount: 2.5, unitPrice: 1000, taxRate: 21, zeroRateReason: null },
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

  it('fills a line from an article: rentable per day times the days of the delivery period', () => {
    const castle = { name: 'Springkasteel Jungle', type: 'rentable' as const, price: 12_500 };
    expect(lineFromArticle(castle, { from: '2026-12-12', until: '2026-12-14' })).toEqual({
      description: 'Springkasteel Jungle (3 dagen)',
      price: '375,00',
    });
    expect(lineFromArticle(castle, { from: null, until: null })).toEqual({
      description: 'Springkasteel Jungle (1 dag)',
      price: '125,00',
    });
    expect(
      lineFromArticle(
        { name: 'Confetti kanon', type: 'sellable', price: 495 },
        { from: '2026-12-12', until: '2026-12-14' },
      ),
    ).toEqual({
      description: 'Confetti kanon',
      price: '4,95',
    });
    expect(
      lineFromArticle({ name: 'Zonder prijs', type: 'sellable', price: null }, { from: null, until: null })
        .price,
    ).toBe('');
  });
});
