import { Children, isValidElement, type ReactElement, type ReactNode, useState } from 'react';
import { cn } from '../../lib/cn';
import { ROLES, type RowKey, type SortDescriptor, TableContext } from './table-context';
import { type ColumnProps, TableHeader } from './table-header';
import { ColumnWidthsProvider } from './table-resizing';

export { Cell, type CellMobile, Row, type RowProps, TableBody, type TableBodyProps } from './table-body';
export type { RowKey, SortDescriptor, SortDirection } from './table-context';
export { Column, type ColumnProps, TableHeader } from './table-header';

/**
 * Styled semantic table (`<table>`, `<th scope>`, `aria-sort`), no grid widget: a list page renders
 * its first 20 rows without a collection layer, which is what its first paint waits for (see
 * docs/decisions.md, "Rendering"). Below `sm` (640 px) a table is shown as a list
 * of rows: the header is visually hidden (still read out) and each row wraps its cells into lines,
 * so no column is cut off on a phone. `Cell mobile="…"` arranges a cell there: 'title' first and
 * full width, 'full' on a line of its own, 'end' pushed to the right, 'hidden' left out (the
 * desktop columns are unchanged).
 * - Sorting: pass `sortDescriptor` + `onSortChange` to `Table` and `allowsSorting` to a `Column`;
 *   the header becomes a button.
 * - Clickable rows: `onRowAction={(key) => navigate(...)}` on `Table` or `href` on a `Row`. Such
 *   rows take one tab stop together: arrow keys, Home and End move between them and Enter opens
 *   one; a click on a button or link inside a row is left to that control.
 * - Resizable columns: `TableContainer resizable`, `allowsResizing` and widths on the columns
 *   (`defaultWidth="65%"`, `width={50}`, `minWidth`).
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
  return (
    <div className={classes}>
      {resizable ? <ColumnWidthsProvider>{children}</ColumnWidthsProvider> : children}
    </div>
  );
}

export type TableProps = {
  'aria-label': string;
  children: ReactNode;
  className?: string;
  sortDescriptor?: SortDescriptor;
  onSortChange?: (next: SortDescriptor) => void;
  onRowAction?: (key: RowKey) => void;
};

export function Table({
  children,
  className,
  sortDescriptor,
  onSortChange,
  onRowAction,
  'aria-label': ariaLabel,
}: TableProps) {
  const [focused, setFocused] = useState<RowKey>();
  const columns = headerColumns(children);
  const rowHeaderIndex = Math.max(
    0,
    columns.findIndex((column) => column.props.isRowHeader),
  );
  const state = {
    sortDescriptor,
    onSortChange,
    onRowAction,
    rowHeaderIndex,
    columnCount: Math.max(1, columns.length),
    tabStop: focused,
    setFocused,
  };
  return (
    <TableContext.Provider value={state}>
      <table
        {...ROLES.table}
        aria-label={ariaLabel}
        className={cn('w-full border-collapse text-sm max-sm:block max-sm:!w-full', className)}
      >
        {children}
      </table>
    </TableContext.Provider>
  );
}

/** The Column elements inside the table's TableHeader, in order (for the row header and colSpan). */
function headerColumns(children: ReactNode): ReactElement<ColumnProps>[] {
  for (const child of Children.toArray(children)) {
    if (isValidElement<{ children?: ReactNode }>(child) && child.type === TableHeader) {
      return Children.toArray(child.props.children).filter(isValidElement<ColumnProps>);
    }
  }
  return [];
}
