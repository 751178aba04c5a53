import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export type CardProps = {
  /** Optional heading (rendered as h2) and actions to its right. */
  title?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
  /** Remove the inner padding (for tables and lists that run to the edge). */
  flush?: boolean;
};

/** A white panel with a border; the basic building block of detail pages. */
export function Card({ title, actions, children, className, flush = false }: CardProps) {
  return (
    <section className={cn('rounded-lg border border-gray-200 bg-white shadow-xs', className)}>
      {(title || actions) && (
        <div className="flex items-center justify-between gap-3 border-b border-gray-200 px-4 py-3">
          {title && <h2 className="text-base font-semibold text-gray-900">{title}</h2>}
          {actions && <div className="flex items-center gap-2">{actions}</div>}
        </div>
      )}
      <div className={flush ? '' : 'p-4'}>{children}</div>
    </section>
  );
}
