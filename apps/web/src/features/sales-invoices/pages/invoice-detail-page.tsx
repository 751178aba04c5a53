import type { InvoiceModel } from '@app/contracts';
import { INVOICE_MESSAGES } from '@app/contracts';
import { formatInvoiceDate } from '@app/domain';
import { Download, Pencil, Send } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { MessageBar } from '../../../components/ui/message-bar';
import { Money } from '../../../components/ui/money';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadingState } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api';
import { useFlashMessage } from '../../../lib/use-flash-message';
import { InvoiceAgeBar } from '../components/age-bar';
import { type ExtraAction, ExtraMenu } from '../components/extra-menu';
import { ContactFields, DateFields, headerBody, useHeaderForm } from '../components/header-fields';
import { LinesEditor } from '../components/lines-editor';
import { InvoiceStatusBadge } from '../components/status-badge';
import { TotalsTable, totalsOfModel } from '../components/totals-table';
import { errorText, invoicesApi, useInvoice, useInvoiceMutation, usePdfDownload } from '../invoices-api';

/** The payment reference: the number, or CONCEPT plus the concept id. */
export const referenceOf = (invoice: Pick<InvoiceModel, 'status' | 'invoice_id' | 'concept_id'>) =>
  invoice.status === 'concept' || !invoice.invoice_id ? `CONCEPT ${invoice.concept_id}` : invoice.invoice_id;

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
  if (invoice.isPending) return <LoadingState label="Factuur laden…" />;
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
  return (
    <InvoiceDetail
      key={`${invoice.data.uuid}-${invoice.data.updated_at}`}
      invoice={invoice.data}
      openLines={openLines.current}
      onLinesOpened={onLinesOpened}
    />
  );
}

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
  const [confirmDelete, setConfirmDelete] = useState(false);
  const pdf = usePdfDownload();

  const update = useInvoiceMutation((body: Parameters<typeof invoicesApi.update>[1]) =>
    invoicesApi.update(invoice.id, body),
  );
  // A refused status change (e.g. publishing while the contact or company details lack what the
  // invoice must show) stays on the page: the message lists what to fill in, a toast would vanish.
  const status = useInvoiceMutation(
    (to: InvoiceModel['status']) => invoicesApi.update(invoice.id, { status: to }),
    undefined,
    { errorToast: false },
  );
  const statusErrors = isApiError(status.error) ? status.error.errors : undefined;
  const remove = useInvoiceMutation(() => invoicesApi.remove(invoice.id), 'De factuur is verwijderd.');
  const duplicate = useInvoiceMutation(() => invoicesApi.duplicate(invoice.id));

  useEffect(() => onLinesOpened(), [onLinesOpened]);
  const closeLines = () => setEditingLines(false);

  const onExtra = (action: ExtraAction) => {
    if (action === 'duplicate') {
      duplicate.mutate(undefined, {
        onSuccess: (copy) =>
          void navigate(`/sales_invoices/${copy.uuid}`, {
            state: { message: `Kopie Concept #${copy.concept_id} is aangemaakt.` },
          }),
      });
    } else if (action === 'delete') setConfirmDelete(true);
    else if (action === 'reopen') status.mutate('concept');
    else status.mutate(action);
  };

  const title =
    invoice.status === 'concept' || !invoice.invoice_id
      ? `Concept #${invoice.concept_id}`
      : `Factuur ${invoice.invoice_id}`;
  const busy = status.isPending || update.isPending || remove.isPending || duplicate.isPending;
  const awaitingPayment = invoice.status === 'outstanding' || invoice.status === 'overdue';

  return (
    <>
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
            <ExtraMenu invoice={invoice} onAction={onExtra} isDisabled={busy} />
            {invoice.allowed_transitions.includes('outstanding') ? (
              <Button
                icon={<Send className="size-4" aria-hidden />}
                isPending={status.isPending}
                onPress={() => status.mutate('outstanding')}
              >
                Publiceren
              </Button>
            ) : null}
          </>
        }
      />
      {status.error ? (
        <MessageBar
          tone="danger"
          className="mb-4"
          action={
            statusErrors?.company_details ? (
              <Link className="text-sm font-medium underline" to="/settings/identities">
                Naar bedrijfsgegevens
              </Link>
            ) : statusErrors?.contact_id && invoice.contact && !invoice.contact.deleted_at ? (
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
        <div className="flex flex-col gap-6">
          <HeaderBlock
            invoice={invoice}
            isEditable={isConcept}
            isSaving={update.isPending}
            onSave={(body) => update.mutate(body)}
          />
          <Card
            title="Factuurregels"
            actions={
              isConcept && !editingLines ? (
                <Button
                  variant="secondary"
                  size="sm"
                  icon={<Pencil className="size-4" aria-hidden />}
                  onPress={() => setEditingLines(true)}
                >
                  Regels bewerken
                </Button>
              ) : null
            }
          >
            {editingLines && isConcept ? (
              <LinesEditor
                invoice={invoice}
                isSaving={update.isPending}
                onCancel={closeLines}
                onSave={(body) => update.mutate(body, { onSuccess: closeLines })}
              />
            ) : (
              <LinesView invoice={invoice} />
            )}
          </Card>
          <p className="text-sm text-gray-700" data-testid="closing-text">
            Wij verzoeken je vriendelijk het bedrag van <Money cents={invoice.total_amount} /> vóór{' '}
            {formatInvoiceDate(invoice.due_date)} over te maken onder vermelding van {referenceOf(invoice)}.
          </p>
        </div>
        <aside>
          <Card title="Te ontvangen">
            <p className="text-2xl font-semibold tabular-nums" data-testid="amount-due">
              <Money cents={invoice.total_amount} />
            </p>
            <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
              <dt className="text-gray-500">Factuurnummer</dt>
              <dd>{invoice.invoice_id ?? `Concept #${invoice.concept_id}`}</dd>
              <dt className="text-gray-500">Vervaldatum</dt>
              <dd>{formatInvoiceDate(invoice.due_date)}</dd>
              <dt className="text-gray-500">Contact</dt>
              <dd>
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
        </aside>
      </div>
      <ConfirmDialog
        isOpen={confirmDelete}
        onOpenChange={setConfirmDelete}
        title="Factuur verwijderen"
        confirmLabel="Verwijderen"
        isPending={remove.isPending}
        onConfirm={() =>
          // mutateAsync: the deleted invoice's new updated_at remounts this page, which would
          // drop a callback passed to mutate(). A failure is already shown as a toast.
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

function HeaderBlock({
  invoice,
  isEditable,
  isSaving,
  onSave,
}: {
  invoice: InvoiceModel;
  isEditable: boolean;
  isSaving: boolean;
  onSave: (body: ReturnType<typeof headerBody>) => void;
}) {
  const form = useHeaderForm({
    contact: invoice.contact ? { ...invoice.contact, people: invoice.contact.people } : null,
    person_id: invoice.reference?.id ?? null,
    identifier: invoice.identifier ?? '',
    invoice_date: invoice.invoice_date,
    days_until_due: String(invoice.days_until_due),
  });
  const contact = invoice.contact;
  if (!isEditable) {
    return (
      <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
        <Card title="Contact">
          {contact ? (
            <div className="text-sm">
              <p className="font-medium">{contact.display_name}</p>
              {invoice.reference ? (
                <p>t.a.v. {`${invoice.reference.first_name} ${invoice.reference.last_name}`}</p>
              ) : null}
              {contact.address_line_1 ? <p>{contact.address_line_1}</p> : null}
              <p>{[contact.postal_code, contact.city].filter(Boolean).join(' ')}</p>
              {invoice.identifier ? (
                <p className="mt-2 text-gray-600">Kenmerk: {invoice.identifier}</p>
              ) : null}
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
            <dt className="text-gray-500">Factuur verloopt na</dt>
            <dd>{invoice.days_until_due} dagen</dd>
            <dt className="text-gray-500">Vervaldatum</dt>
            <dd>{formatInvoiceDate(invoice.due_date)}</dd>
          </dl>
        </Card>
      </div>
    );
  }
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit((values) => onSave(headerBody(values)))();
      }}
      className="flex flex-col gap-3"
    >
      <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
        <Card title="Contact">
          <ContactFields form={form} />
        </Card>
        <Card title="Factuurnummer en datum">
          <div className="flex flex-col gap-4">
            <div className="text-sm">
              <span className="text-gray-500">Factuurnummer: </span>
              <span data-testid="invoice-number">
                {invoice.invoice_id ?? 'wordt toegekend bij publiceren'}
              </span>
            </div>
            <DateFields form={form} />
          </div>
        </Card>
      </div>
      <div className="flex justify-end">
        <Button type="submit" variant="secondary" isPending={isSaving} isDisabled={!form.formState.isDirty}>
          Gegevens opslaan
        </Button>
      </div>
    </form>
  );
}

function LinesView({ invoice }: { invoice: InvoiceModel }) {
  if (invoice.items.length === 0) {
    return <p className="text-sm text-gray-500">Deze factuur heeft nog geen regels.</p>;
  }
  return (
    <div className="flex flex-col gap-4">
      <table className="w-full text-sm">
        <thead className="text-left text-xs text-gray-500">
          <tr>
            <th className="py-1 font-medium">Omschrijving</th>
            <th className="py-1 text-right font-medium">Aantal</th>
            <th className="py-1 text-right font-medium">
              {invoice.include_tax ? 'Prijs incl. btw' : 'Prijs excl. btw'}
            </th>
            <th className="py-1 text-right font-medium">Btw</th>
          </tr>
        </thead>
        <tbody>
          {invoice.items.map((item) => (
            <tr key={item.uuid} className="border-t border-gray-100" data-testid="invoice-line-view">
              <td className="py-1.5">{item.description || '—'}</td>
              <td className="py-1.5 text-right tabular-nums">
                {new Intl.NumberFormat('nl-NL').format(item.unitCount)}
              </td>
              <td className="py-1.5 text-right">
                <Money cents={item.unitPrice} />
              </td>
              <td className="py-1.5 text-right">{item.taxRate}%</td>
            </tr>
          ))}
        </tbody>
      </table>
      <TotalsTable totals={totalsOfModel(invoice)} />
    </div>
  );
}
