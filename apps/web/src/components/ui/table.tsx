import { ArrowDown, ArrowUp } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Cell as AriaCell,
  type CellProps as AriaCellProps,
  Column as AriaColumn,
  type ColumnProps as AriaColumnProps,
  Row as AriaRow,
  type RowProps as AriaRowProps,
  Table as AriaTable,
  TableBody as AriaTableBody,
  type TableBodyProps as AriaTableBodyProps,
  TableHeader as AriaTableHeader,
  type TableHeaderProps as AriaTableHeaderProps,
  type TableProps as AriaTableProps,
  ColumnResizer,
  ResizableTableContainer,
  type SortDescriptor,
} from 'react-aria-components';
import { cn } from '../../lib/cn';

/**
 * Styled React Aria table parts. Below `sm` (640 px) a table is shown as a list of rows: the header
 * is visually hidden (still read out) and each row wraps its cells into lines, so no column is
 * cut off on a phone. `Cell mobile="…"` arranges a cell there: 'title' first and full width,
 * 'full' on a line of its own, 'end' pushed to the right, 'hidden' left out (the desktop columns
 * are unchanged). Sorting: pass `sortDescriptor` + `onSortChange` to `Table` and
 * `allowsSorting` to a `Column`. Clickable rows: `onRowAction={(key) => navigate(...)}` on `Table`
 * (keyboard Enter works too) or `href` on a `Row`. Resizable columns: wrap in `TableContainer
 * resizable` and give columns `allowsResizing` and widths (`defaultWidth="65%"`, `width={50}`).
 *
 *   <TableContainer>
 *     <Table aria-label="Contacten" sortDescriptor={sort} onSortChange={setSort} onRowAction={open}>
 *       <TableHeader>
 *         <Column id="name" isRowHeader allowsSorting>Naam</Column>
 *       </TableHeader>
 *       <TableBody items={rows} renderEmptyState={() => <EmptyState title="Geen contacten gevonden" />}>
 *         {(row) => <Row id={row.uuid}><Cell>{row.display_name}</Cell></Row>}
 *       </TableBody>
 *     </Table>
 *   </TableContainer>
 */
export type { SortDescriptor };

export function TableContainer({
  children,
  resizable = false,
  className,
}: {
  children: ReactNode;
  resizable?: boolean;
  className?: string;
}) {
  const classes = cn(
    'w-full overflow-auto rounded-lg border border-gray-200 bg-white max-sm:overflow-visible',
    className,
  );
  return resizable ? (
    <ResizableTableContainer className={classes}>{children}</ResizableTableContainer>
  ) : (
    <div className={classes}>{children}</div>
  );
}

export function Table({ className, ...props }: AriaTableProps & { className?: string }) {
  return (
    <AriaTable
      {...props}
      className={cn('w-full border-collapse text-sm max-sm:block max-sm:!w-full', className)}
    />
  );
}

export function TableHeader<T extends object>(props: AriaTableHeaderProps<T>) {
  return <AriaTableHeader {...props} className="border-b border-gray-200 bg-gray-50 max-sm:sr-only" />;
}

export type ColumnProps = Omit<AriaColumnProps, 'className' | 'children'> & {
  children: ReactNode;
  className?: string;
  allowsResizing?: boolean;
};

export function Column({ children, className, allowsResizing, ...props }: ColumnProps) {
  return (
    <AriaColumn
      {...props}
      className={cn(
        'px-4 py-2.5 text-left text-xs font-semibold tracking-wide text-gray-600 uppercase outline-none',
        'data-focus-visible:ring-2 data-focus-visible:ring-brand-500 data-focus-visible:ring-inset',
        className,
      )}
    >
      {({ allowsSorting, sortDirection }) => (
        <div className="flex items-center gap-1">
          <span className="truncate">{children}</span>
          {allowsSorting && (
            <span aria-hidden="true" className={cn('text-gray-500', !sortDirection && 'invisible')}>
              {sortDirection === 'descending' ? (
                <ArrowDown className="size-3.5" />
              ) : (
                <ArrowUp className="size-3.5" />
              )}
            </span>
          )}
          {allowsResizing && (
            <ColumnResizer
              aria-label="Kolombreedte aanpassen"
              className="ml-auto h-5 w-1 shrink-0 cursor-col-resize rounded bg-gray-300 outline-none data-focus-visible:bg-brand-500 data-resizing:bg-brand-600"
            />
          )}
        </div>
      )}
    </AriaColumn>
  );
}

export function TableBody<T extends object>(props: AriaTableBodyProps<T>) {
  return <AriaTableBody {...props} className="divide-y divide-gray-100 max-sm:block" />;
}

export function Row<T extends object>({ className, ...props }: AriaRowProps<T> & { className?: string }) {
  return (
    <AriaRow
      {...props}
      className={cn(
        'outline-none data-focus-visible:ring-2 data-focus-visible:ring-brand-500 data-focus-visible:ring-inset',
        'data-href:cursor-pointer data-hovered:bg-gray-50 data-pressed:bg-gray-100',
        'max-sm:flex max-sm:flex-wrap max-sm:items-center max-sm:gap-x-3 max-sm:gap-y-1 max-sm:px-4 max-sm:py-3',
        className,
      )}
    />
  );
}

/** Where a cell goes when the table is shown as a list on a phone (see Table). */
export type CellMobile = 'inline' | 'title' | 'full' | 'end' | 'hidden';

const mobileClasses: Record<CellMobile, string> = {
  inline: '',
  title: 'max-sm:order-first max-sm:basis-full max-sm:font-medium',
  full: 'max-sm:basis-full',
  end: 'max-sm:ml-auto max-sm:text-right',
  hidden: 'max-sm:hidden',
};

export function Cell({
  className,
  mobile = 'inline',
  ...props
}: AriaCellProps & { className?: string; mobile?: CellMobile }) {
  return (
    <AriaCell
      {...props}
      className={cn(
        'px-4 py-3 text-gray-800 outline-none data-focus-visible:ring-2 data-focus-visible:ring-brand-500 data-focus-visible:ring-inset',
        'max-sm:block max-sm:min-w-0 max-sm:!w-auto max-sm:p-0 max-sm:empty:hidden',
        mobileClasses[mobile],
        className,
      )}
    />
  );
}
