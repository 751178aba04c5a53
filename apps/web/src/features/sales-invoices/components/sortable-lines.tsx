import type { VatTreatmentValue } from '@app/contracts';
import { DRAG_THRESHOLD_PX } from '@app/domain';
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
import type { DraftLine } from '../lines-draft';
import { LineRow } from './line-row';

type DragMoveAnnouncement = { active: { id: UniqueIdentifier }; over: { id: UniqueIdentifier } | null };

/**
 * The editor's lines, reordered by dragging (after 8 px) or with the keyboard (space on the
 * handle, arrows, space); dnd-kit announces the moves to screen readers, in Dutch, with line
 * positions people can follow.
 */
export function SortableLines({
  lines,
  includeTax,
  vatTreatment,
  onReorder,
  onChange,
  onRemove,
  onPickArticle,
}: {
  lines: readonly DraftLine[];
  includeTax: boolean;
  vatTreatment: VatTreatmentValue;
  onReorder: (update: (lines: DraftLine[]) => DraftLine[]) => void;
  onChange: (key: string, patch: Partial<DraftLine>) => void;
  onRemove: (key: string) => void;
  onPickArticle: (key: string) => void;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: DRAG_THRESHOLD_PX } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
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
    onReorder((current) => {
      const from = current.findIndex((line) => line.key === active.id);
      const to = current.findIndex((line) => line.key === over.id);
      return from < 0 || to < 0 ? current : arrayMove(current, from, to);
    });
  };
  return (
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
              includeTax={includeTax}
              vatTreatment={vatTreatment}
              onChange={(patch) => onChange(line.key, patch)}
              onRemove={() => onRemove(line.key)}
              onPickArticle={() => onPickArticle(line.key)}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
