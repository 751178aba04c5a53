import type { JobModel } from '@app/contracts';
import {
  formatLongDate,
  formatShortDay,
  formatWeekSpan,
  isoWeekNumber,
  todayCalendarDate,
} from '@app/domain';
import { ListOrdered } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-aria-components';
import { useSearchParams } from 'react-router';
import { Button, buttonClassName } from '../../../components/ui/button';
import { MessageBar } from '../../../components/ui/message-bar';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadingState } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { AppointmentButton } from '../components/appointment-button';
import { AppointmentDialog } from '../components/appointment-dialog';
import { CalendarFeedButton } from '../components/calendar-feed-dialog';
import { WeekNavigator } from '../components/week-navigator';
import { JOB_TYPE_LABELS, JOB_TYPE_STYLES } from '../job-labels';
import { useWeekJobs } from '../schedule-api';
import { mondayFromParam, thisMonday, timelinePath, weekDays } from '../week';

/** Agenda /schedule: the week of deliveries and pickups; the week shown is kept in `?week=`. */
export function SchedulePage() {
  const [params, setParams] = useSearchParams();
  const { monday, invalid } = mondayFromParam(params.get('week'));
  const week = useWeekJobs(monday);
  const [open, setOpen] = useState<JobModel | null>(null);
  const today = todayCalendarDate();

  const showWeek = (next: string) => setParams(next === thisMonday() ? {} : { week: next });

  const jobsByDay = new Map<string, JobModel[]>();
  for (const job of week.data?.results ?? []) {
    const list = jobsByDay.get(job.date) ?? [];
    list.push(job);
    jobsByDay.set(job.date, list);
  }

  return (
    <>
      <PageHeader
        title="Agenda"
        description={`Week ${isoWeekNumber(monday)} · ${formatWeekSpan(monday)} ${monday.slice(0, 4)}`}
        actions={
          <>
            {monday !== thisMonday() && (
              <Button variant="secondary" onPress={() => showWeek(thisMonday())}>
                Deze week
              </Button>
            )}
            <CalendarFeedButton />
          </>
        }
      />
      <div className="mb-4 space-y-3">
        <WeekNavigator monday={monday} onChange={showWeek} />
        {invalid && (
          <MessageBar tone="warning">
            De week in het adres is geen geldige datum tussen 1900 en 2100; je ziet deze week.
          </MessageBar>
        )}
        <Legend />
      </div>

      {week.isPending ? (
        <LoadingState label="Afspraken laden…" />
      ) : week.isError ? (
        <MessageBar
          tone="danger"
          action={
            <Button variant="ghost" size="sm" onPress={() => void week.refetch()}>
              Opnieuw proberen
            </Button>
          }
        >
          De afspraken konden niet worden geladen. {week.error.message}
        </MessageBar>
      ) : (
        <ol
          aria-label="Dagen van de week"
          aria-busy={week.isPlaceholderData || undefined}
          className={cn(
            'grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4 xl:grid-cols-7 xl:gap-2',
            week.isPlaceholderData && 'opacity-60',
          )}
        >
          {weekDays(monday).map((day) => (
            <DayColumn
              key={day}
              day={day}
              isToday={day === today}
              jobs={jobsByDay.get(day) ?? []}
              onOpen={setOpen}
            />
          ))}
        </ol>
      )}

      <AppointmentDialog
        job={open}
        companyAddress={week.data?.meta.company_address ?? null}
        onClose={() => setOpen(null)}
      />
    </>
  );
}

function Legend() {
  return (
    <ul aria-label="Legenda" className="flex flex-wrap gap-4 text-sm text-gray-700">
      {(['delivery', 'pickup'] as const).map((type) => (
        <li key={type} className="flex items-center gap-1.5">
          <span className={cn('size-3 rounded-sm', JOB_TYPE_STYLES[type].dot)} aria-hidden />
          {JOB_TYPE_LABELS[type]}
        </li>
      ))}
    </ul>
  );
}

function DayColumn({
  day,
  isToday,
  jobs,
  onOpen,
}: {
  day: string;
  isToday: boolean;
  jobs: JobModel[];
  onOpen: (job: JobModel) => void;
}) {
  const headingId = `day-${day}`;
  return (
    <li
      aria-labelledby={headingId}
      data-day={day}
      className={cn(
        'flex min-w-0 flex-col rounded-lg border bg-white shadow-xs',
        isToday ? 'border-brand-500 ring-1 ring-brand-500' : 'border-gray-200',
      )}
    >
      <div className="flex items-center justify-between gap-1 border-b border-gray-200 px-2.5 py-2">
        <h2 id={headingId} className="min-w-0 text-sm font-semibold text-gray-900">
          <span className="first-letter:uppercase">{formatShortDay(day)}</span>
          <span className="sr-only">, {formatLongDate(day)}</span>
          {isToday && <span className="ml-1 font-normal text-brand-700">(vandaag)</span>}
        </h2>
        <Link
          href={timelinePath(day)}
          aria-label={`Tijdlijn van ${formatLongDate(day)}`}
          className={buttonClassName('ghost', 'sm', 'shrink-0 px-2')}
        >
          <ListOrdered className="size-4" aria-hidden />
          <span className="xl:sr-only">Tijdlijn</span>
        </Link>
      </div>
      {jobs.length === 0 ? (
        <p className="px-2.5 py-3 text-sm text-gray-600">Geen afspraken op deze dag.</p>
      ) : (
        <ul className="flex flex-col gap-1.5 p-1.5 xl:p-1" aria-label={`Afspraken op ${formatLongDate(day)}`}>
          {jobs.map((job) => (
            <li key={job.id}>
              <AppointmentButton job={job} onOpen={onOpen} compact />
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
