import { useSearchParams } from 'react-router';

// Apart from tabs.tsx so a page that keeps its tab in the address without React Aria's Tabs
// (the order form) does not load them.
/** Reads the selected tab from `?view=` (or `param`); unknown values fall back to `defaultTab`. */
export function useQueryTab<K extends string>(tabIds: ReadonlyArray<K>, defaultTab: K, param = 'view') {
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = searchParams.get(param);
  const selected = tabIds.find((id) => id === raw) ?? defaultTab;
  const select = (id: K) =>
    setSearchParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set(param, id);
        return next;
      },
      { replace: true },
    );
  return [selected, select] as const;
}
