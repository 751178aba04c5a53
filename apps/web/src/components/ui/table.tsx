import { ArrowDown, ArrowUp } from 'lucide-react';
import {
  Children,
  createContext,
  Fragment,
  type HTMLAttributes,
  isValidElement,
  type KeyboardEvent,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  useContext,
  useId,
  useState,
} from 'react';
import { useNavigate } from 'react-router';
import { cn } from '../../lib/cn';
import { ColumnResizer, type ColumnWidth, ColumnWidthsProvider, useColumnStyle } from './table-resizing';

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
export type SortDirection = 'ascending' | 'descending';
export type SortDescriptor = { column?: string | number; direction?: SortDirection };
export type RowKey = string | number;

type TableState = {
  sortDescriptor: SortDescriptor | undefined;
  onSortChange: ((next: SortDescriptor) => void) | undefined;
  onRowAction: ((key: RowKey) => void) | undefined;
  rowHeaderIndex: number;
  columnCount: number;
  /** The row last focused: it keeps the table's one tab stop while it is shown. */
  tabStop: RowKey | undefined;
  setFocused: (key: RowKey) => void;
};

/**
 * Each part names its role although the element implies it: below `sm` the parts are shown as
 * blocks, and WebKit then drops a table's semantics (VoiceOver on an iPhone would lose the hidden
 * header and `aria-sort`).
 */
const ROLES = {
  table: { role: 'table' },
  rowgroup: { role: 'rowgroup' },
  row: { role: 'row' },
  columnheader: { role: 'columnheader' },
  rowheader: { role: 'rowheader' },
  cell: { role: 'cell' },
} as const;

const TableContext = createContext<TableState | null>(null);
const CellIndexContext = createContext(-1);
/** The row of the body that takes the table's tab stop. */
const TabStopContext = createContext<RowKey | undefined>(undefined);

function useTable(): TableState {
  const state = useContext(TableContext);
  if (!state) throw new Error('Table parts must be rendered inside <Table>.');
  return state;
}

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

export type TableBodyProps<T> = {
  items: readonly T[];
  children: (item: T) => ReactElement<RowProps>;
  renderEmptyState?: () => ReactNode;
};

export function TableBody<T>({ items, children, renderEmptyState }: TableBodyProps<T>) {
  const { columnCount, tabStop, onRowAction } = useTable();
  const rows = items.map((item) => {
    const row = children(item);
    const actionable = isActionable(row.props, onRowAction !== undefined);
    return { key: row.props.id, row, actionable };
  });
  // The focused row, or the first that can be opened when none was focused or it left the page
  // (paging, a search).
  const stop = rows.some((row) => row.key === tabStop && row.actionable)
    ? tabStop
    : rows.find((row) => row.actionable)?.key;
  return (
    <TabStopContext.Provider value={stop}>
      <tbody {...ROLES.rowgroup} className="divide-y divide-gray-100 max-sm:block">
        {rows.length === 0 && renderEmptyState ? (
          <tr {...ROLES.row} className="max-sm:block">
            <td {...ROLES.cell} colSpan={columnCount} className="max-sm:block">
              {renderEmptyState()}
            </td>
          </tr>
        ) : (
          rows.map(({ key, row }) => <Fragment key={key}>{row}</Fragment>)
        )}
      </tbody>
    </TabStopContext.Provider>
  );
}

export type RowProps = Omit<HTMLAttributes<HTMLTableRowElement>, 'id' | 'children'> & {
  id: RowKey;
  href?: string;
  /** Not opened by a click or Enter (a deactivated contact, a deleted invoice); shown as plain. */
  isDisabled?: boolean;
  children: ReactNode;
  [data: `data-${string}`]: string | boolean | undefined;
};

const isActionable = (row: Pick<RowProps, 'href' | 'isDisabled'>, tableHasAction: boolean) =>
  !row.isDisabled && (row.href !== undefined || tableHasAction);

/** Moves focus between a table's actionable rows (they are the rows with a tab index). */
function focusSiblingRow(event: KeyboardEvent<HTMLTableRowElement>) {
  const rows = Array.from(
    event.currentTarget.parentElement?.querySelectorAll<HTMLTableRowElement>(':scope > tr[tabindex]') ?? [],
  );
  const at = rows.indexOf(event.currentTarget);
  const target =
    event.key === 'ArrowDown'
      ? rows[at + 1]
      : event.key === 'ArrowUp'
        ? rows[at - 1]
        : event.key === 'Home'
          ? rows[0]
          : event.key === 'End'
            ? rows.at(-1)
            : undefined;
  if (!target) return false;
  target.focus();
  return true;
}

/** A click on a control inside the row (a button, a link, a field) belongs to that control. */
const CONTROLS = 'a, button, input, select, textarea, [role="button"], [role="link"], [role="separator"]';

const fromControl = (event: MouseEvent<HTMLTableRowElement>) => {
  // React lets clicks in a portal (a dialog or menu opened from the row) bubble to the row.
  if (!(event.target instanceof Node) || !event.currentTarget.contains(event.target)) return true;
  const control = event.target instanceof Element ? event.target.closest(CONTROLS) : null;
  return control !== null && event.currentTarget.contains(control);
};

export function Row({ id, href, isDisabled, className, children, ...rest }: RowProps) {
  const table = useTable();
  const tabStop = useContext(TabStopContext);
  const navigate = useNavigate();
  const actionable = isActionable({ href, isDisabled }, table.onRowAction !== undefined);

  const act = (event: { metaKey: boolean; ctrlKey: boolean; shiftKey: boolean }) => {
    if (href !== undefined) {
      if (event.metaKey || event.ctrlKey || event.shiftKey) window.open(href, '_blank', 'noopener');
      else void navigate(href);
    } else {
      table.onRowAction?.(id);
    }
  };

  const cells = Children.toArray(children).map((cell, index) => (
    <CellIndexContext.Provider key={isValidElement(cell) ? cell.key : index} value={index}>
      {cell}
    </CellIndexContext.Provider>
  ));

  if (!actionable) {
    return (
      <tr {...ROLES.row} {...rest} className={cn(rowLayout, className)}>
        {cells}
      </tr>
    );
  }
  return (
    <tr
      {...ROLES.row}
      {...rest}
      tabIndex={tabStop === id ? 0 : -1}
      data-href={href}
      onFocus={(event) => {
        if (event.target === event.currentTarget) table.setFocused(id);
      }}
      onClick={(event) => {
        if (!fromControl(event)) act(event);
      }}
      onKeyDown={(event) => {
        if (event.target !== event.currentTarget) return;
        if (event.key === 'Enter') {
          event.preventDefault();
          act(event);
        } else if (focusSiblingRow(event)) {
          event.preventDefault();
        }
      }}
      className={cn(
        rowLayout,
        'cursor-pointer outline-none hover:bg-gray-50 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-inset active:bg-gray-100',
        className,
      )}
    >
      {cells}
    </tr>
  );
}

const rowLayout =
  'max-sm:flex max-sm:flex-wrap max-sm:items-center max-sm:gap-x-3 max-sm:gap-y-1 max-sm:px-4 max-sm:py-3';

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
  children,
}: {
  className?: string;
  mobile?: CellMobile;
  children?: ReactNode;
}) {
  const { rowHeaderIndex } = useTable();
  const index = useContext(CellIndexContext);
  const classes = cn(
    'px-4 py-3 text-left font-normal text-gray-800',
    'max-sm:block max-sm:min-w-0 max-sm:!w-auto max-sm:p-0 max-sm:empty:hidden',
    mobileClasses[mobile],
    className,
  );
  return index === rowHeaderIndex ? (
    <th scope="row" {...ROLES.rowheader} className={classes}>
      {children}
    </th>
  ) : (
    <td {...ROLES.cell} className={classes}>
      {children}
    </td>
  );
}
