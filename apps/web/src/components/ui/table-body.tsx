import {
  Children,
  Fragment,
  type HTMLAttributes,
  isValidElement,
  type KeyboardEvent,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  useContext,
} from 'react';
import { useNavigate } from 'react-router';
import { cn } from '../../lib/cn';
import { CellIndexContext, ROLES, type RowKey, TabStopContext, useTable } from './table-context';

/** The body of a table (table.tsx): its rows (one tab stop, arrow keys, Enter) and cells. */
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
