import type { InvoiceModel } from '@app/contracts';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../lib/api';
import type { CreditLineChoice } from './components/credit-dialog';
import type { ExtraAction } from './components/extra-menu';
import type { LinesEditorHandle, LinesEditorStatus } from './components/lines-editor';
import type { ZeroRateReasonChoice } from './components/status-dialogs';
import { invoicesApi, useInvoiceMutation, usePdfDownload } from './invoices-api';
import { useUblDownload } from './ubl-download';

export type InvoiceDialog =
  | 'publish'
  | 'reopen'
  | 'uncollectable'
  | 'paid'
  | 'delete'
  | 'send'
  | 'credit'
  | null;

/**
 * What an invoice's page does: its changes (each carrying the version the page shows, so a stale
 * one is refused), status changes, delete, duplicate, credit, the downloads, which dialog is open,
 * and whether the lines are being edited. `prepare(action)` saves an open line editor before a
 * publish or send, and says on the page why it cannot when it cannot.
 */
export function useInvoiceDetail(invoice: InvoiceModel, openLines: boolean) {
  const navigate = useNavigate();
  const isConcept = invoice.status === 'concept' && !invoice.deleted_at;
  const [editingLines, setEditingLines] = useState(isConcept && openLines);
  const [dialog, setDialog] = useState<InvoiceDialog>(null);
  const [linesStatus, setLinesStatus] = useState<LinesEditorStatus | null>(null);
  const [headerDirty, setHeaderDirty] = useState(false);
  // Why publishing (or sending) could not start: unsaved or unreadable lines, an unsaved header.
  const [blocked, setBlocked] = useState<string | null>(null);
  const [preparing, setPreparing] = useState(false);
  const linesEditor = useRef<LinesEditorHandle>(null);
  const pdf = usePdfDownload();
  const ubl = useUblDownload();

  // Someone else changed the invoice since this page loaded it (another tab published it): the
  // save was refused, the invoice reloads, and the page says why it changed under one's hands.
  const [stale, setStale] = useState(false);
  const onStale = useCallback(() => {
    setStale(true);
    setDialog(null);
    setEditingLines(false);
    setLinesStatus(null);
  }, []);
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
  const remove = useInvoiceMutation(() => invoicesApi.remove(invoice.id), 'De factuur is verwijderd.');
  const duplicate = useInvoiceMutation(() => invoicesApi.duplicate(invoice.id));
  const credit = useInvoiceMutation(
    (lines: CreditLineChoice[] | undefined) => invoicesApi.credit(invoice.id, lines),
    undefined,
    { errorToast: false },
  );

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

  const publish = () => {
    void prepare('publiceren').then((ok) => {
      if (ok) setDialog('publish');
    });
  };

  return {
    invoice,
    isConcept,
    editingLines,
    setEditingLines,
    editorOpen,
    closeLines,
    linesEditor,
    linesStatus,
    setLinesStatus,
    headerDirty,
    setHeaderDirty,
    blocked,
    preparing,
    stale,
    setStale,
    onStale,
    dialog,
    setDialog,
    closeDialog,
    update,
    status,
    statusErrors: isApiError(status.error) ? status.error.errors : undefined,
    remove,
    credit,
    pdf,
    ubl,
    changeStatus,
    onExtra,
    publish,
    busy: status.isPending || update.isPending || remove.isPending || duplicate.isPending || preparing,
    // While the lines are being edited, the amounts follow what is typed.
    total: linesStatus ? linesStatus.totals.totalInclCents : invoice.total_amount,
    deleteAndLeave: () =>
      void remove.mutateAsync(undefined).then(
        () => navigate('/sales_invoices'),
        () => undefined,
      ),
    creditAndOpen: (lines: CreditLineChoice[] | undefined) =>
      credit.mutate(lines, {
        onSuccess: (note) => {
          closeDialog();
          void navigate(`/sales_invoices/${note.uuid}`, {
            state: {
              message: 'Creditfactuur (concept) aangemaakt. Publiceer die om het bedrag terug te boeken.',
            },
          });
        },
      }),
  };
}

export type InvoiceDetailState = ReturnType<typeof useInvoiceDetail>;
