import type { ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { cn } from '../../lib/cn';
import { useQueryTab } from './use-query-tab';

export { useQueryTab } from './use-query-tab';

export type TabItem<K extends string = string> = { id: K; label: ReactNode; content: ReactNode };

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
 * Tabs bound to a query parameter (React Aria Tabs; arrow keys move between tabs).
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
    <Tabs selectedKey={selected} onSelectionChange={(key) => select(String(key) as K)} className={className}>
      <TabList
        aria-label={aria['aria-label']}
        className="flex gap-1 overflow-x-auto border-b border-gray-200"
      >
        {tabs.map((tab) => (
          <Tab
            key={tab.id}
            id={tab.id}
            className={cn(
              '-mb-px min-h-11 cursor-default border-b-2 sm:min-h-0 border-transparent px-3 py-2 text-sm font-medium whitespace-nowrap text-gray-600 outline-none',
              'data-hovered:text-gray-900 data-selected:border-brand-600 data-selected:text-brand-700',
              'data-focus-visible:ring-2 data-focus-visible:ring-brand-500 data-focus-visible:ring-inset',
            )}
          >
            {tab.label}
          </Tab>
        ))}
      </TabList>
      {tabs.map((tab) => (
        <TabPanel key={tab.id} id={tab.id} className="pt-4 outline-none">
          {tab.content}
        </TabPanel>
      ))}
    </Tabs>
  );
}
