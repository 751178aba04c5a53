import type { InvoiceModel } from '@app/contracts';
import { INVOICE_MESSAGES } from '@app/contracts';
import { invoicePaymentReference, invoiceTitle } from '@app/domain';
import { Suspense, useCallback, useDeferredValue, useEffect, useRef } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { LeaveWarning } from '../../../components/leave-warning';
import { RecordPage, RecordPageFallback } from '../../../components/ui/record-page';
import { LoadingState } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api';
import { useFlashMessage } from '../../../lib/use-flash-message';
import { AuditHistory } from '../../audit';
import { LazyPaymentsCard, LazyRemindersCard } from '../../payments';
import { ClosingText } from '../components/closing-text';
import { CreditInfo } from '../components/credit-info';
import { InvoiceActions } from '../components/invoice-actions';
import { InvoiceAmountCard } from '../components/invoice-amount-card';
import { InvoiceDialogs } from '../components/invoice-dialogs';
import { headerVersion, InvoiceHeaderBlock } from '../components/invoice-header-block';
import { InvoiceLinesCard } from '../components/invoice-lines-card';
import { InvoiceNotices } from '../components/invoice-notices';
import { MailHistory } from '../components/mail-history';
import { useInvoice } from '../invoices-api';
import { useInvoiceDetail } from '../use-invoice-detail';

export function InvoiceDetailPage() {
  useFlashMessage();
  const { invoiceId = '' } = useParams();
  const invoice = useInvoice(invoiceId);
  // ?open=items opens the line editor on arrival only, not again when the page redraws after a save.
  const [params] = useSearchParams();
  const openLines = useRef(params.get('open') === 'items');
  const onLinesOpened = useCallback(() => {
    openLines.current = false;
  }, []);
  // Rendered one step behind the query: its result reaches React as a blocking update, and the whole
  // invoice in one pass was the page's longest task; deferred, it renders interruptibly
  // (docs/decisions.md, "Rendering").
  // Another invoice's data is never shown in the meantime (after a navigation, until the deferred
  // value catches up, it is "Factuur laden…").
  const deferred = useDeferredValue(invoice.data);
  const data = deferred !== undefined && deferred.uuid === invoice.data?.uuid ? deferred : undefined;
  if (invoice.isError) {
    const notFound = isApiError(invoice.error) && invoice.error.status === 404;
    return (
      <RecordPageFallback
        title="Factuur"
        loadingLabel="Factuur laden…"
        error={notFound ? { message: INVOICE_MESSAGES.notFound } : invoice.error}
        back={{ to: '/sales_invoices', label: 'Terug naar facturen' }}
      />
    );
  }
  // Keyed by the invoice only: the page keeps what is being typed while saves update the data.
  // One boundary for the whole page: a concept's header form (a lazy module) shows together with
  // the rest instead of pushing the lines down when it arrives (a layout shift). The boundary is
  // already there while loading, so the deferred render that waits for the form keeps showing
  // "Factuur laden…" instead of committing a fallback, whose reveal React would hold back up to
  // 300 ms and then render in one long task.
  const loading = <LoadingState label="Factuur laden…" />;
  return (
    <Suspense fallback={loading}>
      {data === undefined ? (
        loading
      ) : (
        <InvoiceDetail
          key={data.uuid}
          invoice={data}
          openLines={openLines.current}
          onLinesOpened={onLinesOpened}
        />
      )}
    </Suspense>
  );
}

/** A credit note reads "Creditfactuur …" in its title. */
const titleOf = (invoice: InvoiceModel) => {
  const base = invoiceTitle(invoice);
  return invoice.kind === 'credit_note' ? `Credit${base.replace(/^Factuur/, 'factuur')}` : base;
};

/**
 * An invoice's page: the title bar with its actions, the header (a form on a concept), the lines,
 * the closing text; beside them the amount, payments, reminders, mails and history. What the page
 * does lives in use-invoice-detail.ts, each block in components/invoice-*.tsx.
 */
function InvoiceDetail({
  invoice,
  openLines,
  onLinesOpened,
}: {
  invoice: InvoiceModel;
  openLines: boolean;
  onLinesOpened: () => void;
}) {
  const detail = useInvoiceDetail(invoice, openLines);
  useEffect(() => onLinesOpened(), [onLinesOpened]);
  return (
    <>
      <LeaveWarning unsaved={Boolean(detail.linesStatus?.unsaved) || detail.headerDirty} />
      <RecordPage
        title={titleOf(invoice)}
        actions={<InvoiceActions detail={detail} />}
        notices={<InvoiceNotices detail={detail} />}
        aside={
          <>
            <CreditInfo invoice={invoice} />
            <InvoiceAmountCard detail={detail} />
            <LazyPaymentsCard invoice={invoice} />
            <LazyRemindersCard invoice={invoice} />
            <MailHistory invoiceId={invoice.id} />
            <AuditHistory entity="invoice" id={invoice.uuid} version={invoice.version} />
          </>
        }
      >
        <InvoiceHeaderBlock
          key={headerVersion(invoice)}
          invoice={invoice}
          isEditable={detail.isConcept}
          isSaving={detail.update.isPending}
          onDirtyChange={detail.setHeaderDirty}
          onSave={(body) => {
            detail.setStale(false);
            detail.update.mutate(body);
          }}
        />
        <InvoiceLinesCard detail={detail} />
        <ClosingText invoice={invoice} total={detail.total} reference={invoicePaymentReference(invoice)} />
      </RecordPage>
      <InvoiceDialogs detail={detail} />
    </>
  );
}
