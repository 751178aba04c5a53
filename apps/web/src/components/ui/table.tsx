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
 * Styled React Aria table parts. Sorting: pass `sortDescriptor` + `onSortChange` to `Table` and
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
  const classes = cn('w-full overflow-auto rounded-lg border border-gray-200 bg-white', className);
  return resizable ? (
    <ResizableTableContainer className={classes}>{children}</ResizableTableContainer>
  ) : (
    <div className={classes}>{children}</div>
  );
}

export function Table({ className, ...props }: AriaTableProps & { className?: string }) {
  return <AriaTable {...props} className={cn('w-full border-collapse text-sm', className)} />;
}

export function TableHeader<T extends object>(props: AriaTableHeaderProps<T>) {
  return <AriaTableHeader {...props} className="border-b border-gray-200 bg-gray-50" />;
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
  return <AriaTableBody {...props} className="divide-y divide-gray-100" />;
}

export function Row<T extends object>({ className, ...props }: AriaRowProps<T> & { className?: string }) {
  return (
    <AriaRow
      {...props}
      className={cn(
        'outline-none data-focus-visible:ring-2 data-focus-visible:ring-brand-500 data-focus-visible:ring-inset',
        'data-href:cursor-pointer data-hovered:bg-gray-50 data-pressed:bg-gray-100',
        className,
      )}
    />
  );
}

export function Cell({ className, ...props }: AriaCellProps & { className?: string }) {
  return (
    <AriaCell
      {...props}
      className={cn(
        'px-4 py-3 text-gray-800 outline-none data-focus-visible:ring-2 data-focus-visible:ring-brand-500 data-focus-visible:ring-inset',
        className,
      )}
    />
  );
}
