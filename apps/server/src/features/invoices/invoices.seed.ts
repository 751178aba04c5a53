import { invoiceLineInputSchema } from '@app/contracts';
import {
  addCalendarDays,
  articleLineKindOf,
  type CalendarDate,
  canUseReverseCharge,
  missingBuyerFields,
  priceRentalLine,
  type RentalPricingRules,
  rentalPeriodText,
  rentalRuleText,
  todayCalendarDate,
} from '@app/domain';
import type { AppContext } from '../../context.ts';
import { pricingRulesOfItem, readPricingRules } from '../settings/index.ts';
import { createInvoice } from './create-invoice.ts';
import { updateInvoice } from './update-invoice.ts';

/**
 * What Springplezier Verhuur invoices by hand: seeded articles (by name; the line names the
 * article and its kind, priced as an order prices it) and typed services; cents excluding VAT.
 */
const CATALOG = [
  { article: 'Springkasteel Jungle' },
  { article: 'Springkasteel Prinses' },
  { article: 'Stormbaan Survivor 12 m' },
  { article: 'Opblaasbare glijbaan Tropical' },
  { article: 'Feestpakket' },
  { article: 'Popcornmachine Deluxe' },
  { article: 'Partytent 3 x 6 m' },
  { article: 'Statafel met hoes' },
  { article: 'Confetti kanon' },
  { description: 'Begeleider springkussen (per uur)', unitPrice: 3500, taxRate: 21 },
  { description: 'Suikerspin (50 porties)', unitPrice: 6500, taxRate: 9 },
] as const;

type SeedArticle = {
  id: number;
  name: string;
  type: 'rentable' | 'sellable' | 'bundle';
  price_cents: number | null;
  day_factors: string | null;
};

/**
 * One line for an article: a rental or a package over `from`..`until` by the one price rule
 * (its own staffel or the company's), named like an order's line; a sale per piece.
 */
const articleLine = (
  article: SeedArticle,
  period: { from: CalendarDate; until: CalendarDate },
  company: RentalPricingRules,
) => {
  const link = { kind: articleLineKindOf(article.type), itemId: article.id, taxRate: 21 };
  const price = article.price_cents ?? 0;
  if (article.type === 'sellable')
    return { ...link, description: article.name, unitCount: 1, unitPrice: price };
  const priced = priceRentalLine({
    dayPriceCents: price,
    from: period.from,
    until: period.until,
    quantity: 1,
    rules: pricingRulesOfItem(company, article.day_factors),
  });
  return {
    ...link,
    description: `${article.name}, ${rentalPeriodText(period.from, period.until)} (${rentalRuleText(priced)})`,
    unitCount: priced.unitCount,
    unitPrice: priced.unitPriceCents,
  };
};

const KENMERKEN = [
  null,
  null,
  'Zomerfeest',
  'Koningsdag',
  'Schoolreisje groep 5',
  'Bedrijfsuitje',
  null,
  'Bruiloft',
  'Buurtfeest',
];

/** A small deterministic generator so every fresh demo database looks the same. */
const randomFrom = (seed: number) => {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
};

type Plan = { date: string; outcome: 'concept' | 'outstanding' | 'paid' | 'uncollectable' };

/**
 * A year of invoices for the seeded contacts: old ones paid (a few uncollectable), recent ones
 * outstanding (those past their due date read as overdue), the newest still concepts. Published
 * in date order through the real service, so the numbers are gapless per year.
 */
export const seedInvoices = async (ctx: AppContext) => {
  // Only active contacts with a full address: publishing refuses any other.
  const contacts = (
    await ctx.db
      .selectFrom('contacts')
      .select([
        'id',
        'display_name',
        'address_line_1',
        'postal_code',
        'city',
        'country',
        'contact_type',
        'vat_id',
      ])
      .where('deleted_at', 'is', null)
      .orderBy('id')
      .execute()
  ).filter((contact) => missingBuyerFields(contact).length === 0);
  if (contacts.length === 0) return;
  const people = await ctx.db.selectFrom('contact_people').select(['id', 'contact_id']).execute();
  const articles = new Map(
    (
      await ctx.db
        .selectFrom('items')
        .select(['id', 'name', 'type', 'price_cents', 'day_factors'])
        .where('deleted_at', 'is', null)
        .execute()
    ).map((row) => [row.name, row as SeedArticle]),
  );
  const company = await readPricingRules(ctx.db);
  const random = randomFrom(20_260_101);
  const today = todayCalendarDate();

  const plans: Plan[] = [];
  for (let i = 0; i < 60; i++) {
    // Spread over the past year; the last ten within the past three weeks.
    const daysAgo = i < 50 ? Math.round(360 - i * 6.6 - random() * 3) : (59 - i) * 2;
    const date = addCalendarDays(today, -daysAgo);
    let outcome: Plan['outcome'];
    if (i >= 55) outcome = 'concept';
    else if (i >= 50) outcome = 'outstanding';
    else if (i >= 40) outcome = random() < 0.5 ? 'paid' : 'outstanding';
    else outcome = random() < 0.1 ? 'uncollectable' : 'paid';
    plans.push({ date, outcome });
  }

  for (const [index, plan] of plans.entries()) {
    const contact = contacts[index % contacts.length];
    if (!contact) continue;
    const person = people.find((p) => p.contact_id === contact.id);
    const created = await createInvoice({
      ctx,
      input: {
        contact_id: contact.id,
        person_id: person && random() < 0.5 ? person.id : null,
        identifier: KENMERKEN[index % KENMERKEN.length] ?? null,
        invoice_date: plan.date,
        days_until_due: random() < 0.15 ? 30 : 14,
      },
    });
    // Every fourth invoice bills a rental of a few days: delivered and picked up before the
    // invoice date, or for the newest concepts a party still to come (invoiced in advance).
    const rental = index % 4 === 1;
    const rentalStart =
      plan.outcome === 'concept' ? addCalendarDays(plan.date, 19) : addCalendarDays(plan.date, -4);
    const rentalEnd = addCalendarDays(rentalStart, 1 + (index % 2));
    if (rental) {
      await updateInvoice({
        ctx,
        raw: String(created.id),
        input: {
          delivery_from: rentalStart,
          delivery_until: rentalEnd,
        },
      });
    }
    const lineCount = 1 + Math.floor(random() * 4);
    // A rental invoice bills its period, any other the invoice date (one day).
    const period = rental ? { from: rentalStart, until: rentalEnd } : { from: plan.date, until: plan.date };
    const items = Array.from({ length: lineCount }, (_, n) => {
      const product = CATALOG[Math.floor(random() * CATALOG.length)] ?? CATALOG[0];
      if (!('article' in product)) {
        const unitCount = product.description.includes('per uur')
          ? 2 + Math.floor(random() * 4) + 0.5 * (n % 2)
          : 1;
        return invoiceLineInputSchema.parse({ ...product, unitCount, kind: 'other', itemId: null });
      }
      const article = articles.get(product.article);
      // Without the items seed (a feature's own test), the line is typed.
      if (!article) return invoiceLineInputSchema.parse({ description: product.article, unitPrice: 10_000 });
      return invoiceLineInputSchema.parse(articleLine(article, period, company));
    });
    // A business abroad with a VAT id is reverse charged; prices then exclude VAT.
    const reverseCharge = contact.country !== 'nl' && canUseReverseCharge(contact);
    const includeTax = !reverseCharge && random() < 0.2;
    await updateInvoice({
      ctx,
      raw: String(created.id),
      input: {
        items,
        include_tax: includeTax,
        vat_treatment: reverseCharge ? 'reverse_charge' : 'normal',
      },
    });
    if (plan.outcome === 'concept') continue;
    await updateInvoice({ ctx, raw: String(created.id), input: { status: 'outstanding' } });
    if (plan.outcome === 'paid') {
      // Paid some days after the invoice date, never after today.
      const paidAt = addCalendarDays(plan.date, 2 + Math.floor(random() * 12));
      await updateInvoice({
        ctx,
        raw: String(created.id),
        input: { status: 'paid', paid_at: paidAt < today ? paidAt : today },
      });
    } else if (plan.outcome !== 'outstanding') {
      await updateInvoice({ ctx, raw: String(created.id), input: { status: plan.outcome } });
    }
  }
};
