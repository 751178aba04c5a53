import { invoiceLineInputSchema } from '@app/contracts';
import {
  addCalendarDays,
  canUseReverseCharge,
  missingBuyerFields,
  rentalDayCount,
  todayCalendarDate,
} from '@app/domain';
import type { AppContext } from '../../context.ts';
import { createInvoice } from './create-invoice.ts';
import { updateInvoice } from './update-invoice.ts';

/** Things Springplezier Verhuur invoices; prices in cents excluding VAT. */
const CATALOG = [
  { description: 'Springkussen Kasteel (1 dag)', unitPrice: 12500, taxRate: 21 },
  { description: 'Springkussen Jungle XL (1 dag)', unitPrice: 17500, taxRate: 21 },
  { description: 'Stormbaan 12 meter (1 dag)', unitPrice: 24500, taxRate: 21 },
  { description: 'Waterglijbaan Tropical (1 dag)', unitPrice: 19500, taxRate: 21 },
  { description: 'Suikerspinmachine incl. 50 porties', unitPrice: 6500, taxRate: 9 },
  { description: 'Popcornmachine incl. 60 porties', unitPrice: 5500, taxRate: 9 },
  { description: 'Partytent 4 x 8 meter', unitPrice: 14000, taxRate: 21 },
  { description: 'Statafel met rok', unitPrice: 1250, taxRate: 21 },
  { description: 'Begeleider springkussen (per uur)', unitPrice: 3500, taxRate: 21 },
  { description: 'Aggregaat 3 kW', unitPrice: 4500, taxRate: 21 },
] as const;

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

/** A rental of several days: one line per item, its day price times the days, named by the period. */
const rentalLine = (product: (typeof CATALOG)[number], days: number) => ({
  ...product,
  description: product.description.replace('(1 dag)', `(${days} dagen)`),
  unitPrice: product.unitPrice * days,
});

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
    const days = rentalDayCount(rentalStart, rentalEnd);
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
    const items = Array.from({ length: lineCount }, (_, n) => {
      const product = CATALOG[Math.floor(random() * CATALOG.length)] ?? CATALOG[0];
      const unitCount = product.description.includes('per uur')
        ? 2 + Math.floor(random() * 4) + 0.5 * (n % 2)
        : 1;
      const line =
        rental && days > 1 && product.description.includes('(1 dag)') ? rentalLine(product, days) : product;
      return invoiceLineInputSchema.parse({ ...line, unitCount });
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
