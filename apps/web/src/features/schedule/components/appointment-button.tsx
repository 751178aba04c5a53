import type { JobModel } from '@app/contracts';
import { Button as AriaButton } from 'react-aria-components';
import { cn } from '../../../lib/cn';
import { JOB_TYPE_LABELS, JOB_TYPE_STYLES } from '../job-labels';

/** One appointment (green delivery, amber pickup) with the contact and item name; opens the dialog. */
export function AppointmentButton({ job, onOpen }: { job: JobModel; onOpen: (job: JobModel) => void }) {
  return (
    <AriaButton
      onPress={() => onOpen(job)}
      data-job-type={job.type}
      className={cn(
        'block w-full min-w-0 rounded-md border-l-4 px-2.5 py-2 text-left text-sm outline-none data-focus-visible:ring-2 data-focus-visible:ring-brand-500',
        JOB_TYPE_STYLES[job.type].card,
      )}
    >
      <span className="block text-xs font-medium opacity-90">
        {JOB_TYPE_LABELS[job.type]} · {job.time}
      </span>
      <span className="block font-semibold break-words">{job.contact.display_name}</span>
      <span className="block text-xs break-words">{job.unit.item.name}</span>
    </AriaButton>
  );
}
