import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { MessageBar } from './message-bar';
import { PageHeader } from './page-header';
import { LoadingState } from './spinner';

export type RecordBackLink = { to: string; label: string };

export type RecordPageProps = {
  title: ReactNode;
  /** The tab's title when `title` is not plain text. */
  documentTitle?: string;
  /** The list the record belongs to ("← Orders"), above the title. */
  back?: RecordBackLink;
  /** More above the title, after the back link (badges). */
  before?: ReactNode;
  description?: ReactNode;
  /** The record's buttons, right of the title (wrapping under it on a phone). */
  actions?: ReactNode;
  /** Messages between the title bar and the blocks (a warning, a notice). */
  notices?: ReactNode;
  /** The side column (amounts, history); without it the blocks take the whole width. */
  aside?: ReactNode;
  /** The record's blocks (cards), top to bottom. */
  children: ReactNode;
};

const backLinkClass =
  'inline-flex min-h-11 items-center gap-1 text-sm text-gray-600 hover:text-gray-900 sm:min-h-0';

/**
 * The frame of a record's page (an order, an invoice): the title bar with the way back, the
 * record's actions, notices, then its blocks, with an optional side column from 1024 px on. Grid
 * columns are `minmax(0,1fr)`, so long content never widens the page on a phone.
 *
 *   <RecordPage title={`Order #${id}`} back={{ to: '/orders', label: 'Orders' }} actions={…} aside={…}>
 *     <Card title="Adres">…</Card>
 *   </RecordPage>
 */
export function RecordPage({
  title,
  documentTitle,
  back,
  before,
  description,
  actions,
  notices,
  aside,
  children,
}: RecordPageProps) {
  const above =
    back || before ? (
      <div className="flex flex-wrap items-center gap-2">
        {back && (
          <Link to={back.to} className={backLinkClass}>
            <ArrowLeft className="size-4" aria-hidden /> {back.label}
          </Link>
        )}
        {before}
      </div>
    ) : undefined;
  return (
    <>
      <PageHeader
        title={title}
        {...(documentTitle ? { documentTitle } : {})}
        {...(above ? { before: above } : {})}
        description={description}
        actions={actions}
      />
      {notices}
      {aside ? (
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="flex min-w-0 flex-col gap-6">{children}</div>
          <aside className="flex min-w-0 flex-col gap-6">{aside}</aside>
        </div>
      ) : (
        <div className="flex min-w-0 flex-col gap-4">{children}</div>
      )}
    </>
  );
}

/**
 * A record's page while it loads, or when it cannot be shown: the loading state, or the title with
 * the reason and the way back to its list.
 */
export function RecordPageFallback({
  title,
  loadingLabel,
  error,
  back,
}: {
  title: string;
  loadingLabel: string;
  /** Null while loading. */
  error: { message: string } | null;
  back?: RecordBackLink;
}) {
  if (!error) return <LoadingState label={loadingLabel} />;
  return (
    <>
      <PageHeader title={title} />
      <MessageBar tone="danger">{error.message}</MessageBar>
      {back && (
        <Link
          to={back.to}
          className="mt-4 inline-flex min-h-11 items-center text-sm text-brand-700 underline sm:min-h-0"
        >
          {back.label}
        </Link>
      )}
    </>
  );
}
