import { roundHalfAwayFromZero, type ZeroRateReason } from '@app/domain';
import {
  chooseVatCategory,
  isWhollyOutsideScope,
  type UblVatCategory,
  type VatCategoryChoice,
} from './ubl-vat-category.ts';

/**
 * The pure mapping of a published invoice or credit note to the parts of a UBL 2.1 document
 * (no XML here; `ubl-xml.ts` writes it). Amounts stay integer cents with the sign the UBL
 * document wants: a credit note's negative lines and totals become positive credited amounts.
 */

/** Business buyers: SI-UBL 2.0 (NLCIUS); consumers: EN 16931 as Peppol BIS Billing 3.0. */
export type UblProfile = 'si-ubl' | 'peppol-bis';

export const UBL_CUSTOMIZATION_IDS: Readonly<Record<UblProfile, string>> = {
  'si-ubl': 'urn:cen.eu:en16931:2017#compliant#urn:fdc:nen.nl:nlcius:v1.0',
  'peppol-bis': 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0',
};
export const UBL_PROFILE_ID = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0';

export type UblAddress = {
  street: string;
  additionalStreet: string | null;
  city: string;
  postalCode: string | null;
  /** ISO 3166-1 alpha-2, upper case. */
  countryCode: string;
};

export type UblSellerInput = UblAddress & {
  name: string;
  vatId: string | null;
  cocId: string | null;
  email: string | null;
  phone: string | null;
  iban: string | null;
};

export type UblBuyerInput = UblAddress & {
  type: 'individual' | 'business';
  name: string;
  vatId: string | null;
  cocId: string | null;
  email: string | null;
  /** The contact person, when the invoice names one. */
  contactName: string | null;
};

export type UblLineInput = {
  description: string;
  unitCount: number;
  /** Cents, excluding or including VAT as the invoice's includeTax says; the product's sign. */
  unitPriceCents: number;
  taxRate: number;
  zeroRateReason: ZeroRateReason | null;
};

export type UblInvoiceInput = {
  kind: 'invoice' | 'credit_note';
  number: string;
  issueDate: string;
  dueDate: string;
  /** Kenmerk: the buyer's reference; the invoice number when there is none. */
  identifier: string | null;
  deliveryFrom: string;
  deliveryUntil: string | null;
  includeTax: boolean;
  reverseCharge: boolean;
  cashPayment: boolean;
  /** An order's invoice: its rental lines count days (see unitOf). */
  fromOrder: boolean;
  paidAt: string | null;
  seller: UblSellerInput;
  buyer: UblBuyerInput;
  lines: UblLineInput[];
  /** The product's totals per rate (the PDF's), in the product's sign. */
  perRate: Array<{ rate: number; baseCents: number; taxCents: number }>;
  totalExclCents: number;
  totalInclCents: number;
  creditedInvoice: { number: string; date: string } | null;
  pdf: { fileName: string; base64: string } | null;
};

export type UblTaxCategory = VatCategoryChoice;

export type UblLine = {
  id: string;
  name: string;
  quantity: number;
  unitCode: 'DAY' | 'C62';
  netCents: number;
  /** Euros, up to 6 decimals: the net amount divided by the quantity. */
  price: number;
  tax: UblTaxCategory;
};

export type UblAllowance = { reason: string; amountCents: number; tax: UblTaxCategory };

export type UblTaxSubtotal = UblTaxCategory & { taxableCents: number; taxCents: number };

export type UblDocument = {
  profile: UblProfile;
  kind: 'invoice' | 'credit_note';
  number: string;
  issueDate: string;
  dueDate: string;
  buyerReference: string;
  notes: string[];
  period: { start: string; end: string } | null;
  deliveryDate: string | null;
  /** Deliver-to country: needed beside an intra-EU supply (BR-IC-12). */
  deliveryCountry: string | null;
  billingReference: { number: string; date: string } | null;
  pdf: { id: string; fileName: string; base64: string } | null;
  seller: UblSellerInput;
  buyer: UblBuyerInput;
  /** Category O forbids every VAT id on the document (BR-O-02). */
  showVatIds: boolean;
  /** SEPA credit transfer (58) to the seller's IBAN; null on a credit note (the seller pays). */
  paymentMeans: { code: '58'; iban: string; paymentId: string } | null;
  paymentTerms: string | null;
  lines: UblLine[];
  allowances: UblAllowance[];
  taxSubtotals: UblTaxSubtotal[];
  totals: {
    lineExtensionCents: number;
    allowanceCents: number;
    taxExclusiveCents: number;
    taxCents: number;
    taxInclusiveCents: number;
    prepaidCents: number;
    payableCents: number;
  };
};

/** Business buyers get SI-UBL 2.0; a consumer has no KvK, which SI-UBL asks of a Dutch buyer. */
export const ublProfileOf = (buyer: Pick<UblBuyerInput, 'type'>): UblProfile =>
  buyer.type === 'business' ? 'si-ubl' : 'peppol-bis';

/** A Dutch business buyer must have a KvK number (BR-NL-10); the caller refuses otherwise. */
export const lacksRequiredBuyerCoc = (buyer: Pick<UblBuyerInput, 'type' | 'countryCode' | 'cocId'>) =>
  buyer.type === 'business' && buyer.countryCode === 'NL' && !buyer.cocId?.trim();

const RENTAL_DAYS = /\((\d+) dag(?:en)?\)\s*$/;

/**
 * A rental line ("Springkussen (3 dagen)") counts days (DAY), anything else pieces (C62). An
 * order's invoice already counts rental days × units in the line's count (price per day); a line
 * picked in the invoice editor counts articles at the price of the whole period, so its days are
 * multiplied in.
 */
const unitOf = (line: UblLineInput, countsDays: boolean): { unitCode: 'DAY' | 'C62'; quantity: number } => {
  const days = Number(RENTAL_DAYS.exec(line.description)?.[1] ?? 0);
  const count = Math.abs(line.unitCount);
  if (days === 0) return { unitCode: 'C62', quantity: count };
  return { unitCode: 'DAY', quantity: countsDays ? count : count * days };
};

/**
 * Integer cents per line that add up exactly to `targetCents`: each line's exact amount rounded,
 * and the few cents of difference put on the lines whose rounding was furthest off. EN 16931
 * wants the line amounts of a category to add up to its taxable amount to the cent (BR-S-08 …).
 */
export const allocateCents = (exact: readonly number[], targetCents: number): number[] => {
  const rounded = exact.map((value) => roundHalfAwayFromZero(value));
  let difference = targetCents - rounded.reduce((sum, value) => sum + value, 0);
  const order = exact
    .map((value, index) => ({ index, residual: value - (rounded[index] ?? 0) }))
    .sort((a, b) => (difference > 0 ? b.residual - a.residual : a.residual - b.residual));
  for (let i = 0; difference !== 0 && order.length > 0; i++) {
    const entry = order[i % order.length];
    if (!entry) break;
    const step = Math.sign(difference);
    rounded[entry.index] = (rounded[entry.index] ?? 0) + step;
    difference -= step;
  }
  return rounded;
};

/** EN 16931 wants one VAT breakdown per category and rate (BR-E-01 …): reasons are joined there. */
const categoryKey = (tax: UblTaxCategory) => `${tax.category}|${tax.rate}`;

const CATEGORY_ORDER: readonly UblVatCategory[] = ['S', 'AE', 'K', 'G', 'Z', 'E', 'O'];

const roundPrice = (value: number) => Math.round(value * 1_000_000) / 1_000_000;

export const buildUblDocument = (input: UblInvoiceInput): UblDocument => {
  const sign = input.kind === 'credit_note' ? -1 : 1;
  const profile = ublProfileOf(input.buyer);
  const whollyOutsideScope = isWhollyOutsideScope(input.lines, input.reverseCharge);
  const taxes = input.lines.map((line) =>
    chooseVatCategory({ line, buyer: input.buyer, reverseCharge: input.reverseCharge, whollyOutsideScope }),
  );

  // Each line's net amount in cents, so that the lines of one rate add up to that rate's base on
  // the PDF (prices including VAT are taken back to their base share first).
  const exact = input.lines.map((line) => {
    const amount = line.unitCount * line.unitPriceCents;
    return input.includeTax && !input.reverseCharge ? (amount * 100) / (100 + line.taxRate) : amount;
  });
  const net = new Array<number>(input.lines.length).fill(0);
  const groups = input.reverseCharge
    ? [{ indexes: input.lines.map((_, i) => i), baseCents: input.totalExclCents }]
    : input.perRate.map((part) => ({
        indexes: input.lines.flatMap((line, i) => (line.taxRate === part.rate ? [i] : [])),
        baseCents: part.baseCents,
      }));
  for (const group of groups) {
    const shares = allocateCents(
      group.indexes.map((i) => exact[i] ?? 0),
      group.baseCents,
    );
    group.indexes.forEach((lineIndex, k) => {
      net[lineIndex] = (shares[k] ?? 0) * sign;
    });
  }

  // A line with a negative amount (a discount, a promotion) is a document-level allowance.
  const lines: UblLine[] = [];
  const allowances: UblAllowance[] = [];
  input.lines.forEach((line, i) => {
    const netCents = net[i] ?? 0;
    const tax = taxes[i] as UblTaxCategory;
    if (netCents < 0) {
      allowances.push({ reason: line.description.trim() || 'Korting', amountCents: -netCents, tax });
      return;
    }
    const unit = unitOf(line, input.fromOrder);
    const fallbackPrice =
      input.includeTax && !input.reverseCharge
        ? Math.abs(line.unitPriceCents) / (1 + line.taxRate / 100)
        : Math.abs(line.unitPriceCents);
    lines.push({
      id: String(lines.length + 1),
      name: line.description.trim() || '-',
      quantity: unit.quantity,
      unitCode: unit.unitCode,
      netCents,
      price: roundPrice(unit.quantity === 0 ? fallbackPrice / 100 : netCents / 100 / unit.quantity),
      tax,
    });
  });

  // The VAT breakdown: one subtotal per category (and rate, reason); the 21 % and 9 % VAT is the
  // PDF's, per rate.
  const subtotals = new Map<string, UblTaxSubtotal>();
  input.lines.forEach((_, i) => {
    const tax = taxes[i] as UblTaxCategory;
    const key = categoryKey(tax);
    const found = subtotals.get(key) ?? { ...tax, taxableCents: 0, taxCents: 0 };
    if (tax.exemptionReason && !found.exemptionReason?.split('; ').includes(tax.exemptionReason)) {
      found.exemptionReason = `${found.exemptionReason}; ${tax.exemptionReason}`;
    }
    found.taxableCents += net[i] ?? 0;
    subtotals.set(key, found);
  });
  for (const subtotal of subtotals.values()) {
    if (subtotal.category !== 'S') continue;
    const part = input.perRate.find((p) => p.rate === subtotal.rate);
    subtotal.taxCents = (part?.taxCents ?? 0) * sign;
  }
  const taxSubtotals = [...subtotals.values()].sort(
    (a, b) => CATEGORY_ORDER.indexOf(a.category) - CATEGORY_ORDER.indexOf(b.category) || b.rate - a.rate,
  );

  const lineExtensionCents = lines.reduce((sum, line) => sum + line.netCents, 0);
  const allowanceCents = allowances.reduce((sum, a) => sum + a.amountCents, 0);
  const taxExclusiveCents = lineExtensionCents - allowanceCents;
  const taxCents = taxSubtotals.reduce((sum, s) => sum + s.taxCents, 0);
  const taxInclusiveCents = taxExclusiveCents + taxCents;
  const paid = input.kind === 'invoice' && input.paidAt !== null;
  const prepaidCents = paid ? taxInclusiveCents : 0;

  const notes: string[] = [];
  if (input.kind === 'invoice' && input.cashPayment) {
    notes.push(input.paidAt ? `Contant ontvangen op ${input.paidAt}` : 'Contant te betalen bij levering');
  }
  const hasIntraEu = taxes.some((t) => t.category === 'K');
  const iban = input.seller.iban?.replace(/\s+/g, '').toUpperCase() ?? '';

  return {
    profile,
    kind: input.kind,
    number: input.number,
    issueDate: input.issueDate,
    dueDate: input.dueDate,
    buyerReference: input.identifier?.trim() || input.number,
    notes,
    period: input.deliveryUntil ? { start: input.deliveryFrom, end: input.deliveryUntil } : null,
    deliveryDate: input.deliveryUntil ? null : input.deliveryFrom,
    deliveryCountry: hasIntraEu ? input.buyer.countryCode : null,
    billingReference: input.kind === 'credit_note' ? input.creditedInvoice : null,
    pdf: input.pdf ? { id: input.number, ...input.pdf } : null,
    seller: input.seller,
    buyer: input.buyer,
    showVatIds: !whollyOutsideScope,
    // SI-UBL allows only transfer codes (BR-NL-12): also a cash order still to be paid is
    // shown as a SEPA transfer to the seller's account, which remains a valid way to pay.
    paymentMeans: input.kind === 'invoice' && iban ? { code: '58', iban, paymentId: input.number } : null,
    paymentTerms:
      input.kind === 'credit_note'
        ? `Creditering van factuur ${input.creditedInvoice?.number ?? ''}`.trim()
        : paid
          ? `Betaald op ${input.paidAt}`
          : `Te betalen vóór ${input.dueDate}`,
    lines,
    allowances,
    taxSubtotals,
    totals: {
      lineExtensionCents,
      allowanceCents,
      taxExclusiveCents,
      taxCents,
      taxInclusiveCents,
      prepaidCents,
      payableCents: taxInclusiveCents - prepaidCents,
    },
  };
};
