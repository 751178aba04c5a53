import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn';

export type TileProps = {
  label: string;
  value: ReactNode;
  detail?: ReactNode;
  /** The list behind the figure; without it the tile is plain text. */
  to?: string;
  /** Amber when something asks for attention (a count above zero). */
  attention?: boolean;
  testId: string;
};

/** One figure of Vandaag: label, the figure large, a line below, the whole tile a link. */
export function Tile({ label, value, detail, to, attention = false, testId }: TileProps) {
  const body = (
    <>
      <span className="text-sm font-medium text-gray-700">{label}</span>
      <span
        className={cn(
          'text-xl font-semibold tabular-nums sm:text-2xl',
          attention ? 'text-amber-800' : 'text-gray-900',
        )}
        data-testid={`${testId}-value`}
      >
        {value}
      </span>
      {detail && <span className="text-xs text-gray-600">{detail}</span>}
    </>
  );
  const className = cn(
    'flex min-h-24 min-w-0 flex-col justify-between gap-1 rounded-lg border bg-white p-3 break-words shadow-xs sm:p-4',
    attention ? 'border-amber-300' : 'border-gray-200',
  );
  if (!to)
    return (
      <div className={className} data-testid={testId}>
        {body}
      </div>
    );
  return (
    <Link
      to={to}
      className={cn(
        className,
        'no-underline hover:bg-gray-50 focus-visible:ring-2 focus-visible:ring-brand-500',
      )}
      data-testid={testId}
    >
      {body}
    </Link>
  );
}
