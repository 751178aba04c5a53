import { TAX_RATES, type TaxRate } from './tax.ts';

/**
 * Credit notes (creditfacturen): a credit note repeats lines of one published invoice with their
 * unit counts negated. What may still be credited is worked out here, from the invoice's lines
 * and the lines of the credit notes made before, so the server and the screens agree.
 */

/** A line of the credited invoice. */
export type CreditableLine = {
  id: string;
  /** As on the invoice; may be negative (a returned deposit) or fractional (2.5 hours). */
  unitCount: number;
  unitPriceCents: number;
  taxRate: TaxRate;
};

/** A line of an earlier credit note: which invoice line it credits and its (negated) count. */
export type CreditedLine = { creditedLineId: string; unitCount: number };

/** A line asked to be credited: how many units (a positive number, at most what is left). */
export type CreditRequestLine = { id: string; unitCount: number };

export type CreditPlanLine = {
  /** The invoice line credited. */
  id: string;
  /** The credit note's count: the invoice line's sign reversed. */
  unitCount: number;
  unitPriceCents: number;
  taxRate: TaxRate;
};

export type CreditRefusal =
  | { reason: 'nothing_left' }
  | { reason: 'unknown_line'; lineId: string }
  | { reason: 'duplicate_line'; lineId: string }
  | { reason: 'not_positive'; lineId: string }
  | { reason: 'too_many'; lineId: string; left: number }
  | { reason: 'below_zero'; rate: TaxRate };

export type CreditPlan = { ok: true; lines: CreditPlanLine[] } | ({ ok: false } & CreditRefusal);

/** Counts are compared with a tolerance: fractional counts (0.1 + 0.2) must not refuse a credit. */
const EPSILON = 1e-9;
const roundCount = (value: number) => Math.round(value * 1e6) / 1e6;

/** The units of each invoice line not yet credited, in the line's own sign. */
export const creditableUnits = (
  lines: readonly CreditableLine[],
  credited: readonly CreditedLine[],
): Map<string, number> => {
  const left = new Map(lines.map((line) => [line.id, line.unitCount]));
  for (const c of credited) {
    const current = left.get(c.creditedLineId);
    if (current !== undefined) left.set(c.creditedLineId, roundCount(current + c.unitCount));
  }
  return left;
};

/** Exact (unrounded) amount per rate of a set of lines. */
export const amountPerRate = (
  lines: ReadonlyArray<{ unitCount: number; unitPriceCents: number; taxRate: TaxRate }>,
): Map<TaxRate, number> => {
  const sums = new Map<TaxRate, number>(TAX_RATES.map((rate) => [rate, 0]));
  for (const line of lines)
    sums.set(line.taxRate, (sums.get(line.taxRate) ?? 0) + line.unitCount * line.unitPriceCents);
  return sums;
};

/**
 * The lines of a new credit note: every unit still left (no request), or the units asked for.
 * Refused when a line is unknown, asked twice, asked for more than is left, when nothing is left,
 * or when the credit would take a VAT rate of the invoice plus its credit notes past zero (e.g.
 * crediting a castle but not its discount line).
 */
export const planCredit = (options: {
  lines: readonly CreditableLine[];
  credited: readonly CreditedLine[];
  request?: readonly CreditRequestLine[] | undefined;
}): CreditPlan => {
  const left = creditableUnits(options.lines, options.credited);
  const byId = new Map(options.lines.map((line) => [line.id, line]));
  const planned: CreditPlanLine[] = [];
  if (options.request === undefined) {
    for (const line of options.lines) {
      const units = left.get(line.id) ?? 0;
      if (Math.abs(units) <= EPSILON) continue;
      planned.push({
        id: line.id,
        unitCount: -units,
        unitPriceCents: line.unitPriceCents,
        taxRate: line.taxRate,
      });
    }
  } else {
    const seen = new Set<string>();
    for (const asked of options.request) {
      const line = byId.get(asked.id);
      if (!line) return { ok: false, reason: 'unknown_line', lineId: asked.id };
      if (seen.has(asked.id)) return { ok: false, reason: 'duplicate_line', lineId: asked.id };
      seen.add(asked.id);
      if (!(asked.unitCount > 0)) return { ok: false, reason: 'not_positive', lineId: asked.id };
      const units = Math.abs(left.get(line.id) ?? 0);
      if (asked.unitCount > units + EPSILON)
        return { ok: false, reason: 'too_many', lineId: asked.id, left: units };
      const sign = line.unitCount < 0 ? -1 : 1;
      planned.push({
        id: line.id,
        unitCount: -sign * asked.unitCount,
        unitPriceCents: line.unitPriceCents,
        taxRate: line.taxRate,
      });
    }
  }
  if (planned.every((line) => Math.abs(line.unitCount * line.unitPriceCents) <= EPSILON))
    return { ok: false, reason: 'nothing_left' };
  const creditedLines = options.credited.flatMap((c) => {
    const line = byId.get(c.creditedLineId);
    return line
      ? [{ unitCount: c.unitCount, unitPriceCents: line.unitPriceCents, taxRate: line.taxRate }]
      : [];
  });
  const before = amountPerRate([...options.lines, ...creditedLines]);
  const after = amountPerRate([...options.lines, ...creditedLines, ...planned]);
  for (const rate of TAX_RATES) {
    const was = before.get(rate) ?? 0;
    const will = after.get(rate) ?? 0;
    // A credit moves each rate's amount towards zero and never past it.
    const past = was >= 0 ? will < -EPSILON || will > was + EPSILON : will > EPSILON || will < was - EPSILON;
    if (past) return { ok: false, reason: 'below_zero', rate };
  }
  return { ok: true, lines: planned };
};

/**
 * What is left to pay of an invoice: its total less its published credit notes (and, once
 * payments are registered, less what was paid), never below zero. The one place this is worked
 * out; payments pass `paidCents`.
 */
export const invoiceAmountLeft = (options: {
  totalCents: number;
  creditedCents: number;
  paidCents?: number;
}) => Math.max(0, options.totalCents - options.creditedCents - (options.paidCents ?? 0));

/** The words the Dutch screens and the PDF use for a credit note's reference. */
export const creditReferenceText = (invoiceNumber: string, invoiceDate: string) => {
  const [year, month, day] = invoiceDate.split('-');
  return `Creditering van factuur ${invoiceNumber} van ${day}-${month}-${year}`;
};
