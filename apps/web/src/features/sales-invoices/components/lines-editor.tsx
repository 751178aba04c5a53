import type { InvoiceModel, ItemListRow, VatTreatmentValue } from '@app/contracts';
import {
  canUseReverseCharge,
  DRAG_THRESHOLD_PX,
  formatDeliveryPeriod,
  type InvoiceTotals,
  rentalDayCount,
  VAT_TREATMENT_LABELS,
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
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck, LoaderCircle, PackagePlus, Plus, TriangleAlert } from 'lucide-react';
import { type Ref, useCallback, useEffect, useImperativeHandle, useMemo, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Select } from '../../../components/ui/select';
import { cn } from '../../../lib/cn';
import { isStaleVersion, STALE_VERSION_MESSAGE } from '../../../lib/stale-version';
import { errorText, INVOICES_KEY, invoicesApi } from '../invoices-api';
import {
  contentKeyOf,
  type DraftLine,
  draftOf,
  emptyLine,
  evaluateDraft,
  invalidLinesMessage,
  isBlankLine,
  type LinesDraft,
  lineFromArticle,
} from '../lines-draft';
import { ArticlePicker } from './article-picker';
import { LINE_GRID_WIDE, LineRow } from './line-row';
import { TotalsTable } from './totals-table';

/** Changes are saved this long after the last keystroke. */
export const AUTOSAVE_DELAY_MS = 700;

export type LinesEditorHandle = {
  /**
   * Saves what is typed now and waits for it. Resolves null when everything is saved, else the
   * Dutch reason it could not be (a line that cannot be read, a refused or failed save).
   */
  flush: () => Promise<string | null>;
};

export type LinesEditorStatus = { totals: InvoiceTotals; unsaved: boolean };

type DragMoveAnnouncement = { active: { id: UniqueIdentifier }; over: { id: UniqueIdentifier } | null };

/**
 * The line editor: description, count, unit price (Dutch comma), VAT rate (and why a 0% line has
 * none), the incl./excl. VAT switch and the VAT treatment; lines are added (empty or from an
 * article), removed and reordered by dragging (after 8 px) or with the keyboard (space on the
 * handle, arrows, space).
 *
 * Nothing typed is lost: every change is saved on its own shortly after typing stops (the whole
 * set of lines at once, as the API takes them); while something is not saved yet the editor says
 * so, and the page warns before it is left. `flush()` saves at once (before publishing).
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
  const client = useQueryClient();
  const [draft, setDraft] = useState<LinesDraft>(() => draftOf(invoice));
  const state = useMemo(() => evaluateDraft(draft), [draft]);
  const contentKey = state.body ? contentKeyOf(state.body) : null;
  const [savedKey, setSavedKey] = useState(() => {
    const initial = evaluateDraft(draftOf(invoice)).body;
    return initial ? contentKeyOf(initial) : '';
  });
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [picking, setPicking] = useState<{ key: string | null } | null>(null);

  // The async save reads the newest values through refs, not the render it was scheduled in.
  const latest = useRef({ state, savedKey });
  latest.current = { state, savedKey };
  const inFlight = useRef<Promise<string | null> | null>(null);

  // The version the draft is based on: the one the editor opened on, then the answer of each own
  // save. A newer version from elsewhere (the header saved on this page, a reload on focus) is
  // taken over only while its lines are the ones this editor last saved; lines changed by someone
  // else keep the old base, so the next save is refused instead of overwriting them.
  const baseVersion = useRef(invoice.version);
  useEffect(() => {
    if (invoice.version <= baseVersion.current) return;
    const server = evaluateDraft(draftOf(invoice)).body;
    if (server && contentKeyOf(server) === latest.current.savedKey) baseVersion.current = invoice.version;
  }, [invoice]);

  const save = useCallback(async (): Promise<string | null> => {
    while (inFlight.current) await inFlight.current;
    const { state: current, savedKey: saved } = latest.current;
    if (!current.body) return invalidLinesMessage(current.invalid);
    const key = contentKeyOf(current.body);
    if (key === saved) return null;
    const keys = current.savedKeys;
    const body = current.body;
    const run = (async () => {
      setSaving(true);
      try {
        const model = await invoicesApi.update(invoice.id, { ...body, version: baseVersion.current });
        baseVersion.current = model.version;
        // New lines get their uuid from the server; keep it so the next save updates them.
        setDraft((d) => ({
          ...d,
          lines: d.lines.map((line) => {
            const uuid = model.items[keys.indexOf(line.key)]?.uuid;
            return uuid && line.uuid !== uuid ? { ...line, uuid } : line;
          }),
        }));
        latest.current = { ...latest.current, savedKey: key };
        setSavedKey(key);
        setSaveError(null);
        client.setQueryData([...INVOICES_KEY, 'view', model.uuid], model);
        void client.invalidateQueries({ queryKey: [...INVOICES_KEY, 'list'] });
        return null;
      } catch (error) {
        if (isStaleVersion(error)) {
          // Reload the invoice; the page closes the editor and shows the current lines.
          void client.invalidateQueries({ queryKey: INVOICES_KEY });
          onStale?.();
          return STALE_VERSION_MESSAGE;
        }
        const message = errorText(error, 'De regels konden niet worden opgeslagen.');
        setSaveError(message);
        return message;
      } finally {
        setSaving(false);
      }
    })();
    inFlight.current = run;
    try {
      return await run;
    } finally {
      inFlight.current = null;
    }
  }, [client, invoice.id, onStale]);

  // Save a while after the last change; a refused save waits for the next change or a retry.
  useEffect(() => {
    if (contentKey === null || contentKey === savedKey || saveError) return;
    const timer = setTimeout(() => void save(), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [contentKey, savedKey, saveError, save]);

  useImperativeHandle(ref, () => ({ flush: save }), [save]);

  const unsaved = contentKey === null || contentKey !== savedKey || saving || saveError !== null;
  useEffect(() => onStatusChange({ totals: state.totals, unsaved }), [onStatusChange, state.totals, unsaved]);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: DRAG_THRESHOLD_PX } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const edit = (patch: Partial<LinesDraft>) => {
    setSaveError(null);
    setDraft((current) => ({ ...current, ...patch }));
  };
  const editLines = (update: (lines: DraftLine[]) => DraftLine[]) => {
    setSaveError(null);
    setDraft((current) => ({ ...current, lines: update(current.lines) }));
  };
  const change = (key: string, patch: Partial<DraftLine>) =>
    editLines((lines) => lines.map((line) => (line.key === key ? { ...line, ...patch } : line)));

  const lines = draft.lines;
  const reverseChargeAllowed = canUseReverseCharge(invoice.contact);
  const reverseCharge = draft.vatTreatment === 'reverse_charge';
  const period = { from: invoice.delivery_from ?? invoice.invoice_date, until: invoice.delivery_until };
  const days = rentalDayCount(period.from, period.until);
  const periodHint = `${days === 1 ? '1 dag' : `${days} dagen`} (${formatDeliveryPeriod(period.from, period.until)}, de leverdatum van deze factuur)`;

  const pickArticle = (item: ItemListRow) => {
    const filled = lineFromArticle(item, { from: invoice.delivery_from, until: invoice.delivery_until });
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
    editLines((current) => {
      const from = current.findIndex((line) => line.key === active.id);
      const to = current.findIndex((line) => line.key === over.id);
      return from < 0 || to < 0 ? current : arrayMove(current, from, to);
    });
  };

  const [closing, setClosing] = useState(false);
  const done = async () => {
    setClosing(true);
    const problem = await save();
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
              edit({ vatTreatment: value, ...(value === 'reverse_charge' ? { includeTax: false } : {}) });
          }}
          description={
            reverseChargeAllowed
              ? undefined
              : 'Btw verlegd kan alleen bij een zakelijk contact met een btw-id.'
          }
        />
        <Checkbox
          isSelected={draft.includeTax && !reverseCharge}
          onChange={(includeTax) => edit({ includeTax })}
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
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={accessibility}
      >
        <SortableContext items={lines.map((line) => line.key)} strategy={verticalListSortingStrategy}>
          <ol className="flex flex-col gap-2" aria-label="Factuurregels">
            {lines.map((line, index) => (
              <LineRow
                key={line.key}
                line={line}
                index={index}
                includeTax={draft.includeTax}
                vatTreatment={draft.vatTreatment}
                onChange={(patch) => change(line.key, patch)}
                onRemove={() => editLines((current) => current.filter((l) => l.key !== line.key))}
                onPickArticle={() => setPicking({ key: line.key })}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
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
        <SaveState
          invalid={state.invalid}
          saving={saving}
          error={saveError}
          pending={contentKey !== savedKey}
        />
        <div className="flex justify-end gap-2">
          {saveError ? (
            <Button variant="secondary" onPress={() => void save()}>
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
      />
    </div>
  );
}

/** Whether what is on screen is saved, said in words (and announced politely). */
function SaveState({
  invalid,
  saving,
  error,
  pending,
}: {
  invalid: number[];
  saving: boolean;
  error: string | null;
  pending: boolean;
}) {
  let tone = 'text-gray-600';
  let icon = <CircleCheck className="size-4 shrink-0 text-green-600" aria-hidden />;
  let text = 'Alle regels zijn opgeslagen.';
  if (invalid.length > 0) {
    tone = 'text-amber-800';
    icon = <TriangleAlert className="size-4 shrink-0 text-amber-600" aria-hidden />;
    text = `Nog niet opgeslagen. ${invalidLinesMessage(invalid)}`;
  } else if (error) {
    tone = 'text-red-700';
    icon = <TriangleAlert className="size-4 shrink-0 text-red-600" aria-hidden />;
    text = `Nog niet opgeslagen: ${error}`;
  } else if (saving || pending) {
    icon = <LoaderCircle className="size-4 shrink-0 animate-spin text-gray-500" aria-hidden />;
    text = 'Wijzigingen opslaan…';
  }
  return (
    <p className={cn('flex items-start gap-2 text-sm', tone)} role="status" data-testid="lines-save-state">
      {icon}
      <span>{text}</span>
    </p>
  );
}
