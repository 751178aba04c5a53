import type { InvoiceModel } from '@app/contracts';
import { formatInvoiceDate, formatMoney } from '@app/domain';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

export type DialogProps = {
  invoice: InvoiceModel;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  isPending: boolean;
};

/** Publiceren gives a number for good: said before it happens. */
export function PublishDialog({
  invoice,
  total,
  onConfirm,
  ...props
}: DialogProps & { total: number; onConfirm: () => void }) {
  return (
    <ConfirmDialog
      {...props}
      title="Factuur publiceren"
      confirmLabel="Publiceren"
      tone="primary"
      onConfirm={onConfirm}
    >
      <div className="flex flex-col gap-2">
        <p>
          {invoice.invoice_id
            ? `De factuur krijgt weer factuurnummer ${invoice.invoice_id} en wordt Openstaand.`
            : 'De factuur krijgt een definitief factuurnummer en wordt Openstaand. Dat nummer blijft altijd bij deze factuur.'}
        </p>
        <p>
          Totaal {formatMoney(total)}, te betalen vóór {formatInvoiceDate(invoice.due_date)}. Daarna kun je de
          factuur niet meer verwijderen; wijzigen kan alleen via Wijzig factuur.
        </p>
      </div>
    </ConfirmDialog>
  );
}

/** Wijzig factuur: back to concept; a payment registration goes. */
export function ReopenDialog({ invoice, onConfirm, ...props }: DialogProps & { onConfirm: () => void }) {
  return (
    <ConfirmDialog {...props} title="Factuur wijzigen" confirmLabel="Wijzig factuur" onConfirm={onConfirm}>
      <div className="flex flex-col gap-2">
        <p>
          De factuur gaat terug naar concept, zodat je hem kunt aanpassen. Tot je hem opnieuw publiceert, is
          het geen geldige factuur.
          {invoice.invoice_id ? ` Factuurnummer ${invoice.invoice_id} blijft bij deze factuur.` : ''}
        </p>
        {invoice.status === 'paid' ? (
          <p className="font-medium text-red-700" data-testid="reopen-paid-warning">
            De betaalregistratie
            {invoice.paid_at ? ` (betaald op ${formatInvoiceDate(invoice.paid_at)})` : ''} wordt verwijderd.
            Markeer de factuur na het publiceren opnieuw als betaald.
          </p>
        ) : null}
      </div>
    </ConfirmDialog>
  );
}

/** Markeer als oninbaar: the amount is written off. */
export function UncollectableDialog({
  invoice,
  onConfirm,
  ...props
}: DialogProps & { onConfirm: () => void }) {
  return (
    <ConfirmDialog
      {...props}
      title="Markeer als oninbaar"
      confirmLabel="Markeer als oninbaar"
      onConfirm={onConfirm}
    >
      Je verwacht de {formatMoney(invoice.total_amount)}
      {invoice.contact ? ` van ${invoice.contact.display_name}` : ''} niet meer te ontvangen. De factuur
      krijgt de status Oninbaar en staat niet meer open. Terugdraaien kan met Wijzig factuur.
    </ConfirmDialog>
  );
}
