import type { DashboardJob } from '@app/contracts';
import { CheckCircle2, Circle } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Money } from '../../../components/ui/money';

const KIND_LABELS: Record<DashboardJob['kind'], string> = { delivery: 'Bezorgen', pickup: 'Ophalen' };

/** The day's deliveries and pickups in agenda order: slot, what, who and where, done, cash. */
export function DayJobs({ jobs }: { jobs: DashboardJob[] }) {
  if (jobs.length === 0) return <p className="text-sm text-gray-600">Vandaag geen ritten.</p>;
  return (
    <ul className="divide-y divide-gray-100" aria-label="Ritten">
      {jobs.map((job) => (
        <li key={job.id} className="flex items-start gap-3 py-2.5">
          {job.done ? (
            <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-green-700" aria-hidden />
          ) : (
            <Circle className="mt-0.5 size-5 shrink-0 text-gray-400" aria-hidden />
          )}
          <div className="flex min-w-0 flex-1 flex-col gap-0.5">
            <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
              <span className="font-medium tabular-nums">{job.time_slot}</span>
              <Badge tone={job.kind === 'delivery' ? 'success' : 'warning'}>{KIND_LABELS[job.kind]}</Badge>
              <span className="text-gray-600">{job.done ? 'Gedaan' : 'Te doen'}</span>
            </span>
            <Link
              className="inline-flex min-h-11 items-center sm:min-h-0 break-words text-brand-700 underline"
              to={`/orders/${job.order_id}`}
            >
              {job.contact_name}
              {job.city ? `, ${job.city}` : ''}
            </Link>
          </div>
          {job.cash_to_collect > 0 && (
            <span className="flex shrink-0 flex-col items-end text-sm">
              <span className="text-xs text-gray-600">Contant</span>
              <Money cents={job.cash_to_collect} className="font-medium" />
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
