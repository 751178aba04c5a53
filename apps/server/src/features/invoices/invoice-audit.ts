import { isDeepStrictEqual } from 'node:util';
import type { InvoiceLineRow } from './invoices.repository.ts';

type LineLike = Pick<
  InvoiceLineRow,
  'uuid' | 'description' | 'unit_count' | 'unit_price_cents' | 'tax_rate' | 'zero_rate_reason'
>;

const contentOf = (line: LineLike) => [
  line.description,
  line.unit_count,
  line.unit_price_cents,
  line.tax_rate,
  line.zero_rate_reason ?? null,
];

/**
 * The audit summary of a replaced set of invoice lines, matched by uuid: "3 regels gewijzigd
 * (1 toegevoegd, 1 verwijderd, 1 aangepast)", or null when nothing changed. The lines themselves
 * stay out of the trail (the invoice shows them); the count tells what happened.
 */
export const summariseLineChanges = (before: LineLike[], after: LineLike[]): string | null => {
  const old = new Map(before.map((line) => [line.uuid, line]));
  const kept = new Set(after.map((line) => line.uuid));
  let added = 0;
  let changed = 0;
  for (const line of after) {
    const previous = old.get(line.uuid);
    if (!previous) added += 1;
    else if (!isDeepStrictEqual(contentOf(previous), contentOf(line))) changed += 1;
  }
  const removed = before.filter((line) => !kept.has(line.uuid)).length;
  const total = added + changed + removed;
  const reordered =
    total === 0 &&
    !isDeepStrictEqual(
      before.map((l) => l.uuid),
      after.map((l) => l.uuid),
    );
  if (total === 0) return reordered ? 'Volgorde van de regels gewijzigd' : null;
  const parts = [
    added > 0 ? `${added} toegevoegd` : null,
    removed > 0 ? `${removed} verwijderd` : null,
    changed > 0 ? `${changed} aangepast` : null,
  ].filter(Boolean);
  return `${total} ${total === 1 ? 'regel' : 'regels'} gewijzigd (${parts.join(', ')})`;
};
