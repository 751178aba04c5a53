import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  amountPerRate,
  type CreditableLine,
  type CreditedLine,
  computeInvoiceTotals,
  creditReferenceText,
  invoiceAmountLeft,
  planCredit,
  sumVatReturn,
  TAX_RATES,
  type TaxRate,
} from '../src/index.ts';

const castle: CreditableLine = { id: 'a', unitCount: 2, unitPriceCents: 10000, taxRate: 21 };
const drinks: CreditableLine = { id: 'b', unitCount: 3, unitPriceCents: 250, taxRate: 9 };
const discount: CreditableLine = { id: 'c', unitCount: 1, unitPriceCents: -5000, taxRate: 21 };

describe('planCredit', () => {
  it('credits every unit left when no lines are asked for', () => {
    const plan = planCredit({ lines: [castle, drinks], credited: [{ creditedLineId: 'a', unitCount: -1 }] });
    expect(plan).toEqual({
      ok: true,
      lines: [
        { id: 'a', unitCount: -1, unitPriceCents: 10000, taxRate: 21 },
        { id: 'b', unitCount: -3, unitPriceCents: 250, taxRate: 9 },
      ],
    });
  });

  it('credits the units asked for, and refuses more than is left, unknown or repeated lines', () => {
    const credited: CreditedLine[] = [{ creditedLineId: 'a', unitCount: -1 }];
    expect(planCredit({ lines: [castle], credited, request: [{ id: 'a', unitCount: 1 }] })).toMatchObject({
      ok: true,
      lines: [{ id: 'a', unitCount: -1 }],
    });
    expect(planCredit({ lines: [castle], credited, request: [{ id: 'a', unitCount: 2 }] })).toEqual({
      ok: false,
      reason: 'too_many',
      lineId: 'a',
      left: 1,
    });
    expect(planCredit({ lines: [castle], credited: [], request: [{ id: 'x', unitCount: 1 }] })).toMatchObject(
      {
        reason: 'unknown_line',
      },
    );
    expect(
      planCredit({
        lines: [castle],
        credited: [],
        request: [
          { id: 'a', unitCount: 1 },
          { id: 'a', unitCount: 1 },
        ],
      }),
    ).toMatchObject({ reason: 'duplicate_line' });
    expect(planCredit({ lines: [castle], credited: [], request: [{ id: 'a', unitCount: 0 }] })).toMatchObject(
      {
        reason: 'not_positive',
      },
    );
  });

  it('refuses when nothing is left to credit', () => {
    expect(planCredit({ lines: [castle], credited: [{ creditedLineId: 'a', unitCount: -2 }] })).toEqual({
      ok: false,
      reason: 'nothing_left',
    });
  });

  it('refuses a credit that takes a rate below zero (the castle credited, its discount not)', () => {
    const lines = [{ ...castle, unitCount: 1 }, discount];
    expect(planCredit({ lines, credited: [], request: [{ id: 'a', unitCount: 1 }] })).toEqual({
      ok: false,
      reason: 'below_zero',
      rate: 21,
    });
    expect(
      planCredit({
        lines,
        credited: [],
        request: [
          { id: 'a', unitCount: 1 },
          { id: 'c', unitCount: 1 },
        ],
      }).ok,
    ).toBe(true);
  });

  it('says what is left to pay, never below zero', () => {
    expect(invoiceAmountLeft({ totalCents: 24200, creditedCents: 12100 })).toBe(12100);
    expect(invoiceAmountLeft({ totalCents: 24200, creditedCents: 24200 })).toBe(0);
    expect(invoiceAmountLeft({ totalCents: 24200, creditedCents: 12100, paidCents: 20000 })).toBe(0);
  });

  it('writes the reference as the PDF prints it', () => {
    expect(creditReferenceText('F2026-0012', '2026-11-03')).toBe(
      'Creditering van factuur F2026-0012 van 03-11-2026',
    );
  });
});

const rateArb = fc.constantFrom<TaxRate>(...TAX_RATES);
const lineArb = fc.record({
  unitCount: fc.oneof(fc.integer({ min: -3, max: 20 }), fc.constantFrom(0.5, 1.5, 2.25)),
  unitPriceCents: fc.integer({ min: -20000, max: 200000 }),
  taxRate: rateArb,
});
/** Invoices as the product makes them: per rate the amount is not negative. */
const invoiceArb = fc
  .array(lineArb, { minLength: 1, maxLength: 6 })
  .map((lines) => lines.map((line, i): CreditableLine => ({ ...line, id: `l${i}` })))
  .filter((lines) => [...amountPerRate(lines).values()].every((sum) => sum >= 0));
const requestArb = fc.option(
  fc.array(
    fc.record({ index: fc.nat(7), unitCount: fc.oneof(fc.integer({ min: 1, max: 25 }), fc.constant(0.5)) }),
    {
      maxLength: 6,
    },
  ),
  { nil: undefined },
);

describe('planCredit (properties)', () => {
  it('never takes an invoice plus its credit notes below zero per rate, whatever is asked', () => {
    fc.assert(
      fc.property(
        invoiceArb,
        fc.array(requestArb, { maxLength: 5 }),
        fc.boolean(),
        (lines, requests, includeTax) => {
          const credited: CreditedLine[] = [];
          const creditLines: Array<{ unitCount: number; unitPriceCents: number; taxRate: TaxRate }> = [];
          for (const request of requests) {
            const plan = planCredit({
              lines,
              credited,
              request: request?.map((r) => ({ id: `l${r.index}`, unitCount: r.unitCount })),
            });
            if (!plan.ok) continue;
            for (const line of plan.lines) {
              credited.push({ creditedLineId: line.id, unitCount: line.unitCount });
              creditLines.push(line);
            }
          }
          for (const sum of amountPerRate([...lines, ...creditLines]).values())
            expect(sum).toBeGreaterThanOrEqual(-1e-6);
          // The invoice and its credit notes together, as one set of lines, per rate and in total.
          const together = computeInvoiceTotals([...lines, ...creditLines], includeTax);
          for (const part of together.perRate) {
            expect(part.baseCents + part.taxCents).toBeGreaterThanOrEqual(0);
            expect(part.taxCents).toBeGreaterThanOrEqual(0);
          }
          expect(together.totalInclCents).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });

  it('a full credit after any partial ones leaves exactly nothing per rate', () => {
    fc.assert(
      fc.property(invoiceArb, fc.array(requestArb, { maxLength: 3 }), (lines, requests) => {
        const credited: CreditedLine[] = [];
        for (const request of requests) {
          const plan = planCredit({
            lines,
            credited,
            request: request?.map((r) => ({ id: `l${r.index}`, unitCount: r.unitCount })),
          });
          if (plan.ok)
            credited.push(...plan.lines.map((l) => ({ creditedLineId: l.id, unitCount: l.unitCount })));
        }
        const rest = planCredit({ lines, credited });
        const all = rest.ok
          ? [...credited, ...rest.lines.map((l) => ({ creditedLineId: l.id, unitCount: l.unitCount }))]
          : credited;
        const byId = new Map(lines.map((l) => [l.id, l]));
        const creditLines = all.map((c) => {
          const line = byId.get(c.creditedLineId);
          if (!line) throw new Error('unknown line');
          return { ...line, unitCount: c.unitCount };
        });
        for (const sum of amountPerRate([...lines, ...creditLines]).values())
          expect(Math.abs(sum)).toBeLessThan(1e-6);
      }),
    );
  });

  it('the VAT return sums each document once, credit notes subtracting', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(invoiceArb, fc.boolean()), { maxLength: 5 }), (invoices) => {
        const docs = invoices.flatMap(([lines, credit]) => {
          const totals = computeInvoiceTotals(lines, false);
          const doc = {
            treatment: 'normal' as const,
            perRate: totals.perRate,
            totalExclCents: totals.totalExclCents,
          };
          if (!credit) return [doc];
          const plan = planCredit({ lines, credited: [] });
          if (!plan.ok) return [doc];
          const ct = computeInvoiceTotals(plan.lines, false);
          return [
            doc,
            { treatment: 'normal' as const, perRate: ct.perRate, totalExclCents: ct.totalExclCents },
          ];
        });
        const sum = sumVatReturn(docs);
        const base = sum.rate21.baseCents + sum.rate9.baseCents + sum.rate0.baseCents;
        expect(base).toBe(docs.reduce((total, doc) => total + doc.totalExclCents, 0));
        expect(sum.rate0.taxCents).toBe(0);
      }),
    );
  });
});
