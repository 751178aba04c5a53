import type { InvoiceModel, ItemListRow, VatTreatmentValue } from '@app/contracts';
import {
  canUseReverseCharge,
  formatDeliveryPeriod,
  type InvoiceTotals,
  rentalDayCount,
  VAT_TREATMENT_LABELS,
} from '@app/domain';
import { PackagePlus, Plus } from 'lucide-react';
import { type Ref, useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Select } from '../../../components/ui/select';
import { cn } from '../../../lib/cn';
import { useSettings } from '../../settings';
import { emptyLine, isBlankLine, lineFromArticle } from '../lines-draft';
import { type LinesEditorHandle, useLinesAutosave } from '../use-lines-autosave';
import { ArticlePicker } from './article-picker';
import { LINE_GRID_WIDE } from './line-row';
import { LinesSaveState } from './lines-save-state';
import { SortableLines } from './sortable-lines';
import { TotalsTable } from './totals-table';

export type { LinesEditorHandle } from '../use-lines-autosave';

export type LinesEditorStatus = { totals: InvoiceTotals; unsaved: boolean };

/**
 * The line editor: description, count, unit price (Dutch comma), VAT rate (and why a 0% line has
 * none), the incl./excl. VAT switch and the VAT treatment; lines are added (empty or from an
 * article), removed and reordered (sortable-lines.tsx).
 *
 * Nothing typed is lost: every change is saved on its own shortly after typing stops
 * (use-lines-autosave.ts); while something is not saved yet the editor says so, and the page warns
 * before it is left. `flush()` saves at once (before publishing).
 */
export function LinesEditor({
  invoice,
  ref,
  onStatusChange,
  onDone,
  onStale,
}: {
  invoice: InvoiceModel;
  ref?: Ref<LinesEditorHandle>;
  onStatusChange: (status: LinesEditorStatus) => void;
  onDone: () => void;
  /** Someone else changed the lines since the editor opened: the page reloads and says so. */
  onStale?: () => void;
}) {
  const lines = useLinesAutosave({ invoice, ref, onStale });
  const { draft, state, editLines, change } = lines;
  const [picking, setPicking] = useState<{ key: string | null } | null>(null);
  // The company's price rules (staffel, weekend rate): a picked rental is priced by them.
  const settings = useSettings();
  const [closing, setClosing] = useState(false);
  useEffect(
    () => onStatusChange({ totals: state.totals, unsaved: lines.unsaved }),
    [onStatusChange, state.totals, lines.unsaved],
  );

  const reverseChargeAllowed = canUseReverseCharge(invoice.contact);
  const reverseCharge = draft.vatTreatment === 'reverse_charge';
  const period = { from: invoice.delivery_from ?? invoice.invoice_date, until: invoice.delivery_until };
  const days = rentalDayCount(period.from, period.until);
  const periodHint = `${days === 1 ? '1 dag' : `${days} dagen`} (${formatDeliveryPeriod(period.from, period.until)}, de leverdatum van deze factuur)`;

  const pickArticle = (item: ItemListRow) => {
    if (!settings.data) return;
    const filled = lineFromArticle(item, period, settings.data);
    const target = picking?.key ?? null;
    if (target) {
      change(target, filled);
      return;
    }
    // "Artikel toevoegen" fills a trailing empty line, else adds one.
    editLines((current) => {
      const last = current.at(-1);
      if (last && isBlankLine(last))
        return current.map((line) => (line.key === last.key ? { ...line, ...filled } : line));
      return [...current, { ...emptyLine(), ...filled }];
    });
  };

  const done = async () => {
    setClosing(true);
    const problem = await lines.save();
    setClosing(false);
    if (problem === null) onDone();
  };

  return (
    <div className="@container flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end sm:justify-between">
        <Select<VatTreatmentValue>
          label="Btw"
          className="sm:w-72"
          options={[
            { id: 'normal', label: VAT_TREATMENT_LABELS.normal },
            {
              id: 'reverse_charge',
              label: `${VAT_TREATMENT_LABELS.reverse_charge} (zakelijke klant met btw-id)`,
              isDisabled: !reverseChargeAllowed && !reverseCharge,
            },
          ]}
          value={draft.vatTreatment}
          onChange={(value) => {
            if (value)
              lines.edit({
                vatTreatment: value,
                ...(value === 'reverse_charge' ? { includeTax: false } : {}),
              });
          }}
          description={
            reverseChargeAllowed
              ? undefined
              : 'Btw verlegd kan alleen bij een zakelijk contact met een btw-id.'
          }
        />
        <Checkbox
          isSelected={draft.includeTax && !reverseCharge}
          onChange={(includeTax) => lines.edit({ includeTax })}
          isDisabled={reverseCharge}
          className="sm:mb-2"
        >
          Prijzen zijn inclusief btw
        </Checkbox>
      </div>
      <div
        className={cn('hidden gap-2 px-1 text-xs font-medium text-gray-500 @3xl:grid', LINE_GRID_WIDE)}
        aria-hidden
      >
        <span />
        <span>Omschrijving</span>
        <span className="text-right">Aantal</span>
        <span className="text-right">
          {draft.includeTax && !reverseCharge ? 'Prijs incl. btw' : 'Prijs excl. btw'}
        </span>
        <span>Btw</span>
        <span className="text-right">Bedrag</span>
        <span />
      </div>
      <SortableLines
        lines={draft.lines}
        includeTax={draft.includeTax}
        vatTreatment={draft.vatTreatment}
        onReorder={editLines}
        onChange={change}
        onRemove={(key) => editLines((current) => current.filter((l) => l.key !== key))}
        onPickArticle={(key) => setPicking({ key })}
      />
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          icon={<Plus className="size-4" aria-hidden />}
          onPress={() => editLines((c) => [...c, emptyLine()])}
        >
          Regel toevoegen
        </Button>
        <Button
          variant="secondary"
          size="sm"
          icon={<PackagePlus className="size-4" aria-hidden />}
          onPress={() => setPicking({ key: null })}
        >
          Artikel toevoegen
        </Button>
      </div>
      <TotalsTable totals={state.totals} reverseCharge={reverseCharge} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <LinesSaveState
          invalid={state.invalid}
          saving={lines.saving}
          error={lines.saveError}
          pending={lines.pending}
        />
        <div className="flex justify-end gap-2">
          {lines.saveError ? (
            <Button variant="secondary" onPress={() => void lines.save()}>
              Opnieuw proberen
            </Button>
          ) : null}
          <Button isPending={closing} isDisabled={state.body === null} onPress={() => void done()}>
            Regels opslaan
          </Button>
        </div>
      </div>
      <ArticlePicker
        isOpen={picking !== null}
        onOpenChange={(open) => {
          if (!open) setPicking(null);
        }}
        onPick={pickArticle}
        periodHint={periodHint}
        ready={settings.data !== undefined}
      />
    </div>
  );
}
