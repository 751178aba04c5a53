import type { QuoteState, QuotesList } from '@app/contracts';
import { todayCalendarDate } from '@app/domain';
import type { AppContext } from '../../context.ts';
import { parseQuoteItems } from './quote-items.ts';
import { standingOf } from './quote-standing.ts';
import { createQuoteRepository } from './quotes.repository.ts';

/** quotes.view: newest first, filtered by state (`expired`: open past its last valid day) and text. */
export const listQuotes = async (options: {
  ctx: AppContext;
  filter: { states: QuoteState[] | undefined; q: string | undefined; page: number; perPage: number };
}): Promise<QuotesList> => {
  const { ctx, filter } = options;
  const today = todayCalendarDate();
  const { rows, total } = await createQuoteRepository(ctx.db, ctx.dbKind).list({ ...filter, today });
  return {
    results: rows.map((row) => {
      const items = parseQuoteItems(row.items);
      const from = items.reduce<string | null>((d, i) => (d === null || i.from < d ? i.from : d), null);
      const until = items.reduce<string | null>((d, i) => (d === null || i.until > d ? i.until : d), null);
      return {
        id: row.order_id,
        uuid: row.uuid,
        number: row.number,
        state: standingOf(row, today),
        valid_until: row.valid_until,
        created_at: row.created_at,
        sent_at: row.sent_at,
        total_amount: row.total_amount_cents,
        contact: { id: row.contact_id, uuid: row.contact_uuid, display_name: row.contact_display_name },
        period: from !== null && until !== null ? { from, until } : null,
      };
    }),
    meta: { page: filter.page, per_page: filter.perPage, total },
  };
};
