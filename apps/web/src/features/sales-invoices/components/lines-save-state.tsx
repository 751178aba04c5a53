import { CircleCheck, LoaderCircle, TriangleAlert } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { invalidLinesMessage } from '../lines-draft';

/** Whether what is on screen is saved, said in words (and announced politely). */
export function LinesSaveState({
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
