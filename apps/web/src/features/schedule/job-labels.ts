import type { JobModel } from '@app/contracts';
import { jobArticleText } from '@app/domain';

export const JOB_TYPE_LABELS: Record<JobModel['type'], string> = {
  delivery: 'Bezorging',
  pickup: 'Ophaling',
};

/** Green for deliveries, amber for pickups (spec: Agenda); text colours pass WCAG AA on their fill. */
export const JOB_TYPE_STYLES: Record<JobModel['type'], { card: string; dot: string; badge: string }> = {
  delivery: {
    card: 'border-green-600 bg-green-50 text-green-950 data-hovered:bg-green-100',
    dot: 'bg-green-600',
    badge: 'bg-green-100 text-green-900 ring-green-600/30',
  },
  pickup: {
    card: 'border-amber-500 bg-amber-50 text-amber-950 data-hovered:bg-amber-100',
    dot: 'bg-amber-500',
    badge: 'bg-amber-100 text-amber-900 ring-amber-600/30',
  },
};

/** The job's article as the agenda and the dialog name it: "3 × Heliumfles" for a sale. */
export const jobArticleOf = (job: JobModel) =>
  jobArticleText({ ...job.unit.item, quantity: job.quantity, bundle: job.bundle?.name });
