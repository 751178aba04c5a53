import { createContext, useContext } from 'react';

/** What the parts of a table (table.tsx) share: its state, the roles, the tab stop. */
export type SortDirection = 'ascending' | 'descending';
export type SortDescriptor = { column?: string | number; direction?: SortDirection };
export type RowKey = string | number;

export type TableState = {
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
export const ROLES = {
  table: { role: 'table' },
  rowgroup: { role: 'rowgroup' },
  row: { role: 'row' },
  columnheader: { role: 'columnheader' },
  rowheader: { role: 'rowheader' },
  cell: { role: 'cell' },
} as const;

export const TableContext = createContext<TableState | null>(null);
export const CellIndexContext = createContext(-1);
/** The row of the body that takes the table's tab stop. */
export const TabStopContext = createContext<RowKey | undefined>(undefined);

export function useTable(): TableState {
  const state = useContext(TableContext);
  if (!state) throw new Error('Table parts must be rendered inside <Table>.');
  return state;
}
