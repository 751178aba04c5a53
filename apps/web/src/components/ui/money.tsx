import { formatMoney } from '@app/domain';
import { cn } from '../../lib/cn';

/**
 * An amount as "€ 1.234,56" that never breaks over two lines (formatMoney uses ordinary spaces, so
 * a narrow column could show "€" above "1.234,56"). Tabular figures line amounts up in columns.
 */
export function Money({ cents, className }: { cents: number; className?: string }) {
  return <span className={cn('whitespace-nowrap tabular-nums', className)}>{formatMoney(cents)}</span>;
}
