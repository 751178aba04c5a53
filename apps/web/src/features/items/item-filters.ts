import { useSyncExternalStore } from 'react';
import { createLocalStore } from '../../lib/local-store';
import type { ItemTypeFilter } from './items-api';

const ALL_TYPES: readonly ItemTypeFilter[] = ['rentable', 'sellable'];

/** The list's Huur/Koop choice, remembered in localStorage as `item_filters` (spec: both on by default). */
const store = createLocalStore<ItemTypeFilter[]>('item_filters', (raw) =>
  Array.isArray(raw) ? ALL_TYPES.filter((type) => raw.includes(type)) : null,
);

export function useItemTypeFilter() {
  const stored = useSyncExternalStore(store.subscribe, store.get, store.get);
  const types = stored ?? ALL_TYPES;
  return [
    types,
    (next: readonly ItemTypeFilter[]) => store.set(ALL_TYPES.filter((t) => next.includes(t))),
  ] as const;
}
