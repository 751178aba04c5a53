import type { InvoiceModel } from '@app/contracts';
import { INVOICE_MESSAGES } from '@app/contracts';
import {
  formatDeliveryPeriod,
  formatInvoiceDate,
  formatMoney,
  invoicePaymentReference,
  invoiceTitle,
  ZERO_RATE_REASON_LABELS,
} from '@app/domain';
import { Download, FileCode, Pencil, Send } from 'lucide-react';
import { lazy, Suspense, useCallback, useDeferredValue, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { LeaveWarning } from '../../../components/leave-warning';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { MessageBar } from '../../../components/ui/message-bar';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadingState, Spinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api';
import { isStaleVersion, STALE_VERSION_MESSAGE } from '../../../lib/stale-version';
import { useFlashMessage } from '../../../lib/use-flash-message';
import { AuditHistory } from '../../audit';
import { PaymentsCard, RemindersCard } from '../../payments';
import { InvoiceAgeBar } from '../components/age-bar';
import { CreditDialog, type CreditLineChoice } from '../components/credit-dialog';
import { CreditInfo } from '../components/credit-info';
import { type ExtraAction, ExtraMenu } from '../components/extra-menu';
import type { headerBody } from '../components/header-fields';
import type { LinesEditorHandle, LinesEditorStatus } from '../components/lines-editor';
import { MailHistory } from '../components/mail-history';
import { InvoiceStatusBadge } from '../components/status-badge';
import {
  PublishDialog,
  ReopenDialog,
  UncollectableDialog,
  type ZeroRateReasonChoice,
} from '../components/status-dialogs';
import { TotalsTable, totalsOfModel } from '../components/totals-table';
import { errorText, invoicesApi, useInvoice, useInvoiceMutation, usePdfDownload } from '../invoices-api';
import { useUblDownload } from '../ubl-download';

// The line editor (with drag and drop) is about a third of this page's code and only a concept
// being edited needs it: loaded when "Regels bewerken" is pointed at or pressed.
const loadLinesEditor = () => import('../components/lines-editor');
const LinesEditor = lazy(() => loadLinesEditor().then((m) => ({ default: m.LinesEditor })));
// Only a concept's header is a form (with its date pickers); a published invoice shows text. The
// dialogs with a form load when they open.
const HeaderForm = lazy(() => import('../components/header-form').then((m) => ({ default: m.HeaderForm })));
const PaidDialog = lazy(() => import('../components/paid-dialog').then((m) => ({ default: m.PaidDialog })));
const SendMailDialog = lazy(() =>
  import('../components/send-mail-dialog').then((m) => ({ default: m.SendMailDialog })),
);
const preloadLinesEditor = () => {
  void loadLinesEditor();
};

/** The payment reference: the number (also one a concept kept), or CONCEPT plus the concept id. */
export const referenceOf = (invoice: Pick<InvoiceModel, 'invoice_id' | 'concept_id'>) =>
  invoicePaymentReference(invoice);

/** The header fields as one value: the header form starts over only when these change. */
const headerVersion = (invoice: InvoiceModel) =>
  JSON.stringify([
    invoice.status,
    invoice.contact?.id,
    invoice.reference?.id,
    invoice.identifier,
    invoice.invoice_date,
    invoice.days_until_due,
    invoice.delivery_from,
    invoice.delivery_until,
  ]);

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
    const message =
      isApiError(invoice.error) && invoice.error.status === 404
        ? INVOICE_MESSAGES.notFound
        : invoice.error.message;
    return (
      <>
        <PageHeader title="Factuur" />
        <MessageBar tone="danger">{message}</MessageBar>
      </>
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

type Dialog = 'publish' | 'reopen' | 'uncollectable' | 'paid' | 'delete' | 'send' | 'credit' | null;

function InvoiceDetail({
  invoice,
  openLines,
  onLinesOpened,
}: {
  invoice: InvoiceModel;
  openLines: boolean;
  onLinesOpened: () => void;
}) {
  const navigate = useNavigate();
  const isConcept = invoice.status === 'concept' && !invoice.deleted_at;
  const [editingLines, setEditingLines] = useState(isConcept && openLines);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [linesStatus, setLinesStatus] = useState<LinesEditorStatus | null>(null);
  const [headerDirty, setHeaderDirty] = useState(false);
  // Why publishing (or sending) could not start: unsaved or unreadable lines, an unsaved header.
  const [blocked, setBlocked] = useState<string | null>(null);
  const [preparing, setPreparing] = useState(false);
  const linesEditor = useRef<LinesEditorHandle>(null);
  const pdf = usePdfDownload();
  const ubl = useUblDownload();

  // Someone else changed the invoice since this page loaded it (another tab published it): the
  // save was refused, the invoice reloads, and this says why the page changed under one's hands.
  const [stale, setStale] = useState(false);
  const onStale = useCallback(() => {
    setStale(true);
    setDialog(null);
    setEditingLines(false);
    setLinesStatus(null);
  }, []);
  // Every change carries the version the page shows (the server refuses a stale one).
  const update = useInvoiceMutation(
    (body: Parameters<typeof invoicesApi.update>[1]) =>
      invoicesApi.update(invoice.id, { ...body, version: invoice.version }),
    undefined,
    { onStale },
  );
  // A refused status change (e.g. publishing while the contact or company details lack what the
  // invoice must show) stays on the page: the message lists what to fill in, a toast would vanish.
  const status = useInvoiceMutation(
    (change: { to: InvoiceModel['status']; paidAt?: string; reasons?: ZeroRateReasonChoice[] }) =>
      invoicesApi.update(invoice.id, {
        status: change.to,
        ...(change.paidAt ? { paid_at: change.paidAt } : {}),
        version: invoice.version,
        ...(change.reasons?.length ? { zero_rate_reasons: change.reasons } : {}),
      }),
    undefined,
    { errorToast: false, onStale },
  );
  const statusErrors = isApiError(status.error) ? status.error.errors : undefined;
  const remove = useInvoiceMutation(() => invoicesApi.remove(invoice.id), 'De factuur is verwijderd.');
  const duplicate = useInvoiceMutation(() => invoicesApi.duplicate(invoice.id));
  const credit = useInvoiceMutation(
    (lines: CreditLineChoice[] | undefined) => invoicesApi.credit(invoice.id, lines),
    undefined,
    { errorToast: false },
  );

  useEffect(() => onLinesOpened(), [onLinesOpened]);
  const closeLines = useCallback(() => {
    setEditingLines(false);
    setLinesStatus(null);
  }, []);
  const editorOpen = editingLines && isConcept;

  /** Saves the open line editor first; false (with the reason on screen) when that is not possible. */
  const prepare = async (action: string): Promise<boolean> => {
    setBlocked(null);
    setStale(false);
    status.reset();
    if (headerDirty) {
      setBlocked(
        `De contact- of datumgegevens zijn gewijzigd maar nog niet opgeslagen. Kies eerst Gegevens opslaan, daarna ${action}.`,
      );
      return false;
    }
    if (!editorOpen || !linesEditor.current) return true;
    setPreparing(true);
    const problem = await linesEditor.current.flush();
    setPreparing(false);
    if (problem === null) return true;
    setBlocked(`De factuurregels zijn nog niet opgeslagen, dus ${action} kan nog niet. ${problem}`);
    return false;
  };

  const closeDialog = () => setDialog(null);
  const changeStatus = (to: InvoiceModel['status'], paidAt?: string, reasons?: ZeroRateReasonChoice[]) =>
    status.mutate(
      { to, ...(paidAt ? { paidAt } : {}), ...(reasons ? { reasons } : {}) },
      {
        onSettled: closeDialog,
        onSuccess: () => {
          if (to === 'outstanding') closeLines();
        },
      },
    );

  const onExtra = async (action: ExtraAction) => {
    if (action === 'duplicate') {
      duplicate.mutate(undefined, {
        onSuccess: (copy) =>
          void navigate(`/sales_invoices/${copy.uuid}`, {
            state: { message: `Kopie Concept #${copy.concept_id} is aangemaakt.` },
          }),
      });
    } else if (action === 'send') {
      if (invoice.status !== 'concept' || (await prepare('versturen'))) setDialog('send');
    } else setDialog(action === 'reopen' ? 'reopen' : action);
  };

  const baseTitle = invoiceTitle(invoice);
  const title =
    invoice.kind === 'credit_note' ? `Credit${baseTitle.replace(/^Factuur/, 'factuur')}` : baseTitle;
  const busy = status.isPending || update.isPending || remove.isPending || duplicate.isPending || preparing;
  const awaitingPayment = invoice.status === 'outstanding' || invoice.status === 'overdue';
  const paid = invoice.status === 'paid';
  // While the lines are being edited, the amounts follow what is typed.
  const total = linesStatus ? linesStatus.totals.totalInclCents : invoice.total_amount;
  const reference = referenceOf(invoice);
  const reverseCharge = invoice.vat_treatment === 'reverse_charge';

  return (
    <>
      <LeaveWarning unsaved={Boolean(linesStatus?.unsaved) || headerDirty} />
      <PageHeader
        title={title}
        actions={
          <>
            <InvoiceStatusBadge status={invoice.status} />
            <Button
              variant="secondary"
              icon={<Download className="size-4" aria-hidden />}
              isPending={pdf.isPending}
              onPress={() => pdf.mutate(invoice)}
            >
              Download as PDF
            </Button>
            {invoice.status !== 'concept' && !invoice.deleted_at ? (
              <Button
                variant="secondary"
                icon={<FileCode className="size-4" aria-hidden />}
                isPending={ubl.isPending}
                onPress={() => ubl.mutate(invoice)}
              >
                Download UBL
              </Button>
            ) : null}
            <ExtraMenu invoice={invoice} onAction={(action) => void onExtra(action)} isDisabled={busy} />
            {invoice.allowed_transitions.includes('outstanding') ? (
              <Button
                icon={<Send className="size-4" aria-hidden />}
                isPending={preparing || (status.isPending && dialog === 'publish')}
                isDisabled={busy}
                onPress={() => {
                  void prepare('publiceren').then((ok) => {
                    if (ok) setDialog('publish');
                  });
                }}
              >
                Publiceren
              </Button>
            ) : null}
          </>
        }
      />
      {blocked ? (
        <MessageBar tone="warning" className="mb-4" live="alert">
          <span data-testid="publish-blocked">{blocked}</span>
        </MessageBar>
      ) : null}
      {stale ? (
        <MessageBar tone="warning" className="mb-4" live="alert">
          <span data-testid="stale-notice">{STALE_VERSION_MESSAGE}</span>
        </MessageBar>
      ) : null}
      {status.error && !isStaleVersion(status.error) ? (
        <MessageBar
          tone="danger"
          className="mb-4"
          action={
            statusErrors?.company_details ? (
              <Link className="text-sm font-medium underline" to="/settings/identities">
                Naar bedrijfsgegevens
              </Link>
            ) : (statusErrors?.contact_id || statusErrors?.vat_treatment) &&
              invoice.contact &&
              !invoice.contact.deleted_at ? (
              <Link className="text-sm font-medium underline" to={`/contacts/${invoice.contact.uuid}`}>
                Naar contact
              </Link>
            ) : undefined
          }
        >
          <span data-testid="status-error">{errorText(status.error)}</span>
        </MessageBar>
      ) : null}
      {pdf.isPending ? (
        <MessageBar tone="info" className="mb-4" live="status">
          De PDF wordt gemaakt…
        </MessageBar>
      ) : null}
      {invoice.deleted_at ? (
        <MessageBar tone="warning" className="mb-4">
          {INVOICE_MESSAGES.deleted}
        </MessageBar>
      ) : null}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <HeaderBlock
            key={headerVersion(invoice)}
            invoice={invoice}
            isEditable={isConcept}
            isSaving={update.isPending}
            onDirtyChange={setHeaderDirty}
            onSave={(body) => {
              setStale(false);
              update.mutate(body);
            }}
          />
          <Card
            title="Factuurregels"
            actions={
              isConcept && !editingLines ? (
                <Button
                  variant="secondary"
                  size="sm"
                  icon={<Pencil className="size-4" aria-hidden />}
                  onHoverStart={preloadLinesEditor}
                  onFocus={preloadLinesEditor}
                  onPress={() => setEditingLines(true)}
                >
                  Regels bewerken
                </Button>
              ) : null
            }
          >
            {editorOpen ? (
              <Suspense fallback={<Spinner />}>
                <LinesEditor
                  key={invoice.uuid}
                  ref={linesEditor}
                  invoice={invoice}
                  onStatusChange={setLinesStatus}
                  onDone={closeLines}
                  onStale={onStale}
                />
              </Suspense>
            ) : (
              <LinesView invoice={invoice} />
            )}
          </Card>
          <ClosingText invoice={invoice} total={total} reference={reference} />
        </div>
        <aside className="flex min-w-0 flex-col gap-6">
          <CreditInfo invoice={invoice} />
          <Card title={paid ? 'Ontvangen' : 'Te ontvangen'}>
            <p className="text-2xl font-semibold whitespace-nowrap tabular-nums" data-testid="amount-due">
              {formatMoney(awaitingPayment ? invoice.open_amount : total)}
            </p>
            {paid && invoice.paid_at ? (
              <p className="mt-1 text-sm font-medium text-green-700" data-testid="paid-on">
                Betaald op {formatInvoiceDate(invoice.paid_at)}
              </p>
            ) : null}
            <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
              <dt className="text-gray-500">Factuurnummer</dt>
              <dd data-testid="side-number">{invoice.invoice_id ?? `Concept #${invoice.concept_id}`}</dd>
              <dt className="text-gray-500">Vervaldatum</dt>
              <dd>{formatInvoiceDate(invoice.due_date)}</dd>
              <dt className="text-gray-500">{invoice.delivery_until ? 'Leverperiode' : 'Leverdatum'}</dt>
              <dd>
                {formatDeliveryPeriod(invoice.delivery_from ?? invoice.invoice_date, invoice.delivery_until)}
              </dd>
              {reverseCharge ? (
                <>
                  <dt className="text-gray-500">Btw</dt>
                  <dd>verlegd</dd>
                </>
              ) : null}
              <dt className="text-gray-500">Contact</dt>
              <dd className="break-words">
                {invoice.contact && !invoice.contact.deleted_at ? (
                  <Link className="text-brand-700 underline" to={`/contacts/${invoice.contact.uuid}`}>
                    {invoice.contact.display_name}
                  </Link>
                ) : (
                  (invoice.contact?.display_name ?? '—')
                )}
              </dd>
            </dl>
            {awaitingPayment ? <InvoiceAgeBar invoiceDate={invoice.invoice_date} /> : null}
          </Card>
          <PaymentsCard invoice={invoice} />
          <RemindersCard invoice={invoice} />
          <MailHistory invoiceId={invoice.id} />
          <AuditHistory entity="invoice" id={invoice.uuid} version={invoice.version} />
        </aside>
      </div>
      <CreditDialog
        invoice={invoice}
        isOpen={dialog === 'credit'}
        onOpenChange={(open) => {
          if (!open) {
            credit.reset();
            closeDialog();
          }
        }}
        isPending={credit.isPending}
        error={credit.error ? errorText(credit.error) : null}
        onConfirm={(lines) =>
          credit.mutate(lines, {
            onSuccess: (note) => {
              closeDialog();
              void navigate(`/sales_invoices/${note.uuid}`, {
                state: {
                  message: 'Creditfactuur (concept) aangemaakt. Publiceer die om het bedrag terug te boeken.',
                },
              });
            },
          })
        }
      />
      <PublishDialog
        invoice={invoice}
        total={invoice.total_amount}
        isOpen={dialog === 'publish'}
        onOpenChange={(open) => !open && closeDialog()}
        isPending={status.isPending}
        onConfirm={(reasons) => changeStatus('outstanding', undefined, reasons)}
      />
      <ReopenDialog
        invoice={invoice}
        isOpen={dialog === 'reopen'}
        onOpenChange={(open) => !open && closeDialog()}
        isPending={status.isPending}
        onConfirm={() => changeStatus('concept')}
      />
      <UncollectableDialog
        invoice={invoice}
        isOpen={dialog === 'uncollectable'}
        onOpenChange={(open) => !open && closeDialog()}
        isPending={status.isPending}
        onConfirm={() => changeStatus('uncollectable')}
      />
      {dialog === 'paid' ? (
        <Suspense fallback={null}>
          <PaidDialog
            invoice={invoice}
            isOpen
            onOpenChange={(open) => !open && closeDialog()}
            isPending={status.isPending}
            onConfirm={(paidAt) => changeStatus('paid', paidAt)}
          />
        </Suspense>
      ) : null}
      {dialog === 'send' ? (
        <Suspense fallback={null}>
          <SendMailDialog
            invoice={invoice}
            isOpen
            onOpenChange={(open) => !open && closeDialog()}
            onSent={(sent) => {
              if (sent.status !== 'concept') closeLines();
            }}
          />
        </Suspense>
      ) : null}
      <ConfirmDialog
        isOpen={dialog === 'delete'}
        onOpenChange={(open) => !open && closeDialog()}
        title="Factuur verwijderen"
        confirmLabel="Verwijderen"
        isPending={remove.isPending}
        onConfirm={() =>
          void remove.mutateAsync(undefined).then(
            () => navigate('/sales_invoices'),
            () => undefined,
          )
        }
      >
        {INVOICE_MESSAGES.deleteConfirm}
      </ConfirmDialog>
    </>
  );
}

/**
 * The closing text: a payment request with the amount, due date and reference; for a paid invoice
 * the payment instead; under reverse charge the statement and the buyer's VAT id.
 */
function ClosingText({
  invoice,
  total,
  reference,
}: {
  invoice: InvoiceModel;
  total: number;
  reference: string;
}) {
  const reverseCharge = invoice.vat_treatment === 'reverse_charge';
  return (
    <div className="flex flex-col gap-1 text-sm text-gray-700" data-testid="closing-text">
      {invoice.status === 'paid' && invoice.paid_at ? (
        <p>
          Het bedrag van <span className="whitespace-nowrap">{formatMoney(total)}</span> is op{' '}
          {formatInvoiceDate(invoice.paid_at)} betaald onder vermelding van {reference}. Dank je wel!
        </p>
      ) : (
        <p>
          Wij verzoeken je vriendelijk het bedrag van{' '}
          <span className="whitespace-nowrap">{formatMoney(total)}</span> vóór{' '}
          {formatInvoiceDate(invoice.due_date)} over te maken onder vermelding van {reference}.
        </p>
      )}
      {reverseCharge ? (
        <p>
          Btw verlegd naar de afnemer
          {invoice.contact?.vat_id ? ` (btw-id ${invoice.contact.vat_id})` : ''}.
        </p>
      ) : null}
    </div>
  );
}

function HeaderBlock({
  invoice,
  isEditable,
  isSaving,
  onSave,
  onDirtyChange,
}: {
  invoice: InvoiceModel;
  isEditable: boolean;
  isSaving: boolean;
  onSave: (body: ReturnType<typeof headerBody>) => void;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const contact = invoice.contact;
  if (isEditable) {
    return <HeaderForm invoice={invoice} isSaving={isSaving} onSave={onSave} onDirtyChange={onDirtyChange} />;
  }
  return (
    <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
      <Card title="Contact">
        {contact ? (
          <div className="text-sm break-words">
            <p className="font-medium">{contact.display_name}</p>
            {invoice.reference ? (
              <p>t.a.v. {`${invoice.reference.first_name} ${invoice.reference.last_name}`}</p>
            ) : null}
            {contact.address_line_1 ? <p>{contact.address_line_1}</p> : null}
            <p>{[contact.postal_code, contact.city].filter(Boolean).join(' ')}</p>
            {contact.vat_id ? <p className="text-gray-600">Btw-id: {contact.vat_id}</p> : null}
            {invoice.identifier ? <p className="mt-2 text-gray-600">Kenmerk: {invoice.identifier}</p> : null}
          </div>
        ) : (
          <p className="text-sm text-gray-500">Je hebt nog geen contact geselecteerd.</p>
        )}
      </Card>
      <Card title="Factuurnummer en datum">
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
          <dt className="text-gray-500">Factuurnummer</dt>
          <dd data-testid="invoice-number">{invoice.invoice_id ?? '—'}</dd>
          <dt className="text-gray-500">Factuurdatum</dt>
          <dd>{formatInvoiceDate(invoice.invoice_date)}</dd>
          <dt className="text-gray-500">{invoice.delivery_until ? 'Leverperiode' : 'Leverdatum'}</dt>
          <dd data-testid="delivery">
            {formatDeliveryPeriod(invoice.delivery_from ?? invoice.invoice_date, invoice.delivery_until)}
          </dd>
          <dt className="text-gray-500">Factuur verloopt na</dt>
          <dd>{invoice.days_until_due} dagen</dd>
          <dt className="text-gray-500">Vervaldatum</dt>
          <dd>{formatInvoiceDate(invoice.due_date)}</dd>
          {invoice.paid_at ? (
            <>
              <dt className="text-gray-500">Betaald op</dt>
              <dd>{formatInvoiceDate(invoice.paid_at)}</dd>
            </>
          ) : null}
        </dl>
      </Card>
    </div>
  );
}

function LinesView({ invoice }: { invoice: InvoiceModel }) {
  if (invoice.items.length === 0) {
    return <p className="text-sm text-gray-500">Deze factuur heeft nog geen regels.</p>;
  }
  const reverseCharge = invoice.vat_treatment === 'reverse_charge';
  return (
    <div className="flex flex-col gap-4">
      <table className="w-full text-sm">
        <thead className="text-left text-xs text-gray-500">
          <tr>
            <th className="py-1 font-medium">Omschrijving</th>
            <th className="py-1 pl-2 text-right font-medium">Aantal</th>
            <th className="py-1 pl-2 text-right font-medium">
              {invoice.include_tax && !reverseCharge ? 'Prijs incl. btw' : 'Prijs excl. btw'}
            </th>
            <th className="py-1 pl-2 text-right font-medium">Btw</th>
          </tr>
        </thead>
        <tbody>
          {invoice.items.map((item) => (
            <tr
              key={item.uuid}
              className="border-t border-gray-100 align-top"
              data-testid="invoice-line-view"
            >
              <td className="py-1.5 break-words">
                {item.description || '—'}
                {!reverseCharge && item.taxRate === 0 && item.zeroRateReason ? (
                  <span className="block text-xs text-gray-500">
                    {ZERO_RATE_REASON_LABELS[item.zeroRateReason]}
                  </span>
                ) : null}
              </td>
              <td className="py-1.5 pl-2 text-right tabular-nums">
                {new Intl.NumberFormat('nl-NL').format(item.unitCount)}
              </td>
              <td className="py-1.5 pl-2 text-right whitespace-nowrap tabular-nums">
                {formatMoney(item.unitPrice)}
              </td>
              <td className="py-1.5 pl-2 text-right whitespace-nowrap">
                {reverseCharge ? 'verlegd' : `${item.taxRate}%`}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <TotalsTable totals={totalsOfModel(invoice)} reverseCharge={reverseCharge} />
    </div>
  );
}
