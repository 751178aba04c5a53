import {
  type InvoiceLineInput,
  type InvoiceLineKindValue,
  type InvoiceModel,
  type PricingSettings,
  rentalPricingRulesOf,
  type VatTreatmentValue,
  type ZeroRateReasonValue,
} from '@app/contracts';
import {
  articleLineKindOf,
  computeInvoiceTotals,
  type DayFactorRow,
  formatMoney,
  type InvoiceTotals,
  parseDecimalInput,
  parseMoneyInput,
  priceRentalLine,
  rentalPeriodText,
  rentalRuleText,
  type TaxRate,
} from '@app/domain';

/** A line as typed: count and price stay text until they can be read (Dutch comma). */
export type DraftLine = {
  key: string;
  uuid: string | undefined;
  description: string;
  count: string;
  price: string;
  taxRate: TaxRate;
  zeroRateReason: ZeroRateReasonValue | null;
  /** What the line is for: 'other' when typed, the article's kind when picked. */
  kind: InvoiceLineKindValue;
  /** The picked article (kept while the line is edited); null for a typed line. */
  itemId: number | null;
};

export type LinesDraft = {
  lines: DraftLine[];
  includeTax: boolean;
  vatTreatment: VatTreatmentValue;
};

/** The lines group of invoice.update. */
export type LinesBody = {
  include_tax: boolean;
  vat_treatment: VatTreatmentValue;
  items: InvoiceLineInput[];
};

export const formatCountInput = (value: number) =>
  new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 4, useGrouping: false }).format(value);
export const formatPriceInput = (cents: number) => formatMoney(cents).replace('€', '').trim();

let keySeq = 0;
export const newLineKey = () => `new-${++keySeq}`;

export const emptyLine = (): DraftLine => ({
  key: newLineKey(),
  uuid: undefined,
  description: '',
  count: '1',
  price: '',
  taxRate: 21,
  zeroRateReason: null,
  kind: 'other',
  itemId: null,
});

export const draftOf = (
  invoice: Pick<InvoiceModel, 'items' | 'include_tax' | 'vat_treatment'>,
): LinesDraft => ({
  lines: invoice.items.length
    ? invoice.items.map((item) => ({
        key: item.uuid,
        uuid: item.uuid,
        description: item.description,
        count: formatCountInput(item.unitCount),
        price: formatPriceInput(item.unitPrice),
        taxRate: item.taxRate,
        zeroRateReason: item.zeroRateReason,
        kind: item.kind,
        itemId: item.itemId,
      }))
    : [emptyLine()],
  includeTax: invoice.include_tax,
  vatTreatment: invoice.vat_treatment,
});

/** A line nobody has typed in yet: it is not saved (an empty editor must not add a € 0 line). */
export const isBlankLine = (line: DraftLine) =>
  line.description.trim() === '' && line.price.trim() === '' && line.count.trim() === '1';

/** The parsed line, or null while its count or price cannot be read. */
export const parseLine = (line: DraftLine): InvoiceLineInput | null => {
  const unitCount = parseDecimalInput(line.count);
  const unitPrice = line.price.trim() === '' ? 0 : parseMoneyInput(line.price);
  if (unitCount === null || unitPrice === null) return null;
  return {
    ...(line.uuid ? { uuid: line.uuid } : {}),
    description: line.description,
    unitCount,
    unitPrice,
    taxRate: line.taxRate,
    zeroRateReason: line.taxRate === 0 ? line.zeroRateReason : null,
    kind: line.kind,
    itemId: line.itemId,
  };
};

export type DraftState = {
  /** What would be saved, or null while a line cannot be read. */
  body: LinesBody | null;
  /** 1-based positions of lines whose count or price cannot be read. */
  invalid: number[];
  /** The keys of the lines in `body.items`, in order (blank lines are left out). */
  savedKeys: string[];
  /** Totals of every readable line, for the live totals, side panel and closing text. */
  totals: InvoiceTotals;
};

export const evaluateDraft = (draft: LinesDraft): DraftState => {
  const items: InvoiceLineInput[] = [];
  const savedKeys: string[] = [];
  const invalid: number[] = [];
  const readable: InvoiceLineInput[] = [];
  draft.lines.forEach((line, index) => {
    const parsed = parseLine(line);
    if (parsed === null) {
      invalid.push(index + 1);
      return;
    }
    readable.push(parsed);
    if (isBlankLine(line)) return;
    items.push(parsed);
    savedKeys.push(line.key);
  });
  const totals = computeInvoiceTotals(
    readable.map((line) => ({
      unitCount: line.unitCount ?? 1,
      unitPriceCents: line.unitPrice ?? 0,
      taxRate: (line.taxRate ?? 21) as TaxRate,
    })),
    draft.includeTax,
    draft.vatTreatment,
  );
  return {
    body:
      invalid.length > 0 ? null : { include_tax: draft.includeTax, vat_treatment: draft.vatTreatment, items },
    invalid,
    savedKeys,
    totals,
  };
};

/**
 * What a save would change, without the uuids: a line's uuid arrives only with the answer to its
 * first save, and taking it over must not count as a new change.
 */
export const contentKeyOf = (body: LinesBody) =>
  JSON.stringify({
    ...body,
    items: body.items.map(({ uuid: _uuid, ...rest }) => rest),
  });

export const invalidLinesMessage = (positions: readonly number[]) =>
  positions.length === 1
    ? `Regel ${positions[0]} heeft een aantal of prijs die niet te lezen is (bijvoorbeeld 12,50). Verbeter of verwijder die regel.`
    : `De regels ${positions.slice(0, -1).join(', ')} en ${positions.at(-1)} hebben een aantal of prijs die niet te lezen is (bijvoorbeeld 12,50). Verbeter of verwijder die regels.`;

/** An article as the item search answers it. */
export type PickedArticle = {
  id: number;
  name: string;
  type: 'rentable' | 'sellable' | 'bundle';
  /** Cents: per rental day for rentable articles and packages, per piece for sellable ones. */
  price: number | null;
  /** The article's own staffel; null: the company's. */
  day_factors: readonly DayFactorRow[] | null;
};

/**
 * A line filled from an article, linked to it (its kind and id): a sellable one at its price per
 * piece; a rentable one or a package over the invoice's delivery period at the price the one
 * pricing rule gives (domain priceRentalLine with the company's settings and the article's own
 * staffel), named as the orders name it: "Springkasteel Jungle, za 12 dec t/m zo 13 dec 2026
 * (weekendtarief)", "(3 dagen, staffel)".
 * Without a delivery date the period is the invoice date, one day.
 */
export const lineFromArticle = (
  article: PickedArticle,
  period: { from: string; until: string | null },
  settings: PricingSettings,
): Pick<DraftLine, 'description' | 'price' | 'kind' | 'itemId'> => {
  const link = { kind: articleLineKindOf(article.type), itemId: article.id };
  if (article.type === 'sellable') {
    return {
      ...link,
      description: article.name,
      price: article.price === null ? '' : formatPriceInput(article.price),
    };
  }
  const until = period.until ?? period.from;
  const priced = priceRentalLine({
    dayPriceCents: article.price ?? 0,
    from: period.from,
    until,
    quantity: 1,
    rules: rentalPricingRulesOf(settings, article.day_factors),
  });
  return {
    ...link,
    description: `${article.name}, ${rentalPeriodText(period.from, until)} (${rentalRuleText(priced)})`,
    price: article.price === null ? '' : formatPriceInput(priced.totalCents),
  };
};
