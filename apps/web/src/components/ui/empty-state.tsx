import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export type EmptyStateProps = {
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  /** e.g. a "Toevoegen" button. */
  action?: ReactNode;
  className?: string;
};

/** Shown instead of a list or table without rows. */
export function EmptyState({ title, description, icon, action, className }: EmptyStateProps) {
  return (
    <div className={cn('flex flex-col items-center justify-center gap-2 px-6 py-12 text-center', className)}>
      {icon && <div className="mb-1 text-gray-400 [&_svg]:size-10">{icon}</div>}
      <p className="text-base font-medium text-gray-900">{title}</p>
      {description && <p className="max-w-md text-sm text-gray-600">{description}</p>}
      {action && <div className="mt-3">{action}</div>}
    </div>
  );
}
