import type { VatTreatmentValue, ZeroRateReasonValue } from '@app/contracts';
import {
  computeLineTotal,
  formatMoney,
  parseDecimalInput,
  parseMoneyInput,
  TAX_RATES,
  type TaxRate,
  ZERO_RATE_REASON_LABELS,
  ZERO_RATE_REASONS,
} from '@app/domain';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical, PackageSearch, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { inputClassName } from '../../../components/ui/field';
import { cn } from '../../../lib/cn';
import { type DraftLine, parseLine } from '../lines-draft';

/**
 * The layout follows the editor's own width (container queries on the list), not the window's:
 * on a phone the fields stack in two columns; from 28rem the description gets a row of its own
 * above count, price, VAT and amount; from 48rem each line is one row under column headers.
 */
export const LINE_GRID_WIDE =
  '@3xl:grid-cols-[2rem_minmax(0,1fr)_5rem_7.5rem_5.5rem_minmax(6.5rem,auto)_4.75rem]';
const LINE_GRID =
  '@md:grid-cols-[2rem_minmax(0,1fr)_minmax(0,1.2fr)_minmax(0,0.9fr)_minmax(6.5rem,1fr)_5rem]';

const labelClass = 'text-xs font-medium text-gray-600 @3xl:sr-only';
const iconButton =
  'rounded p-2 text-gray-500 hover:bg-gray-100 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none';

/**
 * One line of the editor. Every field has a label: visible above it on a phone, where the fields
 * stack in two columns; on wider screens the column headers show them and the labels stay for
 * screen readers ("Omschrijving regel 2"). Amounts never wrap.
 */
export function LineRow({
  line,
  index,
  includeTax,
  vatTreatment,
  onChange,
  onRemove,
  onPickArticle,
}: {
  line: DraftLine;
  index: number;
  includeTax: boolean;
  vatTreatment: VatTreatmentValue;
  onChange: (patch: Partial<DraftLine>) => void;
  onRemove: () => void;
  onPickArticle: () => void;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: line.key });
  const id = useId();
  const n = index + 1;
  const countInvalid = parseDecimalInput(line.count) === null;
  const priceInvalid = line.price.trim() !== '' && parseMoneyInput(line.price) === null;
  const parsed = parseLine(line);
  const amount = parsed
    ? computeLineTotal(
        { unitCount: parsed.unitCount ?? 1, unitPriceCents: parsed.unitPrice ?? 0, taxRate: line.taxRate },
        includeTax,
        vatTreatment,
      )
    : null;
  const reverseCharge = vatTreatment === 'reverse_charge';
  const needsReason = line.taxRate === 0 && !reverseCharge;
  const regel = <span className="sr-only">{` regel ${n}`}</span>;

  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      data-testid="invoice-line"
      className={cn(
        'grid grid-cols-2 items-start gap-x-3 gap-y-2 rounded-md border border-gray-200 bg-white p-3',
        '@3xl:gap-x-2 @3xl:border-0 @3xl:p-1',
        LINE_GRID,
        LINE_GRID_WIDE,
        isDragging && 'relative z-10 shadow-lg ring-2 ring-brand-500',
      )}
    >
      <div className="flex items-center gap-1 @md:col-start-1 @md:row-start-1 @md:mt-6 @3xl:mt-0">
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={`Regel ${n} verplaatsen`}
          className="cursor-grab touch-none rounded p-1 text-gray-400 hover:bg-gray-100 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none @3xl:mt-1.5"
        >
          <GripVertical className="size-4" aria-hidden />
        </button>
        <span className="text-sm font-medium text-gray-700 @md:hidden" aria-hidden>
          Regel {n}
        </span>
      </div>
      <div className="flex justify-end gap-1 @md:col-start-6 @md:row-start-1 @md:mt-5 @3xl:col-start-7 @3xl:mt-0">
        <button
          type="button"
          aria-label={`Artikel kiezen voor regel ${n}`}
          title="Artikel kiezen"
          onClick={onPickArticle}
          className={iconButton}
        >
          <PackageSearch className="size-4" aria-hidden />
        </button>
        <button
          type="button"
          aria-label={`Regel ${n} verwijderen`}
          title="Regel verwijderen"
          onClick={onRemove}
          className={cn(iconButton, 'hover:bg-red-50 hover:text-red-700')}
        >
          <Trash2 className="size-4" aria-hidden />
        </button>
      </div>

      <div className="col-span-2 flex flex-col gap-1 @md:col-span-4 @md:col-start-2 @md:row-start-1 @3xl:col-span-1">
        <label className={labelClass} htmlFor={`${id}-d`}>
          Omschrijving{regel}
        </label>
        <input
          id={`${id}-d`}
          className={inputClassName}
          value={line.description}
          onChange={(e) => onChange({ description: e.target.value })}
          placeholder="Omschrijving"
        />
      </div>
      <div className="flex min-w-0 flex-col gap-1 @md:col-start-2 @md:row-start-2 @3xl:col-start-3 @3xl:row-start-1">
        <label className={labelClass} htmlFor={`${id}-c`}>
          Aantal{regel}
        </label>
        <input
          id={`${id}-c`}
          className={cn(inputClassName, 'text-right tabular-nums', countInvalid && 'border-red-500')}
          aria-invalid={countInvalid}
          inputMode="decimal"
          value={line.count}
          onChange={(e) => onChange({ count: e.target.value })}
        />
      </div>
      <div className="flex min-w-0 flex-col gap-1 @md:col-start-3 @md:row-start-2 @3xl:col-start-4 @3xl:row-start-1">
        <label className={labelClass} htmlFor={`${id}-p`}>
          Prijs{regel}
          <span aria-hidden className="font-normal text-gray-500">
            {reverseCharge ? ' (excl. btw)' : includeTax ? ' (incl. btw)' : ' (excl. btw)'}
          </span>
        </label>
        <input
          id={`${id}-p`}
          className={cn(inputClassName, 'text-right tabular-nums', priceInvalid && 'border-red-500')}
          aria-invalid={priceInvalid}
          inputMode="decimal"
          placeholder="0,00"
          value={line.price}
          onChange={(e) => onChange({ price: e.target.value })}
        />
      </div>
      <div className="flex min-w-0 flex-col gap-1 @md:col-start-4 @md:row-start-2 @3xl:col-start-5 @3xl:row-start-1">
        <label className={labelClass} htmlFor={`${id}-t`}>
          Btw{regel}
        </label>
        {reverseCharge ? (
          <span id={`${id}-t`} className="py-2 text-sm text-gray-600">
            verlegd
          </span>
        ) : (
          <select
            id={`${id}-t`}
            className={inputClassName}
            value={String(line.taxRate)}
            onChange={(e) => onChange({ taxRate: Number(e.target.value) as TaxRate })}
          >
            {TAX_RATES.map((rate) => (
              <option key={rate} value={rate}>
                {rate}%
              </option>
            ))}
          </select>
        )}
      </div>
      <div className="flex min-w-0 flex-col items-end gap-1 @md:col-start-5 @md:row-start-2 @3xl:col-start-6 @3xl:row-start-1">
        <span className={labelClass} aria-hidden>
          Bedrag
        </span>
        <output
          htmlFor={`${id}-c ${id}-p`}
          aria-label={`Bedrag regel ${n}`}
          className="py-2 text-right text-sm whitespace-nowrap tabular-nums"
        >
          {amount ? formatMoney(includeTax && !reverseCharge ? amount.inclCents : amount.exclCents) : '—'}
        </output>
      </div>
      {needsReason ? (
        <div className="col-span-2 flex flex-col gap-1 @md:col-span-4 @md:col-start-2 @md:row-start-3 @3xl:row-start-2">
          <label className="text-xs font-medium text-gray-600" htmlFor={`${id}-r`}>
            Waarom 0% btw?{regel}
          </label>
          <select
            id={`${id}-r`}
            className={cn(inputClassName, !line.zeroRateReason && 'border-amber-500')}
            value={line.zeroRateReason ?? ''}
            onChange={(e) =>
              onChange({ zeroRateReason: (e.target.value || null) as ZeroRateReasonValue | null })
            }
          >
            <option value="">Kies een reden (nodig om te publiceren)</option>
            {ZERO_RATE_REASONS.map((reason) => (
              <option key={reason} value={reason}>
                {ZERO_RATE_REASON_LABELS[reason]}
              </option>
            ))}
          </select>
        </div>
      ) : null}
    </li>
  );
}
