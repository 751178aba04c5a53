import { PAGE_SIZE, SEARCH_DEBOUNCE_MS } from '@app/domain';
import { useDeferredValue, useState } from 'react';
import { useDebouncedValue } from './use-debounced-value';

/**
 * A list page's search box and page: `search` is what is typed, `term` the trimmed term after the
 * typing stopped (what the query asks for). A new term or filter (`filters`, also one changed in
 * another tab) starts again at page 1.
 *
 *   const list = usePagedList([statuses]);
 *   const orders = useOrdersList({ q: list.term, statuses, page: list.page });
 *   const shown = usePagedRows(orders.data);
 */
export function usePagedList(filters: readonly unknown[] = []) {
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const key = JSON.stringify([term, ...filters]);
  const [pageState, setPageState] = useState({ page: 1, key });
  return {
    search,
    setSearch,
    term,
    page: pageState.key === key ? pageState.page : 1,
    setPage: (page: number) => setPageState({ page, key }),
  };
}

/**
 * The rows a list page shows, one step behind the query: its result reaches React as a blocking
 * update, and the rows in one pass were a list page's longest task; deferred, they render
 * interruptibly (docs/decisions.md, "Rendering"). `extra`: rows beyond the counted total (a
 * search that counts no further than a cap, "1.000+", has at least one more).
 */
export function usePagedRows<Row, Meta extends { total: number }>(
  data: { results: Row[]; meta: Meta } | undefined,
  extra: (meta: Meta) => number = () => 0,
) {
  const shown = useDeferredValue(data);
  return {
    data: shown,
    rows: shown?.results ?? [],
    pageCount: shown ? Math.max(1, Math.ceil((shown.meta.total + extra(shown.meta)) / PAGE_SIZE)) : 1,
  };
}
