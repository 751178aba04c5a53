import { useSearchParams } from 'react-router';

// Apart from tabs.tsx: the order form keeps its contact tab in the address too.
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
