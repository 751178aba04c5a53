import type { InvoiceModel } from '@app/contracts';
import { formatMoney } from '@app/domain';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { inputClassName } from '../../../components/ui/field';

export type CreditLineChoice = { uuid: string; unitCount: number };

const countFormat = new Intl.NumberFormat('nl-NL');

/**
 * Per line of the invoice: its description, the count invoiced and the count to credit. One row
 * per line on a wide screen (under column heads); on a phone the description on a line of its own
 * and the two counts under it, so a description is never squeezed to a letter's width.
 */
function CreditLines({
  invoice,
  countOf,
  onChange,
}: {
  invoice: InvoiceModel;
  countOf: (uuid: string, invoiced: number) => string;
  onChange: (uuid: string, value: string) => void;
}) {
  const id = useId();
  const grid = 'sm:grid sm:grid-cols-[minmax(0,1fr)_7rem_7rem] sm:items-center sm:gap-3';
  return (
    <div className="flex flex-col rounded-md border border-gray-200" data-testid="credit-lines">
      <div
        className={`hidden border-b border-gray-200 px-3 py-2 text-xs font-medium text-gray-500 ${grid}`}
        aria-hidden
      >
        <span>Omschrijving</span>
        <span className="text-right">Gefactureerd</span>
        <span className="text-right">Crediteren</span>
      </div>
      <ul className="flex flex-col divide-y divide-gray-100" aria-label="Regels van de factuur">
        {invoice.items.map((item, index) => {
          const description = item.description || 'Regel zonder omschrijving';
          const invoiced = countFormat.format(Math.abs(item.unitCount));
          return (
            <li
              key={item.uuid}
              className={`flex flex-col gap-2 px-3 py-2 text-sm ${grid}`}
              data-testid="credit-line"
            >
              <span className="min-w-0 break-words text-gray-900">{description}</span>
              <div className="flex items-center justify-between gap-3 sm:contents">
                <span className="text-gray-600 tabular-nums sm:text-right">
                  <span className="sm:sr-only">Gefactureerd: </span>
                  {invoiced}
                </span>
                <span className="flex items-center gap-2 sm:justify-end">
                  <label htmlFor={`${id}-${index}`} className="text-gray-700">
                    <span className="sm:sr-only">Crediteren</span>
                    <span className="sr-only"> van {description}</span>
                  </label>
                  <span className="w-24">
                    <input
                      id={`${id}-${index}`}
                      className={`${inputClassName} text-right tabular-nums`}
                      inputMode="decimal"
                      value={countOf(item.uuid, item.unitCount)}
                      onChange={(event) => onChange(item.uuid, event.target.value)}
                    />
                  </span>
                </span>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/**
 * Crediteren: the whole invoice (all that is left) or some lines and counts. The server knows
 * what was credited before and refuses more than is left, with the reason shown here.
 */
export function CreditDialog({
  invoice,
  isOpen,
  onOpenChange,
  isPending,
  error,
  onConfirm,
}: {
  invoice: InvoiceModel;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  isPending: boolean;
  error: string | null;
  onConfirm: (lines: CreditLineChoice[] | undefined) => void;
}) {
  const id = useId();
  const [partial, setPartial] = useState(false);
  const [counts, setCounts] = useState<Record<string, string>>({});
  const countOf = (uuid: string, fallback: number) => counts[uuid] ?? String(Math.abs(fallback));
  return (
    <ConfirmDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title="Factuur crediteren"
      confirmLabel="Creditfactuur maken"
      tone="primary"
      size={partial ? 'lg' : 'sm'}
      isPending={isPending}
      onConfirm={() =>
        onConfirm(
          partial
            ? invoice.items
                .map((item) => ({
                  uuid: item.uuid,
                  unitCount: Number(countOf(item.uuid, item.unitCount).replace(',', '.')),
                }))
                .filter((line) => line.unitCount > 0)
            : undefined,
        )
      }
    >
      <div className="flex flex-col gap-3">
        <p>
          Er komt een creditfactuur (concept) met de regels negatief, die verwijst naar factuur{' '}
          {invoice.invoice_id}. Publiceer die om het bedrag terug te boeken.
        </p>
        <fieldset className="flex flex-col gap-2">
          <legend className="text-sm font-medium text-gray-900">Wat crediteer je?</legend>
          <label className="flex min-h-11 items-center gap-2 text-sm sm:min-h-0">
            <input type="radio" name={`${id}-kind`} checked={!partial} onChange={() => setPartial(false)} />
            Alles wat nog openstaat ({formatMoney(invoice.total_amount - invoice.credited_amount)})
          </label>
          <label className="flex min-h-11 items-center gap-2 text-sm sm:min-h-0">
            <input type="radio" name={`${id}-kind`} checked={partial} onChange={() => setPartial(true)} />
            Een deel: kies per regel het aantal
          </label>
        </fieldset>
        {partial ? (
          <CreditLines
            invoice={invoice}
            countOf={countOf}
            onChange={(uuid, value) => setCounts((current) => ({ ...current, [uuid]: value }))}
          />
        ) : null}
        {error ? (
          <p role="alert" className="text-sm text-red-700" data-testid="credit-error">
            {error}
          </p>
        ) : null}
      </div>
    </ConfirmDialog>
  );
}
