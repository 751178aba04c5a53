import type { InvoiceLineInput, InvoiceModel } from '@app/contracts';
import {
  computeInvoiceTotals,
  computeLineTotal,
  DRAG_THRESHOLD_PX,
  formatMoney,
  parseDecimalInput,
  parseMoneyInput,
  TAX_RATES,
  type TaxRate,
} from '@app/domain';
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical, Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { inputClassName } from '../../../components/ui/field';
import { Money } from '../../../components/ui/money';
import { cn } from '../../../lib/cn';
import { TotalsTable } from './totals-table';

type DragMoveAnnouncement = { active: { id: UniqueIdentifier }; over: { id: UniqueIdentifier } | null };

type DraftLine = {
  key: string;
  uuid: string | undefined;
  description: string;
  count: string;
  price: string;
  taxRate: TaxRate;
};

const formatCountInput = (value: number) =>
  new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 4, useGrouping: false }).format(value);
const formatPriceInput = (cents: number) => formatMoney(cents).replace('€', '').trim();

let keySeq = 0;
const newKey = () => `new-${++keySeq}`;

const draftOf = (invoice: InvoiceModel): DraftLine[] =>
  invoice.items.map((item) => ({
    key: item.uuid,
    uuid: item.uuid,
    description: item.description,
    count: formatCountInput(item.unitCount),
    price: formatPriceInput(item.unitPrice),
    taxRate: item.taxRate,
  }));

const emptyLine = (): DraftLine => ({
  key: newKey(),
  uuid: undefined,
  description: '',
  count: '1',
  price: '',
  taxRate: 21,
});

/** The parsed line, or null while the count or price cannot be read. */
const parseLine = (line: DraftLine): InvoiceLineInput | null => {
  const unitCount = parseDecimalInput(line.count);
  const unitPrice = line.price.trim() === '' ? 0 : parseMoneyInput(line.price);
  if (unitCount === null || unitPrice === null) return null;
  return {
    ...(line.uuid ? { uuid: line.uuid } : {}),
    description: line.description,
    unitCount,
    unitPrice,
    taxRate: line.taxRate,
  };
};

/**
 * The line editor: description, count, unit price (Dutch comma), VAT rate and the incl./excl. VAT
 * switch; lines are added, removed and reordered by dragging (after 8 px) or with the keyboard
 * (space on the handle, arrows, space). Saving replaces all lines at once.
 */
export function LinesEditor({
  invoice,
  isSaving,
  onSave,
  onCancel,
}: {
  invoice: InvoiceModel;
  isSaving: boolean;
  onSave: (body: { include_tax: boolean; items: InvoiceLineInput[] }) => void;
  onCancel: () => void;
}) {
  const [lines, setLines] = useState<DraftLine[]>(() =>
    invoice.items.length ? draftOf(invoice) : [emptyLine()],
  );
  const [includeTax, setIncludeTax] = useState(invoice.include_tax);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: DRAG_THRESHOLD_PX } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const parsed = lines.map(parseLine);
  const valid = parsed.every((line) => line !== null);
  const totals = computeInvoiceTotals(
    parsed.flatMap((line) =>
      line
        ? [
            {
              unitCount: line.unitCount ?? 1,
              unitPriceCents: line.unitPrice ?? 0,
              taxRate: (line.taxRate ?? 21) as TaxRate,
            },
          ]
        : [],
    ),
    includeTax,
  );

  const change = (key: string, patch: Partial<DraftLine>) =>
    setLines((current) => current.map((line) => (line.key === key ? { ...line, ...patch } : line)));

  // dnd-kit announces drags to screen readers; in Dutch, with line positions people can follow.
  const positionOf = (id: UniqueIdentifier) => lines.findIndex((line) => line.key === id) + 1;
  const accessibility = {
    screenReaderInstructions: {
      draggable:
        'Druk op spatie of Enter om de regel op te pakken, verplaats hem met de pijltjestoetsen en zet hem neer met spatie of Enter. Escape annuleert.',
    },
    announcements: {
      onDragStart: ({ active }: { active: { id: UniqueIdentifier } }) =>
        `Regel ${positionOf(active.id)} opgepakt.`,
      onDragOver: ({ active, over }: DragMoveAnnouncement) =>
        over
          ? `Regel ${positionOf(active.id)} staat boven positie ${positionOf(over.id)}.`
          : `Regel ${positionOf(active.id)} staat niet boven een positie.`,
      onDragEnd: ({ active, over }: DragMoveAnnouncement) =>
        over
          ? `Regel ${positionOf(active.id)} neergezet op positie ${positionOf(over.id)}.`
          : `Regel ${positionOf(active.id)} neergezet.`,
      onDragCancel: ({ active }: { active: { id: UniqueIdentifier } }) =>
        `Verplaatsen geannuleerd; regel ${positionOf(active.id)} blijft op zijn plek.`,
    },
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    setLines((current) => {
      const from = current.findIndex((line) => line.key === active.id);
      const to = current.findIndex((line) => line.key === over.id);
      return from < 0 || to < 0 ? current : arrayMove(current, from, to);
    });
  };

  return (
    <div className="flex flex-col gap-4">
      <Checkbox isSelected={includeTax} onChange={setIncludeTax}>
        Prijzen zijn inclusief btw
      </Checkbox>
      <div className="hidden grid-cols-[2rem_1fr_5rem_7rem_5.5rem_6.5rem_2.5rem] gap-2 px-1 text-xs font-medium text-gray-500 md:grid">
        <span />
        <span>Omschrijving</span>
        <span>Aantal</span>
        <span>{includeTax ? 'Prijs incl. btw' : 'Prijs excl. btw'}</span>
        <span>Btw</span>
        <span className="text-right">Bedrag</span>
        <span />
      </div>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={accessibility}
      >
        <SortableContext items={lines.map((line) => line.key)} strategy={verticalListSortingStrategy}>
          <ol className="flex flex-col gap-2" aria-label="Factuurregels">
            {lines.map((line, index) => (
              <SortableLine
                key={line.key}
                line={line}
                index={index}
                includeTax={includeTax}
                parsed={parsed[index] ?? null}
                onChange={(patch) => change(line.key, patch)}
                onRemove={() => setLines((current) => current.filter((l) => l.key !== line.key))}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      <div>
        <Button
          variant="secondary"
          size="sm"
          icon={<Plus className="size-4" aria-hidden />}
          onPress={() => setLines((c) => [...c, emptyLine()])}
        >
          Regel toevoegen
        </Button>
      </div>
      <TotalsTable totals={totals} />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onPress={onCancel} isDisabled={isSaving}>
          Annuleren
        </Button>
        <Button
          isPending={isSaving}
          isDisabled={!valid}
          onPress={() =>
            onSave({
              include_tax: includeTax,
              items: parsed.filter((l): l is InvoiceLineInput => l !== null),
            })
          }
        >
          Regels opslaan
        </Button>
      </div>
    </div>
  );
}

function SortableLine({
  line,
  index,
  includeTax,
  parsed,
  onChange,
  onRemove,
}: {
  line: DraftLine;
  index: number;
  includeTax: boolean;
  parsed: InvoiceLineInput | null;
  onChange: (patch: Partial<DraftLine>) => void;
  onRemove: () => void;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: line.key });
  const id = useId();
  const countInvalid = parseDecimalInput(line.count) === null;
  const priceInvalid = line.price.trim() !== '' && parseMoneyInput(line.price) === null;
  const amount = parsed
    ? computeLineTotal(
        { unitCount: parsed.unitCount ?? 1, unitPriceCents: parsed.unitPrice ?? 0, taxRate: line.taxRate },
        includeTax,
      )
    : null;
  const n = index + 1;
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      data-testid="invoice-line"
      className={cn(
        'grid grid-cols-[2rem_1fr] items-start gap-2 rounded-md border border-gray-200 bg-white p-2 md:grid-cols-[2rem_1fr_5rem_7rem_5.5rem_6.5rem_2.5rem] md:border-0 md:p-1',
        isDragging && 'relative z-10 shadow-lg ring-2 ring-brand-500',
      )}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={`Regel ${n} verplaatsen`}
        className="mt-1.5 cursor-grab touch-none rounded p-1 text-gray-400 hover:bg-gray-100 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
      >
        <GripVertical className="size-4" aria-hidden />
      </button>
      {/* Below md the fields stack in a card, each with a visible label; from md on they form
          the columns under the header row and the labels are for screen readers only. The
          accessible names stay "Omschrijving regel 1" etc. */}
      <div className="flex min-w-0 flex-col gap-1 md:contents">
        <label className="text-xs font-medium text-gray-500 md:sr-only" htmlFor={`${id}-d`}>
          Omschrijving<span className="sr-only">{` regel ${n}`}</span>
        </label>
        <input
          id={`${id}-d`}
          className={inputClassName}
          value={line.description}
          onChange={(e) => onChange({ description: e.target.value })}
          placeholder="Omschrijving"
        />
      </div>
      <span className="md:hidden" />
      <div className="col-span-1 grid min-w-0 grid-cols-2 gap-2 md:contents">
        <div className="flex min-w-0 flex-col gap-1 md:contents">
          <label className="text-xs font-medium text-gray-500 md:sr-only" htmlFor={`${id}-c`}>
            Aantal<span className="sr-only">{` regel ${n}`}</span>
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
        <div className="flex min-w-0 flex-col gap-1 md:contents">
          <label className="text-xs font-medium text-gray-500 md:sr-only" htmlFor={`${id}-p`}>
            <span aria-hidden="true">{includeTax ? 'Prijs incl. btw' : 'Prijs excl. btw'}</span>
            <span className="sr-only">{`Prijs regel ${n}`}</span>
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
        <div className="flex min-w-0 flex-col gap-1 md:contents">
          <label className="text-xs font-medium text-gray-500 md:sr-only" htmlFor={`${id}-t`}>
            Btw<span className="sr-only">{` regel ${n}`}</span>
          </label>
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
        </div>
        <div className="flex min-w-0 flex-col items-end justify-end gap-1 md:contents">
          <span className="text-xs font-medium text-gray-500 md:hidden" aria-hidden="true">
            Bedrag
          </span>
          <span className="self-end py-2 text-right text-sm md:self-center md:py-0">
            {amount ? <Money cents={includeTax ? amount.inclCents : amount.exclCents} /> : '—'}
          </span>
        </div>
        <button
          type="button"
          aria-label={`Regel ${n} verwijderen`}
          onClick={onRemove}
          className="rounded p-2 text-gray-500 hover:bg-red-50 hover:text-red-700 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
        >
          <Trash2 className="size-4" aria-hidden />
        </button>
      </div>
    </li>
  );
}
