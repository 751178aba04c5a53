import type { OrderQuote, orderQuoteRequestSchema } from '@app/contracts';
import { todayCalendarDate } from '@app/domain';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { addressOf, findExistingContact } from './order-contact.ts';
import { checkOrderArticles, priceOrderArticles } from './order-lines.ts';
import type { DeliveryAddress } from './order-pricing.ts';
import { resolveOrderLines } from './order-quantities.ts';
import { resolveOrderTransport } from './order-transport.ts';

type QuoteInput = z.output<typeof orderQuoteRequestSchema>;

/** The live total of the order form: priced like cashcreate, nothing reserved or written. */
export const quoteOrder = async (options: { ctx: AppContext; input: QuoteInput }): Promise<OrderQuote> => {
  const { ctx, input } = options;
  const today = todayCalendarDate();
  let address: DeliveryAddress | null = null;
  if (input.contact_method === 'existing') {
    const contact =
      input.existing_contact === undefined
        ? undefined
        : await findExistingContact(ctx.db, input.existing_contact);
    if (contact) address = addressOf({ ...contact, ...input.contact_update });
  } else if (input.create_contact) {
    address = addressOf(input.create_contact);
  }
  const lines = await resolveOrderLines({ ctx, db: ctx.db, items: input.items, lock: false });
  const articles = await checkOrderArticles({
    ctx,
    db: ctx.db,
    lines,
    allowPastDates: true,
    today,
  });
  const transport =
    address && articles.length > 0
      ? await resolveOrderTransport({
          ctx,
          address,
          manual: input,
          requireKnown: false,
        })
      : null;
  const priced = await priceOrderArticles({
    ctx,
    db: ctx.db,
    articles,
    promoCode: input.promo_code,
    transport,
    today,
  });
  return {
    lines: priced.lines.map((l) => ({
      description: l.description,
      unitCount: l.unitCount,
      unitPrice: l.unitPriceCents,
      taxRate: l.taxRate,
    })),
    gross_amount: priced.gross,
    discount_amount: priced.discount,
    promotion_amount: priced.promotionAmount,
    transport_amount: priced.transportAmount,
    total_amount: priced.total,
    promotion: priced.promotion,
    travel: transport?.travel ?? null,
    distance_unknown: transport?.distanceUnknown ?? false,
    transport_manual: transport?.manual ?? false,
  };
};
