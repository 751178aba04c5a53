import type { InvoiceModel } from '@app/contracts';
import { formatMoney } from '@app/domain';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { inputClassName } from '../../../components/ui/field';

export type CreditLineChoice = { uuid: string; unitCount: number };

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
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" name={`${id}-kind`} checked={!partial} onChange={() => setPartial(false)} />
            Alles wat nog openstaat ({formatMoney(invoice.total_amount - invoice.credited_amount)})
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" name={`${id}-kind`} checked={partial} onChange={() => setPartial(true)} />
            Een deel: kies per regel het aantal
          </label>
        </fieldset>
        {partial ? (
          <div className="flex flex-col gap-2">
            {invoice.items.map((item, index) => (
              <div key={item.uuid} className="flex items-center gap-2">
                <label htmlFor={`${id}-${index}`} className="min-w-0 flex-1 text-sm break-words">
                  {item.description || 'Regel zonder omschrijving'} (van {Math.abs(item.unitCount)})
                </label>
                <input
                  id={`${id}-${index}`}
                  className={`${inputClassName} w-24`}
                  inputMode="decimal"
                  value={countOf(item.uuid, item.unitCount)}
                  onChange={(event) =>
                    setCounts((current) => ({ ...current, [item.uuid]: event.target.value }))
                  }
                />
              </div>
            ))}
          </div>
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
