import {
  type CSSProperties,
  createContext,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  useContext,
  useMemo,
  useState,
} from 'react';

/**
 * Column widths for `Table`: `width` is fixed, `defaultWidth` is where a resizable column starts
 * (`'1fr'` takes what the others leave), `minWidth` bounds it; numbers are pixels, strings CSS
 * lengths or percentages of the table. A resized column keeps its width in pixels in the
 * `TableContainer` and the columns that were not resized share what is left; nothing is measured
 * until someone resizes, so the first render does no layout work.
 */
export type ColumnWidth = {
  width?: number | string;
  defaultWidth?: number | string;
  minWidth?: number | string;
};

type Widths = {
  resized: Readonly<Record<string, number>>;
  setWidth: (columnId: string, px: number) => void;
};

const WidthsContext = createContext<Widths | null>(null);

const cssLength = (value: number | string | undefined) =>
  value === undefined || value === '1fr' ? undefined : typeof value === 'number' ? `${value}px` : value;

export function ColumnWidthsProvider({ children }: { children: ReactNode }) {
  const [resized, setResized] = useState<Record<string, number>>({});
  const widths = useMemo<Widths>(
    () => ({ resized, setWidth: (columnId, px) => setResized((all) => ({ ...all, [columnId]: px })) }),
    [resized],
  );
  return <WidthsContext.Provider value={widths}>{children}</WidthsContext.Provider>;
}

/** The style of a column's header cell (the table's auto layout takes the column from it). */
export function useColumnStyle(columnId: string | undefined, sizes: ColumnWidth): CSSProperties | undefined {
  const widths = useContext(WidthsContext);
  const resized = columnId === undefined ? undefined : widths?.resized[columnId];
  const minWidth = cssLength(sizes.minWidth);
  if (sizes.width !== undefined) {
    const width = cssLength(sizes.width);
    return { width, minWidth: minWidth ?? width };
  }
  if (resized !== undefined) return { width: `${resized}px`, minWidth };
  // Once a column was resized, percentages of the others would fight it: they share the rest.
  const anyResized = widths !== null && Object.keys(widths.resized).length > 0;
  const width = anyResized ? undefined : cssLength(sizes.defaultWidth);
  return width === undefined && minWidth === undefined ? undefined : { width, minWidth };
}

/** Pixels of a `minWidth` for a table `tableWidth` pixels wide. */
function pixelsOf(value: number | string | undefined, tableWidth: number): number {
  if (typeof value === 'number') return value;
  if (value?.endsWith('%')) return (Number.parseFloat(value) / 100) * tableWidth;
  if (value?.endsWith('px')) return Number.parseFloat(value);
  return 40;
}

const STEP_PX = 10;

/** Until the handle is first used: the column's least share, as good a guess as any without measuring. */
const initialShare = (minWidth: number | string | undefined) =>
  typeof minWidth === 'string' && minWidth.endsWith('%') ? Number.parseFloat(minWidth) : 50;

/**
 * The handle at a resizable column's edge: drag it, or focus it and use the arrow keys (a
 * focusable separator, the ARIA window-splitter pattern; its value is the column's share of the
 * table in percent).
 */
export function ColumnResizer({ columnId, minWidth }: { columnId: string; minWidth?: number | string }) {
  const widths = useContext(WidthsContext);
  const [share, setShare] = useState<number>();
  if (!widths) return null;

  /** The header cell, the table's width and the column's bounds, measured when the handle is used. */
  const measure = (handle: Element) => {
    const cell = handle.closest('th');
    const table = handle.closest('table');
    if (!cell || !table) return undefined;
    const tableWidth = table.getBoundingClientRect().width;
    const others = Array.from(cell.parentElement?.children ?? []).filter((th) => th !== cell);
    const othersMin = others.reduce(
      (sum, th) => sum + (Number.parseFloat(getComputedStyle(th).minWidth) || 40),
      0,
    );
    const min = pixelsOf(minWidth, tableWidth);
    return {
      width: cell.getBoundingClientRect().width,
      tableWidth,
      min,
      max: Math.max(min, tableWidth - othersMin),
    };
  };

  const resizeTo = (px: number, bounds: NonNullable<ReturnType<typeof measure>>) => {
    const width = Math.round(Math.min(bounds.max, Math.max(bounds.min, px)));
    widths.setWidth(columnId, width);
    setShare(Math.round((width / bounds.tableWidth) * 100));
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    const bounds = measure(event.currentTarget);
    if (!bounds) return;
    event.preventDefault();
    const startX = event.clientX;
    const handle = event.currentTarget;
    handle.setPointerCapture(event.pointerId);
    handle.dataset.resizing = 'true';
    const move = (e: globalThis.PointerEvent) => resizeTo(bounds.width + e.clientX - startX, bounds);
    const stop = () => {
      delete handle.dataset.resizing;
      handle.removeEventListener('pointermove', move);
      handle.removeEventListener('pointerup', stop);
      handle.removeEventListener('pointercancel', stop);
    };
    handle.addEventListener('pointermove', move);
    handle.addEventListener('pointerup', stop);
    handle.addEventListener('pointercancel', stop);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowRight' ? STEP_PX : event.key === 'ArrowLeft' ? -STEP_PX : 0;
    if (step === 0) return;
    const bounds = measure(event.currentTarget);
    if (!bounds) return;
    event.preventDefault();
    resizeTo(bounds.width + step, bounds);
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: <hr> cannot be focused or dragged; a focusable separator is the ARIA window splitter.
    <div
      role="separator"
      aria-orientation="vertical"
      aria-label="Kolombreedte aanpassen"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={share ?? initialShare(minWidth)}
      tabIndex={0}
      onFocus={(event) => {
        const bounds = measure(event.currentTarget);
        if (bounds) setShare(Math.round((bounds.width / bounds.tableWidth) * 100));
      }}
      onPointerDown={onPointerDown}
      onKeyDown={onKeyDown}
      onClick={(event) => event.stopPropagation()}
      className="ml-auto h-5 w-1 shrink-0 cursor-col-resize max-sm:hidden touch-none rounded bg-gray-300 outline-none focus-visible:bg-brand-500 data-resizing:bg-brand-600"
    />
  );
}
