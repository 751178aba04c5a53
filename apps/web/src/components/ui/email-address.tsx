import { Fragment } from 'react';
import { cn } from '../../lib/cn';

/**
 * An e-mail address that wraps at sensible points in a narrow column: before the "@" and before
 * each dot (like "administratie / @evenementenbureau / .example.nl"), and only within a part
 * when one part alone is wider than the line.
 */
export function EmailAddress({ address, className }: { address: string; className?: string }) {
  const parts = address.split(/(?=[@.])/);
  return (
    <span className={cn('[overflow-wrap:anywhere]', className)}>
      {parts.map((part, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
