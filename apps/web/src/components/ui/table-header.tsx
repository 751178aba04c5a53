import { ArrowDown, ArrowUp } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { cn } from '../../lib/cn';
import { ROLES, useTable } from './table-context';
import { ColumnResizer, type ColumnWidth, useColumnStyle } from './table-resizing';

/** The header row of a table (table.tsx) and its columns (sorting, resizing). */
export function TableHeader({ children }: { children: ReactNode }) {
  return (
    // On a phone the header is read out but not shown, except while a sort button in it has focus.
    <thead
      {...ROLES.rowgroup}
      className="border-b border-gray-200 bg-gray-50 max-sm:sr-only max-sm:focus-within:not-sr-only max-sm:focus-within:block"
    >
      {/* Shown on a phone, the headers wrap instead of widening the page. */}
      <tr {...ROLES.row} className="max-sm:flex max-sm:flex-wrap">
        {children}
      </tr>
    </thead>
  );
}

export type ColumnProps = {
  children: ReactNode;
  id?: string;
  className?: string;
  isRowHeader?: boolean;
  allowsSorting?: boolean;
  allowsResizing?: boolean;
  /** 'end' for amounts: the header lines up with right-aligned cells. */
  align?: 'start' | 'end';
  'aria-label'?: string;
} & ColumnWidth;

const headerText = 'text-left text-xs font-semibold tracking-wide text-gray-600 uppercase';

export function Column({
  children,
  id,
  className,
  allowsSorting,
  allowsResizing,
  width,
  defaultWidth,
  minWidth,
  align = 'start',
  'aria-label': ariaLabel,
}: ColumnProps) {
  const table = useTable();
  const style = useColumnStyle(id, { width, defaultWidth, minWidth });
  const labelId = useId();
  const direction =
    allowsSorting && id !== undefined && table.sortDescriptor?.column === id
      ? table.sortDescriptor.direction
      : undefined;
  const sort = () => {
    if (!table.onSortChange || id === undefined) return;
    table.onSortChange({
      column: id,
      direction: direction === 'ascending' ? 'descending' : 'ascending',
    });
  };
  const label = (
    <>
      <span id={labelId} className="truncate">
        {children}
      </span>
      {allowsSorting && (
        <span aria-hidden="true" className={cn('text-gray-500', !direction && 'invisible')}>
          {direction === 'descending' ? <ArrowDown className="size-3.5" /> : <ArrowUp className="size-3.5" />}
        </span>
      )}
    </>
  );
  return (
    <th
      scope="col"
      {...ROLES.columnheader}
      aria-label={ariaLabel}
      // The resize handle's name is not part of the column's.
      aria-labelledby={allowsResizing && !ariaLabel ? labelId : undefined}
      aria-sort={allowsSorting ? (direction ?? 'none') : undefined}
      style={style}
      className={cn(
        headerText,
        allowsSorting ? 'p-0' : 'px-4 py-2.5',
        align === 'end' && 'text-right',
        className,
      )}
    >
      <div
        className={cn('flex items-center gap-1', allowsResizing && 'pr-2', align === 'end' && 'justify-end')}
      >
        {allowsSorting ? (
          <button
            type="button"
            onClick={sort}
            className={cn(
              'flex min-w-0 flex-1 items-center gap-1 px-4 py-2.5 uppercase outline-none',
              align === 'end' && 'justify-end',
              'cursor-pointer focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-inset',
            )}
          >
            {label}
          </button>
        ) : (
          label
        )}
        {allowsResizing && id !== undefined && <ColumnResizer columnId={id} minWidth={minWidth} />}
      </div>
    </th>
  );
}
