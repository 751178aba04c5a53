import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button as AriaButton } from 'react-aria-components';
import { cn } from '../../lib/cn';
import { useWideScreen } from '../../lib/use-wide-screen';

export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * The page numbers to show, always the same count for a given total: the first and last page,
 * `siblings` pages around the current one, and an ellipsis for each gap.
 * `getPageItems(5, 10)` → 1 … 4 5 6 … 10; `getPageItems(1, 10)` → 1 2 3 4 5 … 10.
 */
export function getPageItems(current: number, total: number, siblings = 1): PageItem[] {
  if (total <= 0) return [];
  const page = Math.min(Math.max(1, current), total);
  if (total <= siblings * 2 + 5) return Array.from({ length: total }, (_, i) => i + 1);
  const start = Math.max(Math.min(page - siblings, total - siblings * 2 - 2), 3);
  const end = Math.min(Math.max(page + siblings, siblings * 2 + 3), total - 2);
  const items: PageItem[] = [1, start > 3 ? 'ellipsis-start' : 2];
  for (let p = start; p <= end; p++) items.push(p);
  items.push(end < total - 2 ? 'ellipsis-end' : total - 1, total);
  return items;
}

export type PaginationProps = {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  className?: string;
};

const itemClass =
  'inline-flex h-11 min-w-11 items-center justify-center rounded-md px-2 text-sm outline-none ' +
  'data-focus-visible:ring-2 data-focus-visible:ring-brand-500 data-disabled:opacity-40 sm:h-9 sm:min-w-9';

/**
 * Numbered pagination with previous/next and ellipses; renders nothing for a single page. On a
 * phone the buttons are 44 px (a thumb's target), so only the current page sits between the first
 * and the last: at most seven buttons fit 360 px.
 */
export function Pagination({ page, pageCount, onPageChange, className }: PaginationProps) {
  const wide = useWideScreen();
  if (pageCount <= 1) return null;
  return (
    <nav
      aria-label="Paginering"
      className={cn('flex flex-wrap items-center justify-center gap-0.5 sm:gap-1', className)}
    >
      <AriaButton
        aria-label="Vorige pagina"
        isDisabled={page <= 1}
        onPress={() => onPageChange(page - 1)}
        className={cn(itemClass, 'text-gray-700 data-hovered:bg-gray-100')}
      >
        <ChevronLeft className="size-4" aria-hidden />
      </AriaButton>
      {getPageItems(page, pageCount, wide ? 1 : 0).map((item) =>
        typeof item === 'number' ? (
          <AriaButton
            key={item}
            aria-label={`Pagina ${item}`}
            aria-current={item === page ? 'page' : undefined}
            onPress={() => onPageChange(item)}
            className={cn(
              itemClass,
              item === page
                ? 'bg-brand-600 font-semibold text-white'
                : 'text-gray-700 data-hovered:bg-gray-100',
            )}
          >
            {item}
          </AriaButton>
        ) : (
          <span key={item} aria-hidden="true" className="px-1 text-gray-500">
            …
          </span>
        ),
      )}
      <AriaButton
        aria-label="Volgende pagina"
        isDisabled={page >= pageCount}
        onPress={() => onPageChange(page + 1)}
        className={cn(itemClass, 'text-gray-700 data-hovered:bg-gray-100')}
      >
        <ChevronRight className="size-4" aria-hidden />
      </AriaButton>
    </nav>
  );
}
