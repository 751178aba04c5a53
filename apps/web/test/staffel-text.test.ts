import { describe, expect, it } from 'vitest';
import { componentsOf } from '../src/features/items/bundle-components-draft';
import { parseStaffelRows, staffelPreview, staffelRowsText } from '../src/features/pricing/staffel-text';

describe('the staffel as typed', () => {
  it('reads Dutch factors and writes them back the same way', () => {
    const rows = staffelRowsText([
      { days: 1, factor: 1 },
      { days: 2, factor: 1.5 },
    ]);
    expect(rows).toEqual([
      { days: '1', factor: '1' },
      { days: '2', factor: '1,5' },
    ]);
    expect(parseStaffelRows(rows)).toEqual({
      rows: [
        { days: 1, factor: 1 },
        { days: 2, factor: 1.5 },
      ],
      problems: {},
    });
  });

  it('names the row of what the server would refuse', () => {
    expect(parseStaffelRows([{ days: '1', factor: 'veel' }]).problems).toEqual({
      '0.factor': 'Vul een factor in, bijvoorbeeld 1,5.',
    });
    expect(
      parseStaffelRows([
        { days: '2', factor: '1' },
        { days: '2', factor: '2' },
      ]).problems,
    ).toEqual({ '1.days': 'Het aantal dagen moet per regel oplopen.' });
  });

  it('previews the price of 1, 2 … days at a day price', () => {
    const preview = staffelPreview(10_000, {
      dayFactors: [
        { days: 1, factor: 1 },
        { days: 2, factor: 1.5 },
      ],
      extraDayFactor: 1,
    });
    expect(preview.slice(0, 3)).toEqual([
      { days: 1, label: '1 dag', cents: 10_000 },
      { days: 2, label: '2 dagen', cents: 15_000 },
      { days: 3, label: '3 dagen', cents: 25_000 },
    ]);
  });
});

describe("a package's articles as typed", () => {
  it('needs an article and a whole count on every row', () => {
    expect(componentsOf([]).problem).toBe('Een pakket bevat ten minste één artikel.');
    expect(componentsOf([{ itemId: null, quantity: '1' }]).problem).toBe('Kies bij elke regel een artikel.');
    expect(componentsOf([{ itemId: 4, quantity: '0' }]).problem).toBe(
      'Geef een heel aantal van 1 tot 100 op.',
    );
    expect(componentsOf([{ itemId: 4, quantity: '2' }])).toEqual({
      components: [{ item_id: 4, quantity: 2 }],
      problem: null,
    });
  });
});
