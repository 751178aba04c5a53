import { computeInvoiceTotals, type TaxRate, type ZeroRateReason } from '@app/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allocateCents,
  buildUblDocument,
  lacksRequiredBuyerCoc,
  type UblInvoiceInput,
  type UblLineInput,
  ublProfileOf,
} from '../../src/features/invoices/ubl/ubl-document.ts';
import { chooseVatCategory, isWhollyOutsideScope } from '../../src/features/invoices/ubl/ubl-vat-category.ts';
import { writeUblXml } from '../../src/features/invoices/ubl/ubl-xml.ts';

const NL_BUSINESS = {
  type: 'business' as const,
  name: 'Basisschool De Regenboog',
  street: 'Schoolstraat 1',
  additionalStreet: null,
  city: 'Utrecht',
  postalCode: '3511 AA',
  countryCode: 'NL',
  vatId: null,
  cocId: '12345678',
  email: 'info@regenboog.nl',
  contactName: null,
};

const inputOf = (
  lines: UblLineInput[],
  options: Partial<Omit<UblInvoiceInput, 'lines'>> = {},
): UblInvoiceInput => {
  const includeTax = options.includeTax ?? false;
  const reverseCharge = options.reverseCharge ?? false;
  const totals = computeInvoiceTotals(
    lines.map((l) => ({
      unitCount: l.unitCount,
      unitPriceCents: l.unitPriceCents,
      taxRate: l.taxRate as TaxRate,
    })),
    includeTax,
    reverseCharge ? 'reverse_charge' : 'normal',
  );
  return {
    kind: 'invoice',
    number: 'F2026-0001',
    issueDate: '2026-11-03',
    dueDate: '2026-11-17',
    identifier: null,
    deliveryFrom: '2026-11-01',
    deliveryUntil: null,
    includeTax,
    reverseCharge,
    cashPayment: false,
    fromOrder: false,
    paidAt: null,
    seller: {
      name: 'Springplezier Verhuur B.V.',
      street: 'Kanaalweg 12',
      additionalStreet: null,
      city: 'Utrecht',
      postalCode: '3526 KL',
      countryCode: 'NL',
      vatId: 'NL862345678B01',
      cocId: '81234567',
      email: null,
      phone: null,
      iban: 'NL91 ABNA 0417 1643 00',
    },
    buyer: NL_BUSINESS,
    perRate: totals.perRate,
    totalExclCents: totals.totalExclCents,
    totalInclCents: totals.totalInclCents,
    creditedInvoice: null,
    pdf: null,
    ...options,
    lines,
  };
};

const line = (unitPriceCents: number, taxRate = 21, extra: Partial<UblLineInput> = {}): UblLineInput => ({
  description: 'Springkussen',
  unitCount: 1,
  unitPriceCents,
  taxRate,
  zeroRateReason: null,
  ...extra,
});

describe('VAT category choice', () => {
  const buyer = { type: 'business' as const, countryCode: 'NL', vatId: null };
  const choose = (taxRate: number, zeroRateReason: ZeroRateReason | null, extra = {}) =>
    chooseVatCategory({
      line: { taxRate, zeroRateReason },
      buyer,
      reverseCharge: false,
      whollyOutsideScope: false,
      ...extra,
    });

  it('maps rates and every 0 % reason to a category that may stand beside taxed lines', () => {
    expect(choose(21, null)).toEqual({ category: 'S', rate: 21, exemptionReason: null });
    expect(choose(9, null).category).toBe('S');
    expect(choose(0, 'exempt')).toEqual({
      category: 'E',
      rate: 0,
      exemptionReason: 'Vrijgesteld van btw (art. 11 Wet OB)',
    });
    expect(choose(0, 'outside_scope').category).toBe('E');
    expect(choose(0, 'zero_rated')).toEqual({ category: 'Z', rate: 0, exemptionReason: null });
    expect(choose(0, null).category).toBe('Z');
  });

  it('uses O only when the whole invoice is outside the scope, AE under reverse charge', () => {
    expect(choose(0, 'outside_scope', { whollyOutsideScope: true }).category).toBe('O');
    expect(choose(21, null, { reverseCharge: true })).toEqual({
      category: 'AE',
      rate: 0,
      exemptionReason: 'Btw verlegd',
    });
    const deposit = { taxRate: 0, zeroRateReason: 'outside_scope' as const };
    expect(isWhollyOutsideScope([deposit], false)).toBe(true);
    expect(isWhollyOutsideScope([deposit, { taxRate: 21, zeroRateReason: null }], false)).toBe(false);
    expect(isWhollyOutsideScope([deposit], true)).toBe(false);
  });

  it('0 % rate: K to an EU business with a VAT id, G outside the EU, Z otherwise', () => {
    const zero = { taxRate: 0, zeroRateReason: 'zero_rated' as const };
    const of = (b: { type: 'individual' | 'business'; countryCode: string; vatId: string | null }) =>
      chooseVatCategory({ line: zero, buyer: b, reverseCharge: false, whollyOutsideScope: false }).category;
    expect(of({ type: 'business', countryCode: 'DE', vatId: 'DE123456789' })).toBe('K');
    expect(of({ type: 'business', countryCode: 'DE', vatId: null })).toBe('Z');
    expect(of({ type: 'individual', countryCode: 'BE', vatId: null })).toBe('Z');
    expect(of({ type: 'business', countryCode: 'CH', vatId: null })).toBe('G');
    expect(of({ type: 'individual', countryCode: 'US', vatId: null })).toBe('G');
  });
});

describe('profile and KvK', () => {
  it('SI-UBL for a business, Peppol BIS (EN 16931) for a consumer; a Dutch business needs a KvK', () => {
    expect(ublProfileOf({ type: 'business' })).toBe('si-ubl');
    expect(ublProfileOf({ type: 'individual' })).toBe('peppol-bis');
    expect(lacksRequiredBuyerCoc({ type: 'business', countryCode: 'NL', cocId: ' ' })).toBe(true);
    expect(lacksRequiredBuyerCoc({ type: 'business', countryCode: 'DE', cocId: null })).toBe(false);
    expect(lacksRequiredBuyerCoc({ type: 'individual', countryCode: 'NL', cocId: null })).toBe(false);
  });
});

describe('allocateCents', () => {
  it('rounds each amount and adds up exactly to the target', () => {
    expect(allocateCents([832.5, 832.5, 832.5], 2498)).toEqual([832, 833, 833]);
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: -1e6, max: 1e6, noNaN: true }), { minLength: 1, maxLength: 30 }),
        fc.integer({ min: -5, max: 5 }),
        (values, drift) => {
          const target = Math.round(values.reduce((a, b) => a + b, 0)) + drift;
          const shares = allocateCents(values, target);
          expect(shares.reduce((a, b) => a + b, 0)).toBe(target);
          shares.forEach((share, i) => {
            expect(Math.abs(share - (values[i] ?? 0))).toBeLessThanOrEqual(Math.abs(drift) + 1);
          });
        },
      ),
    );
  });
});

describe('buildUblDocument', () => {
  it('counts rental days as DAY, pieces as C62, and turns a negative line into an allowance', () => {
    const doc = buildUblDocument(
      inputOf([
        line(37500, 21, { description: 'Springkussen Kasteel (3 dagen)' }),
        line(450, 21, { description: 'Ballonnen', unitCount: 4 }),
        line(-2500, 21, { description: 'Korting 10% op Springkussen Kasteel' }),
      ]),
    );
    expect(doc.lines.map((l) => [l.unitCode, l.quantity, l.netCents, l.price])).toEqual([
      ['DAY', 3, 37500, 125],
      ['C62', 4, 1800, 4.5],
    ]);
    expect(doc.allowances).toEqual([
      {
        reason: 'Korting 10% op Springkussen Kasteel',
        amountCents: 2500,
        tax: { category: 'S', rate: 21, exemptionReason: null },
      },
    ]);
    expect(doc.totals).toMatchObject({
      lineExtensionCents: 39300,
      allowanceCents: 2500,
      taxExclusiveCents: 36800,
    });
    expect(doc.paymentMeans).toEqual({ code: '58', iban: 'NL91ABNA0417164300', paymentId: 'F2026-0001' });
  });

  it("an order's rental line already counts days", () => {
    const doc = buildUblDocument(
      inputOf([line(12500, 21, { description: 'Springkasteel (2 dagen)', unitCount: 2 })], {
        fromOrder: true,
      }),
    );
    expect(doc.lines[0]).toMatchObject({ unitCode: 'DAY', quantity: 2, price: 125 });
  });

  it('a credit note credits positive amounts and refers to the invoice', () => {
    const doc = buildUblDocument(
      inputOf([line(-12500, 21), line(2500, 21, { description: 'Korting' })], {
        kind: 'credit_note',
        number: 'F2026-0002',
        creditedInvoice: { number: 'F2026-0001', date: '2026-11-03' },
      }),
    );
    expect(doc.lines.map((l) => l.netCents)).toEqual([12500]);
    expect(doc.allowances.map((a) => a.amountCents)).toEqual([2500]);
    expect(doc.totals.payableCents).toBe(12100);
    expect(doc.billingReference).toEqual({ number: 'F2026-0001', date: '2026-11-03' });
    expect(doc.paymentMeans).toBeNull();
    const xml = writeUblXml(doc);
    expect(xml).toContain('<CreditNote xmlns="urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2"');
    expect(xml).toContain('<cbc:CreditedQuantity unitCode="C62">1</cbc:CreditedQuantity>');
    // SI-UBL discourages the credited invoice's date (BR-NL-24).
    expect(xml).not.toContain(
      '<cbc:IssueDate>2026-11-03</cbc:IssueDate>\n      </cac:InvoiceDocumentReference>',
    );
  });

  it('keeps the PDF totals and the EN 16931 sums for any lines (property)', () => {
    const lineArb = fc.record({
      description: fc.constantFrom('Springkussen (2 dagen)', 'Borg', 'Korting', 'Suikerspin'),
      unitCount: fc.constantFrom(1, 2, 2.5, 3, -1),
      unitPriceCents: fc.integer({ min: -50_000, max: 200_000 }),
      taxRate: fc.constantFrom(21, 9, 0),
      zeroRateReason: fc.constantFrom<ZeroRateReason | null>('exempt', 'outside_scope', 'zero_rated'),
    });
    fc.assert(
      fc.property(
        fc.array(lineArb, { minLength: 1, maxLength: 12 }),
        fc.boolean(),
        fc.boolean(),
        (lines, includeTax, reverseCharge) => {
          const input = inputOf(lines, { includeTax: includeTax && !reverseCharge, reverseCharge });
          const doc = buildUblDocument(input);
          const t = doc.totals;
          // BR-CO-10, BR-CO-13, BR-CO-15 and the breakdowns (BR-S-08, BR-E-08 …).
          expect(t.lineExtensionCents).toBe(doc.lines.reduce((s, l) => s + l.netCents, 0));
          expect(t.taxExclusiveCents).toBe(t.lineExtensionCents - t.allowanceCents);
          expect(t.taxInclusiveCents).toBe(t.taxExclusiveCents + t.taxCents);
          expect(doc.taxSubtotals.reduce((s, x) => s + x.taxableCents, 0)).toBe(t.taxExclusiveCents);
          // The same totals as the PDF.
          expect(t.taxExclusiveCents).toBe(input.totalExclCents);
          expect(t.taxInclusiveCents).toBe(input.totalInclCents);
          // One breakdown per category and rate.
          const keys = doc.taxSubtotals.map((x) => `${x.category}|${x.rate}`);
          expect(new Set(keys).size).toBe(keys.length);
          expect(doc.lines.every((l) => l.netCents >= 0 && l.price >= 0)).toBe(true);
        },
      ),
    );
  });
});
