import { type Kysely, sql } from 'kysely';

/**
 * Invoice lines keep what they are for, so the reports never read their text:
 * - `item_id`: the article (or package) a line bills, discounts or holds the borg of; null for a
 *   typed line, transport and a promotion code;
 * - `kind`: 'rental' | 'sale' | 'bundle' | 'deposit' | 'transport' | 'discount' | 'other'.
 *
 * Lines written before this are filled in where it can be known for certain, and left 'other'
 * without an article otherwise (the reports show those as "Overig"):
 * 1. 'deposit': a 0 % line outside the scope of VAT whose text starts with "Borg" (what an order
 *    writes for a borg, and the rule the reports used until now);
 * 2. 'transport': a line starting with "Bezorgkosten", "Ophaalkosten" or "Transportkosten
 *    (handmatig)" (the texts an order writes for transport);
 * 3. on the invoice of an order, a line in the form the order wrote it, naming an article of
 *    that very order (its reserved units, sold stock or packages): "[N × ]{name}, …" is that
 *    article's rental, sale or package, "Korting N% op {name}" its discount, "Borg {name}" its
 *    borg, and "Promotiecode …" on an order with a promotion code a discount without article. A
 *    name two articles of the order share, or a renamed article, stays unknown;
 * 4. a credit note's line takes both from the line it credits.
 * Published lines are not changed by anything else: this fills in what they already were.
 */

const KINDS = ['rental', 'sale', 'bundle', 'deposit', 'transport', 'discount', 'other'] as const;
type Kind = (typeof KINDS)[number];

const TRANSPORT_PREFIXES = ['Bezorgkosten', 'Ophaalkosten', 'Transportkosten (handmatig)'];

type OrderArticle = { id: number; name: string; type: string };

/** "3 × " / "3 x " before a line of several pieces. */
const COUNT_PREFIX = /^\d+\s*[×x]\s+/;
const DISCOUNT = /^Korting\s+\d+(?:[.,]\d+)?\s*%\s+op\s+(.+)$/;

const kindOfType = (type: string): Kind =>
  type === 'sellable' ? 'sale' : type === 'bundle' ? 'bundle' : 'rental';

/**
 * The kind and article of one line of an order's invoice, when its text is one the order wrote
 * and names exactly one article of that order; null when it cannot be known for certain.
 */
export const linkOfOrderLine = (
  line: { description: string; kind: string },
  articles: readonly OrderArticle[],
  hasPromotion: boolean,
): { kind: Kind; itemId: number | null } | null => {
  const text = line.description.trim();
  const only = (name: string) => {
    const found = articles.filter((article) => article.name === name);
    return found.length === 1 ? found[0] : undefined;
  };
  if (line.kind === 'deposit') {
    const article = only(text.replace(/^Borg\s+/, ''));
    return article ? { kind: 'deposit', itemId: article.id } : null;
  }
  if (line.kind !== 'other') return null;
  if (hasPromotion && text.startsWith('Promotiecode ')) return { kind: 'discount', itemId: null };
  const discount = DISCOUNT.exec(text);
  if (discount) {
    const article = only(discount[1] ?? '');
    return article ? { kind: 'discount', itemId: article.id } : null;
  }
  // The longest article name the text starts with, followed by ", " (the period or delivery).
  const rest = text.replace(COUNT_PREFIX, '');
  const candidates = articles
    .filter((article) => rest.startsWith(`${article.name}, `))
    .sort((a, b) => b.name.length - a.name.length);
  const article = candidates[0] && only(candidates[0].name);
  return article ? { kind: kindOfType(article.type), itemId: article.id } : null;
};

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema
export const backfillInvoiceLineLinks = async (db: Kysely<any>) => {
  // 1. The borg: 0 % outside the scope, "Borg …".
  await db
    .updateTable('invoice_lines')
    .set({ kind: 'deposit' })
    .where('kind', '=', 'other')
    .where('tax_rate', '=', 0)
    .where('zero_rate_reason', '=', 'outside_scope')
    .where(sql`lower(trim(description))`, 'like', 'borg%')
    .execute();
  // 2. Transport, by the order's texts (compared case-sensitively on both databases).
  for (const prefix of TRANSPORT_PREFIXES)
    await db
      .updateTable('invoice_lines')
      .set({ kind: 'transport' })
      .where('kind', '=', 'other')
      .where(sql`substr(ltrim(description), 1, ${sql.lit(prefix.length)})`, '=', prefix)
      .execute();

  // 3. Lines of an order's invoice naming an article of that order.
  const lines: Array<{ id: number; description: string; kind: string; order_id: number }> = await db
    .selectFrom('invoice_lines as l')
    .innerJoin('invoices as i', 'i.id', 'l.invoice_id')
    .select(['l.id', 'l.description', 'l.kind', 'i.order_id'])
    .where('i.order_id', 'is not', null)
    .where('l.credited_line_id', 'is', null)
    .where('l.kind', 'in', ['other', 'deposit'])
    .execute();
  if (lines.length > 0) {
    const reserved: Array<OrderArticle & { order_id: number }> = await db
      .selectFrom('reservations as r')
      .innerJoin('units as u', 'u.id', 'r.unit_id')
      .innerJoin('items as it', 'it.id', 'u.item_id')
      .select(['r.order_id', 'it.id', 'it.name', 'it.type'])
      .where('r.order_id', 'is not', null)
      .distinct()
      .execute();
    const packages: Array<OrderArticle & { order_id: number }> = await db
      .selectFrom('order_bundles as b')
      .innerJoin('items as it', 'it.id', 'b.item_id')
      .select(['b.order_id', 'it.id', 'it.name', 'it.type'])
      .distinct()
      .execute();
    const articlesOf = new Map<number, OrderArticle[]>();
    for (const row of [...reserved, ...packages]) {
      const list = articlesOf.get(row.order_id) ?? [];
      if (!list.some((article) => article.id === row.id))
        list.push({ id: row.id, name: row.name, type: row.type });
      articlesOf.set(row.order_id, list);
    }
    const promoted = new Set(
      (
        (await db.selectFrom('orders').select('id').where('promo_code', 'is not', null).execute()) as Array<{
          id: number;
        }>
      ).map((row) => row.id),
    );
    // Grouped per (kind, article), written in chunks.
    const groups = new Map<string, { kind: Kind; itemId: number | null; ids: number[] }>();
    for (const line of lines) {
      const link = linkOfOrderLine(line, articlesOf.get(line.order_id) ?? [], promoted.has(line.order_id));
      if (!link) continue;
      const key = `${link.kind}:${link.itemId}`;
      const group = groups.get(key) ?? { ...link, ids: [] };
      group.ids.push(line.id);
      groups.set(key, group);
    }
    for (const group of groups.values())
      for (let at = 0; at < group.ids.length; at += 500)
        await db
          .updateTable('invoice_lines')
          .set({ kind: group.kind, item_id: group.itemId })
          .where('id', 'in', group.ids.slice(at, at + 500))
          .execute();
  }

  // 4. A credit note's line is what the line it credits is.
  await db
    .updateTable('invoice_lines')
    .set({
      kind: sql`(select c.kind from invoice_lines as c where c.id = invoice_lines.credited_line_id)`,
      item_id: sql`(select c.item_id from invoice_lines as c where c.id = invoice_lines.credited_line_id)`,
    })
    .where('credited_line_id', 'is not', null)
    .execute();
};

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema
export const up = async (db: Kysely<any>) => {
  await db.schema
    .alterTable('invoice_lines')
    .addColumn('item_id', 'integer', (c) => c.references('items.id').onDelete('restrict'))
    .execute();
  await db.schema
    .alterTable('invoice_lines')
    .addColumn('kind', 'text', (c) =>
      c
        .notNull()
        .defaultTo('other')
        .check(sql`kind in (${sql.join(KINDS.map((kind) => sql.lit(kind)))})`),
    )
    .execute();
  await backfillInvoiceLineLinks(db);
};
