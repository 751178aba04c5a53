import type { InvoiceModel, ZeroRateReasonValue } from '@app/contracts';
import { formatInvoiceDate, formatMoney, ZERO_RATE_REASON_LABELS, ZERO_RATE_REASONS } from '@app/domain';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { inputClassName } from '../../../components/ui/field';
import { useSettings } from '../../settings';

export type ZeroRateReasonChoice = { uuid: string; reason: ZeroRateReasonValue };

/** The 0% lines that still need a reason before the invoice can be published. */
export const linesWithoutReason = (invoice: InvoiceModel) =>
  invoice.vat_treatment === 'reverse_charge'
    ? []
    : invoice.items.filter((item) => item.taxRate === 0 && !item.zeroRateReason);

/**
 * A reason per 0% line without one, preselected with the company's default (Instellingen →
 * Nummering), so Publiceren never sends the user back to the line editor.
 */
export function ZeroRateReasons({
  lines,
  value,
  onChange,
}: {
  lines: InvoiceModel['items'];
  value: (uuid: string) => ZeroRateReasonValue;
  onChange: (uuid: string, reason: ZeroRateReasonValue) => void;
}) {
  const id = useId();
  return (
    <fieldset className="flex flex-col gap-3 rounded-md border border-amber-300 bg-amber-50 p-3">
      <legend className="px-1 text-sm font-medium text-gray-900">Reden voor 0% btw</legend>
      <p className="text-sm text-gray-700">
        {lines.length === 1 ? 'Deze regel heeft' : 'Deze regels hebben'} 0% btw zonder reden. De reden komt
        onder de regel op de factuur.
      </p>
      {lines.map((line, index) => (
        <div key={line.uuid} className="flex flex-col gap-1">
          <label htmlFor={`${id}-${index}`} className="text-sm font-medium break-words text-gray-700">
            {line.description || 'Regel zonder omschrijving'}
          </label>
          <select
            id={`${id}-${index}`}
            data-testid="publish-zero-rate-reason"
            className={inputClassName}
            value={value(line.uuid)}
            onChange={(e) => onChange(line.uuid, e.target.value as ZeroRateReasonValue)}
          >
            {ZERO_RATE_REASONS.map((reason) => (
              <option key={reason} value={reason}>
                {ZERO_RATE_REASON_LABELS[reason]}
              </option>
            ))}
          </select>
        </div>
      ))}
    </fieldset>
  );
}

export type DialogProps = {
  invoice: InvoiceModel;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  isPending: boolean;
};

/**
 * Publiceren gives a number for good: said before it happens. 0% lines without a reason get one
 * here, sent along with the publish request.
 */
export function PublishDialog({
  invoice,
  total,
  onConfirm,
  ...props
}: DialogProps & { total: number; onConfirm: (reasons: ZeroRateReasonChoice[]) => void }) {
  const settings = useSettings();
  const fallback = settings.data?.invoice_zero_rate_reason_default ?? 'outside_scope';
  // Only what the user changed; every other line shows the company's default.
  const [chosen, setChosen] = useState<Record<string, ZeroRateReasonValue>>({});
  const missing = linesWithoutReason(invoice);
  const reasonOf = (uuid: string) => chosen[uuid] ?? fallback;
  return (
    <ConfirmDialog
      {...props}
      title="Factuur publiceren"
      confirmLabel="Publiceren"
      tone="primary"
      onConfirm={() => onConfirm(missing.map((line) => ({ uuid: line.uuid, reason: reasonOf(line.uuid) })))}
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
        {missing.length > 0 ? (
          <ZeroRateReasons
            lines={missing}
            value={reasonOf}
            onChange={(uuid, reason) => setChosen((current) => ({ ...current, [uuid]: reason }))}
          />
        ) : null}
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
        ) : invoice.payments.length > 0 ? (
          <p className="font-medium text-red-700" data-testid="reopen-paid-warning">
            De geregistreerde betalingen worden verwijderd. Registreer ze na het publiceren opnieuw.
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
