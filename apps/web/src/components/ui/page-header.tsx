import { type ReactNode, useEffect } from 'react';
import { cn } from '../../lib/cn';
import { APP_NAME } from '../../lib/constants';

export type PageHeaderProps = {
  title: ReactNode;
  /** Used for document.title when `title` is not a plain string. */
  documentTitle?: string;
  description?: ReactNode;
  /** Buttons to the right of the title. */
  actions?: ReactNode;
  /** Above the title (e.g. a back link or badges). */
  before?: ReactNode;
  /** Let a long title wrap instead of cutting it off (e.g. a date that must stay readable on a phone). */
  wrapTitle?: boolean;
};

/** The page's h1 plus actions; also sets the browser tab title. */
export function PageHeader({
  title,
  documentTitle,
  description,
  actions,
  before,
  wrapTitle = false,
}: PageHeaderProps) {
  const tabTitle = documentTitle ?? (typeof title === 'string' ? title : undefined);
  useDocumentTitle(tabTitle);
  return (
    <header className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        {before && <div className="mb-2">{before}</div>}
        <h1
          className={cn(
            'text-2xl font-semibold tracking-tight text-gray-900',
            wrapTitle ? 'break-words' : 'truncate',
          )}
        >
          {title}
        </h1>
        {description && <p className="mt-1 text-sm text-gray-600">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
    </header>
  );
}

export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · ${APP_NAME}` : APP_NAME;
  }, [title]);
}
