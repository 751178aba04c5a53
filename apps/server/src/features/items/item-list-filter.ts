import { ITEM_LIST_FILTERS, ITEM_TYPES } from '@app/contracts';
import { AppError } from '../../lib/app-error.ts';

export type ItemType = (typeof ITEM_TYPES)[number];
export type ParsedItemListFilter = { types: ItemType[]; stockedOnly: boolean };

const tokensOf = (raw: string) =>
  raw
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter(Boolean);

const refuse = (field: string, message: string) =>
  new AppError('validation_failed', message, { [field]: [message] });

/**
 * Reads the list filters of items.view:
 * - `filter`: the spec's comma list of `all` or `rentable`, plus `stocked` (only items with stock);
 * - `types`: the list page's Huur/Koop multi-select, e.g. `rentable,sellable`; absent = both,
 *   present but empty = none (the person switched both off).
 * Both narrow the result: `filter=rentable&types=sellable` matches nothing.
 */
export const parseItemListFilter = (
  filter: string | undefined,
  types: string | undefined,
): ParsedItemListFilter => {
  const filterTokens = tokensOf(filter ?? '');
  for (const token of filterTokens) {
    if (!(ITEM_LIST_FILTERS as readonly string[]).includes(token)) {
      throw refuse('filter', `Onbekend filter "${token}". Kies uit: ${ITEM_LIST_FILTERS.join(', ')}.`);
    }
  }
  let chosen: ItemType[] = [...ITEM_TYPES];
  if (types !== undefined) {
    const typeTokens = tokensOf(types);
    for (const token of typeTokens) {
      if (!(ITEM_TYPES as readonly string[]).includes(token)) {
        throw refuse('types', `Onbekend type "${token}". Kies uit: ${ITEM_TYPES.join(', ')}.`);
      }
    }
    chosen = ITEM_TYPES.filter((type) => typeTokens.includes(type));
  }
  if (filterTokens.includes('rentable') && !filterTokens.includes('all')) {
    chosen = chosen.filter((type) => type === 'rentable' || type === 'bundle');
  }
  // A package (bundle) is rented: it goes with Huur.
  if (chosen.includes('rentable') && !chosen.includes('bundle')) chosen.push('bundle');
  return { types: chosen, stockedOnly: filterTokens.includes('stocked') };
};
