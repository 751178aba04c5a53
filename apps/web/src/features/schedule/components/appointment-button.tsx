import type { JobModel } from '@app/contracts';
import { CheckCircle2, Truck, Undo2 } from 'lucide-react';
import { Button as AriaButton } from 'react-aria-components';
import { HyphenatedText } from '../../../components/ui/hyphenated-text';
import { cn } from '../../../lib/cn';
import { JOB_TYPE_LABELS, JOB_TYPE_STYLES, jobArticleOf } from '../job-labels';

/**
 * One appointment (green delivery, amber pickup) with the contact and item name; opens the dialog.
 * `compact` (the week's seven narrow columns from xl): the type is an icon instead of a word
 * (still read out), so names get the room.
 */
export function AppointmentButton({
  job,
  onOpen,
  compact = false,
}: {
  job: JobModel;
  onOpen: (job: JobModel) => void;
  compact?: boolean;
}) {
  const Icon = job.type === 'delivery' ? Truck : Undo2;
  return (
    <AriaButton
      onPress={() => onOpen(job)}
      data-job-type={job.type}
      className={cn(
        'block w-full min-w-0 rounded-md border-l-4 text-left text-sm outline-none data-focus-visible:ring-2 data-focus-visible:ring-brand-500',
        compact ? 'px-2.5 py-2 xl:px-2 xl:py-1.5' : 'px-2.5 py-2',
        JOB_TYPE_STYLES[job.type].card,
      )}
    >
      <span className="flex items-center gap-1 text-xs font-medium opacity-90">
        {compact && <Icon className="hidden size-3.5 shrink-0 xl:block" aria-hidden />}
        <span className={compact ? 'xl:sr-only' : undefined}>{JOB_TYPE_LABELS[job.type]} · </span>
        {job.time}
        {job.completed_at && (
          <span className="ml-auto inline-flex items-center gap-0.5" data-testid="job-done-mark">
            <CheckCircle2 className="size-3.5 shrink-0" aria-hidden />
            <span className="sr-only">, afgerond</span>
          </span>
        )}
      </span>
      {/* Long Dutch names break between syllables with a hyphen; mid-word only as a last resort. */}
      <span className="block font-semibold break-words hyphens-auto">
        <HyphenatedText text={job.contact.display_name} hyphenated={job.hyphenated.contact_name} />
      </span>
      <span className="block text-xs break-words hyphens-auto">
        <HyphenatedText text={jobArticleOf(job)} hyphenated={job.hyphenated.article} />
      </span>
    </AriaButton>
  );
}
