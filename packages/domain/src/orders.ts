import { DELIVERY_TIME_WINDOWS, type DeliveryTimeWindow } from './constants.ts';
import { type CalendarDate, formatDisplayDate } from './dates.ts';
import { DEPOSIT_ZERO_RATE_REASON, depositLineText } from './deposits.ts';
import type { InvoiceLineKind } from './invoice-line-kinds.ts';
import { reservationDayCount } from './order-tracker.ts';
import { type RentalPriceRule, rentalPeriodText, rentalRuleText } from './rental-pricing.ts';
import { computeInvoiceTotals, type InvoiceLine, type TaxRate } from './tax.ts';
import type { ZeroRateReason } from './vat-treatment.ts';

/**
 * Orders (spec §3–§5, §9): who may order, what a line costs and how it reads on the invoice.
 * Prices of items and transport are consumer prices including 21% VAT (see decisions.md), so the
 * order's invoice is written with prices including VAT and its total is the sum of the lines.
 */

export type PaymentMethod = 'cash' | 'ideal';

export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = {
  cash: 'Contant',
  ideal: 'iDEAL',
};

/** iDEAL is shown but disabled in the order form (spec §5), and refused by the server. */
export const ENABLED_PAYMENT_METHODS: readonly PaymentMethod[] = ['cash'];

/** Every line of an order's invoice carries the standard rate: rentals, sales and transport. */
export const ORDER_TAX_RATE: TaxRate = 21;

export const isDeliveryTimeWindow = (value: unknown): value is DeliveryTimeWindow =>
  (DELIVERY_TIME_WINDOWS as readonly unknown[]).includes(value);

/** '08:00-10:00' → 'tussen 08:00 en 10:00 uur'. */
export const deliveryWindowText = (window: string): string => {
  const [start, end] = window.split('-');
  return start && end ? `tussen ${start} en ${end} uur` : window;
};

// ---------------------------------------------------------------------------------------------
// Contact completeness (spec §5)

export type OrderContactFields = {
  contact_type: 'individual' | 'business';
  first_name?: string | null;
  last_name?: string | null;
  company_name?: string | null;
  email_address?: string | null;
  address_line_1?: string | null;
  postal_code?: string | null;
  city?: string | null;
  country?: string | null;
};

export type OrderContactField = Exclude<keyof OrderContactFields, 'contact_type'>;

/** The Dutch field message for each field an order needs (the contact rules' own where they exist). */
export const ORDER_CONTACT_FIELD_MESSAGES: Readonly<Record<OrderContactField, string>> = {
  company_name: 'Bedrijfsnaam is verplicht',
  first_name: 'Voornaam mag niet leeg zijn',
  last_name: 'Achternaam mag niet leeg zijn',
  email_address: 'E-mailadres is verplicht voor een order',
  address_line_1: 'Adres is verplicht voor een order',
  postal_code: 'Postcode is verplicht voor een order',
  city: 'Plaats is verplicht voor een order',
  country: 'Land is verplicht voor een order',
};

/** Short Dutch names of the fields, for one sentence about an existing contact. */
export const ORDER_CONTACT_FIELD_LABELS: Readonly<Record<OrderContactField, string>> = {
  company_name: 'bedrijfsnaam',
  first_name: 'voornaam',
  last_name: 'achternaam',
  email_address: 'e-mailadres',
  address_line_1: 'adres',
  postal_code: 'postcode',
  city: 'plaats',
  country: 'land',
};

const filled = (value: string | null | undefined) => typeof value === 'string' && value.trim() !== '';

/**
 * Spec §5: a business needs company_name, an individual first_name and last_name, and both need
 * email_address, address_line_1, postal_code, city and country. Answers the missing ones in form order.
 */
export const missingOrderContactFields = (contact: OrderContactFields): OrderContactField[] => {
  const required: OrderContactField[] =
    contact.contact_type === 'business' ? ['company_name'] : ['first_name', 'last_name'];
  required.push('email_address', 'address_line_1', 'postal_code', 'city', 'country');
  return required.filter((field) => !filled(contact[field]));
};

/** "Vul bij dit contact nog aan: e-mailadres, postcode." */
export const incompleteContactMessage = (missing: readonly OrderContactField[]): string =>
  `Dit contact is niet compleet voor een order. Vul nog aan: ${missing
    .map((field) => ORDER_CONTACT_FIELD_LABELS[field])
    .join(', ')}.`;

// ---------------------------------------------------------------------------------------------
// Lines

/** One line of an order (see order-line-groups.ts): an article, its days and how many. */
export type OrderArticle = {
  itemType: 'rentable' | 'sellable';
  name: string;
  from: CalendarDate;
  until: CalendarDate;
  /** Units of a rental (each rented for every day of the range), or pieces of a sale. */
  quantity: number;
};

/**
 * What a line counts for the pricing rule: a rental per unit and rental day (units × days of the
 * range), a sale per piece (its quantity, whatever the days).
 */
export const orderLineUnits = (article: Pick<OrderArticle, 'itemType' | 'from' | 'until' | 'quantity'>) =>
  article.itemType === 'rentable'
    ? article.quantity * reservationDayCount(article.from, article.until)
    : article.quantity;

/** "5 dec. 2026 t/m 7 dec. 2026", or one day "5 dec. 2026". */
export const reservationPeriodText = (from: CalendarDate, until: CalendarDate): string =>
  from === until ? formatDisplayDate(from) : `${formatDisplayDate(from)} t/m ${formatDisplayDate(until)}`;

/**
 * The invoice text of a line: "Springkasteel Jungle, za 5 dec t/m zo 6 dec 2026 (2 dagen)" or
 * "5 × Statafel met hoes, …" for a rental, with how it was priced: "(weekendtarief)" or
 * "(3 dagen, staffel)"; "3 × Ballonnenset, levering 5 dec. 2026" for a sale: the count in the text,
 * since the line's unit count (units × days) alone reads like days. No serial numbers: the invoice
 * goes to the customer, and which unit goes out is the business's own matter.
 */
export const orderArticleDescription = (article: OrderArticle, rule: RentalPriceRule = 'days'): string => {
  if (article.itemType === 'sellable')
    return `${article.quantity} × ${article.name}, levering ${formatDisplayDate(article.from)}`;
  const count = article.quantity > 1 ? `${article.quantity} × ` : '';
  const days = reservationDayCount(article.from, article.until);
  return `${count}${article.name}, ${rentalPeriodText(article.from, article.until)} (${rentalRuleText({ rule, days })})`;
};

/** The amounts of one priced article (the shape of the discounts' PricedLine). */
export type PricedArticleAmounts = {
  unitPriceCents: number;
  units: number;
  grossCents: number;
  discountPercent: number;
  discountCents: number;
  promotionPercent: number;
  promotionCents: number;
  netCents: number;
  /** How a rental line was priced (domain priceRentalLine); absent: days × day price. */
  rule?: RentalPriceRule;
};

export type TransportCharge = {
  /** Per trip, cents including VAT. */
  deliveryCents: number;
  pickupCents: number;
  deliveryTrips: number;
  pickupTrips: number;
  /** "12,3 km", shown in the line's text when known. */
  distanceText: string | null;
  /**
   * The transport cost of the whole order entered by hand (the distance is unknown):
   * one line "Transportkosten (handmatig)" instead of the per-trip lines; 0 leaves it out.
   */
  fixedCents?: number | null;
};

/** The line text of a transport cost entered by hand. */
export const MANUAL_TRANSPORT_LINE = 'Transportkosten (handmatig)';

export type OrderInvoiceLine = InvoiceLine & {
  description: string;
  /** Only on a 0 % line: why it carries no VAT (a borg: outside_scope). */
  zeroRateReason?: ZeroRateReason;
  /** What the line is for (invoice-line-kinds.ts). */
  kind: InvoiceLineKind;
  /** The article (or package) the line bills, discounts or holds the borg of; null for the rest. */
  itemId: number | null;
};

/** One article line of an order to bill: the article, how it was priced, and which item it is. */
export type OrderInvoiceArticle = {
  article: OrderArticle;
  priced: PricedArticleAmounts;
  /** The article's (or package's) item id; absent only in tests of the texts. */
  itemId?: number | null;
  /** A package's line (billed as one rental of the package). */
  bundle?: boolean;
};

/**
 * Trips the transport fee counts: a delivery per distinct start day, a pickup per distinct end day
 * of the rented (not the sold) articles.
 */
export const transportTrips = (
  articles: ReadonlyArray<Pick<OrderArticle, 'itemType' | 'from' | 'until'>>,
): { deliveryTrips: number; pickupTrips: number } => ({
  deliveryTrips: new Set(articles.map((a) => a.from)).size,
  pickupTrips: new Set(articles.filter((a) => a.itemType === 'rentable').map((a) => a.until)).size,
});

/**
 * The lines of an order's invoice, in this order: per article line its line (units × days × price
 * per day, pieces × price, or the period's price by the staffel or weekend rate) and, when it has
 * one, its discount as a negative line; then the promotion code as one negative line; then delivery
 * and pickup; then per article with a borg its "Borg …" line at 0 % outside the VAT base (domain
 * deposits.ts). Lines of zero (no discount, no transport cost) are left out. Each line says what it
 * is (`kind`) and which article it is for (`itemId`), so nobody has to read that from the text.
 */
export const buildOrderInvoiceLines = (input: {
  articles: readonly OrderInvoiceArticle[];
  promotion: { code: string; percent: number } | null;
  transport: TransportCharge | null;
  deposits?: ReadonlyArray<{ itemId?: number | null; name: string; count: number; cents: number }>;
}): OrderInvoiceLine[] => {
  const lines: OrderInvoiceLine[] = [];
  const line = (
    description: string,
    unitCount: number,
    unitPriceCents: number,
    kind: InvoiceLineKind,
    itemId: number | null = null,
  ): OrderInvoiceLine => ({
    description,
    unitCount,
    unitPriceCents,
    taxRate: ORDER_TAX_RATE,
    kind,
    itemId,
  });
  for (const { article, priced, itemId = null, bundle = false } of input.articles) {
    const kind: InvoiceLineKind = bundle ? 'bundle' : article.itemType === 'sellable' ? 'sale' : 'rental';
    lines.push(
      line(orderArticleDescription(article, priced.rule), priced.units, priced.unitPriceCents, kind, itemId),
    );
    if (priced.discountCents > 0) {
      lines.push(
        line(
          `Korting ${priced.discountPercent}% op ${article.name}`,
          1,
          -priced.discountCents,
          'discount',
          itemId,
        ),
      );
    }
  }
  const promotionCents = input.articles.reduce((sum, { priced }) => sum + priced.promotionCents, 0);
  if (input.promotion && promotionCents > 0) {
    lines.push(
      line(
        `Promotiecode ${input.promotion.code.toUpperCase()} (${input.promotion.percent}% korting)`,
        1,
        -promotionCents,
        'discount',
      ),
    );
  }
  const transport = input.transport;
  if (transport && transport.fixedCents != null) {
    if (transport.fixedCents > 0)
      lines.push(line(MANUAL_TRANSPORT_LINE, 1, transport.fixedCents, 'transport'));
  } else if (transport) {
    const distance = transport.distanceText ? ` (${transport.distanceText})` : '';
    if (transport.deliveryCents > 0 && transport.deliveryTrips > 0)
      lines.push(
        line(`Bezorgkosten${distance}`, transport.deliveryTrips, transport.deliveryCents, 'transport'),
      );
    if (transport.pickupCents > 0 && transport.pickupTrips > 0)
      lines.push(line(`Ophaalkosten${distance}`, transport.pickupTrips, transport.pickupCents, 'transport'));
  }
  for (const deposit of input.deposits ?? []) {
    if (deposit.cents <= 0 || deposit.count <= 0) continue;
    lines.push({
      description: depositLineText(deposit.name),
      unitCount: deposit.count,
      unitPriceCents: deposit.cents,
      taxRate: 0,
      zeroRateReason: DEPOSIT_ZERO_RATE_REASON,
      kind: 'deposit',
      itemId: deposit.itemId ?? null,
    });
  }
  return lines;
};

/** The order's total including VAT: its invoice's total (prices include VAT). */
export const orderTotalCents = (lines: readonly InvoiceLine[]): number =>
  computeInvoiceTotals(lines, true).totalInclCents;
