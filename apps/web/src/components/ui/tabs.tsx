import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { cn } from '../../lib/cn';
import { useQueryTab } from './use-query-tab';

export { useQueryTab } from './use-query-tab';

export type TabItem<K extends string = string> = { id: K; label: ReactNode; content: ReactNode };

/**
 * Tabs after the WAI-ARIA tabs pattern, without React Aria's Tabs (their collection layer and
 * list state, about 20 KiB gzipped, weighed on every page with tabs): a tab list with one tab
 * stop (the chosen tab), arrows (wrapping), Home and End move and choose at once (automatic
 * activation), and only the chosen panel is drawn, labelled by its tab.
 */
export function Tabs<K extends string>({
  tabs,
  selected,
  onSelect,
  'aria-label': ariaLabel,
  panelClassName,
  className,
}: {
  tabs: ReadonlyArray<TabItem<K>>;
  selected: K;
  onSelect: (id: K) => void;
  'aria-label': string;
  panelClassName?: string;
  className?: string;
}) {
  const base = useId();
  const refs = useRef(new Map<K, HTMLButtonElement>());
  const idOf = (id: K, part: 'tab' | 'panel') => `${base}-${part}-${id}`;
  const move = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    const tab = next === null ? undefined : tabs[next];
    if (!tab) return;
    event.preventDefault();
    onSelect(tab.id);
    refs.current.get(tab.id)?.focus();
  };
  const current = tabs.find((tab) => tab.id === selected);
  return (
    <div className={className}>
      <div
        role="tablist"
        aria-label={ariaLabel}
        aria-orientation="horizontal"
        className="flex gap-1 overflow-x-auto border-b border-gray-200"
      >
        {tabs.map((tab, index) => {
          const isSelected = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) refs.current.set(tab.id, element);
                else refs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={idOf(tab.id, 'tab')}
              aria-selected={isSelected}
              aria-controls={isSelected ? idOf(tab.id, 'panel') : undefined}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(tab.id)}
              onKeyDown={(event) => move(event, index)}
              className={cn(
                '-mb-px min-h-11 cursor-default border-b-2 border-transparent px-3 py-2 text-sm font-medium whitespace-nowrap text-gray-600 outline-none sm:min-h-0',
                'hover:text-gray-900 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-inset',
                isSelected && 'border-brand-600 text-brand-700',
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {current ? (
        <div
          role="tabpanel"
          id={idOf(current.id, 'panel')}
          aria-labelledby={idOf(current.id, 'tab')}
          className={cn('pt-4 outline-none', panelClassName)}
        >
          {current.content}
        </div>
      ) : null}
    </div>
  );
}

export type QueryTabsProps<K extends string = string> = {
  tabs: ReadonlyArray<TabItem<K>>;
  /** Query parameter that holds the selected tab (default `view`). */
  param?: string;
  /** Tab shown when the parameter is missing or unknown. */
  defaultTab: K;
  /** Accessible name of the tab list. */
  'aria-label': string;
  className?: string;
};

/**
 * Tabs bound to a query parameter (arrow keys move between tabs).
 *
 *   <QueryTabs aria-label="Artikel" defaultTab="overview" tabs={[
 *     { id: 'overview', label: 'Overzicht', content: <Overview /> },
 *     { id: 'stock', label: `Voorraad (${n})`, content: <Stock /> }]} />
 */
export function QueryTabs<K extends string = string>({
  tabs,
  param = 'view',
  defaultTab,
  className,
  ...aria
}: QueryTabsProps<K>) {
  const [selected, select] = useQueryTab(
    tabs.map((t) => t.id),
    defaultTab,
    param,
  );
  return (
    <Tabs
      tabs={tabs}
      selected={selected}
      onSelect={select}
      aria-label={aria['aria-label']}
      {...(className ? { className } : {})}
    />
  );
}
