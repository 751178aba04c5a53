import { type JobModel, SCHEDULE_MESSAGES, TIME_SLOTS } from '@app/contracts';
import {
  addCalendarDays,
  formatLongDate,
  isWithinAgendaLimits,
  parseAgendaDate,
  startOfWeekMonday,
} from '@app/domain';
import { ArrowLeft, ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-aria-components';
import { useParams } from 'react-router';
import { Button, buttonClassName } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { MessageBar } from '../../../components/ui/message-bar';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadingState } from '../../../components/ui/spinner';
import { AppointmentButton } from '../components/appointment-button';
import { AppointmentDialog } from '../components/appointment-dialog';
import { DayRouteCard } from '../components/day-route-card';
import { TravelChips } from '../components/travel-chips';
import { useDayRoute, useTimeline } from '../schedule-api';
import { timelinePath, weekPath } from '../week';

const backLink = (to: string) => (
  <Link
    href={to}
    className="inline-flex min-h-11 items-center gap-1 text-sm sm:min-h-0 text-brand-700 hover:underline"
  >
    <ArrowLeft className="size-4" aria-hidden />
    Terug naar agenda
  </Link>
);

/** Day timeline /schedule/{datetime_iso}/timeline: the day's time slots and the driver's route. */
export function TimelinePage() {
  const { datetime = '' } = useParams();
  const parsed = parseAgendaDate(datetime);
  if (!parsed.ok) {
    return (
      <>
        <PageHeader title="Tijdlijn" before={backLink('/schedule')} />
        <MessageBar tone="danger">
          {parsed.problem === 'out_of_range' ? SCHEDULE_MESSAGES.outOfRange : SCHEDULE_MESSAGES.invalidDate}
        </MessageBar>
      </>
    );
  }
  return <DayTimeline date={parsed.date} />;
}

function DayTimeline({ date }: { date: string }) {
  const timeline = useTimeline(date);
  const route = useDayRoute(date);
  const [open, setOpen] = useState<JobModel | null>(null);
  const previous = addCalendarDays(date, -1);
  const next = addCalendarDays(date, 1);
  const title = formatLongDate(date);
  // Credit the map data wherever distances are shown (GeoNames CC BY 4.0, OpenStreetMap).
  const attributions = [
    ...new Set(
      [
        ...TIME_SLOTS.flatMap((slot) => timeline.data?.[slot] ?? []).map((job) => job.attribution),
        route.data?.attribution,
      ].flatMap((credit) => (credit ? credit.split(' · ') : [])),
    ),
  ];

  return (
    <>
      <PageHeader
        title={title}
        before={backLink(weekPath(startOfWeekMonday(date)))}
        actions={
          <>
            {isWithinAgendaLimits(previous) && (
              <Link href={timelinePath(previous)} className={buttonClassName('secondary', 'md', 'px-2.5')}>
                <ChevronLeft className="size-5" aria-hidden />
                <span className="sr-only sm:not-sr-only">Vorige dag</span>
              </Link>
            )}
            {isWithinAgendaLimits(next) && (
              <Link href={timelinePath(next)} className={buttonClassName('secondary', 'md', 'px-2.5')}>
                <span className="sr-only sm:not-sr-only">Volgende dag</span>
                <ChevronRight className="size-5" aria-hidden />
              </Link>
            )}
          </>
        }
      />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="min-w-0 space-y-4">
          {timeline.isPending ? (
            <LoadingState label="Afspraken laden…" />
          ) : timeline.isError ? (
            <MessageBar
              tone="danger"
              action={
                <Button variant="ghost" size="sm" onPress={() => void timeline.refetch()}>
                  Opnieuw proberen
                </Button>
              }
            >
              De afspraken konden niet worden geladen. {timeline.error.message}
            </MessageBar>
          ) : (
            TIME_SLOTS.map((slot) => {
              const jobs = timeline.data[slot];
              return (
                <section key={slot} aria-labelledby={`slot-${slot}`} data-slot={slot}>
                  <Card
                    title={
                      <span id={`slot-${slot}`}>
                        {slot} <span className="font-normal text-gray-600">uur</span>
                      </span>
                    }
                    flush
                  >
                    {jobs.length === 0 ? (
                      <p className="px-4 py-3 text-sm text-gray-600">Geen afspraken binnen dit tijdslot.</p>
                    ) : (
                      <ul className="divide-y divide-gray-100">
                        {jobs.map((job) => (
                          <li key={job.id} className="space-y-2 px-3 py-3">
                            <AppointmentButton job={job} onOpen={setOpen} />
                            <TravelChips
                              distance={job.distance}
                              duration={job.duration}
                              estimated={job.estimated}
                            />
                          </li>
                        ))}
                      </ul>
                    )}
                  </Card>
                </section>
              );
            })
          )}
        </div>
        <DayRouteCard route={route.data} isPending={route.isPending} error={route.error} />
      </div>
      {attributions.length > 0 && <p className="mt-6 text-xs text-gray-600">{attributions.join(' · ')}</p>}
      <AppointmentDialog
        job={open}
        companyAddress={route.data?.company_address ?? null}
        onClose={() => setOpen(null)}
      />
    </>
  );
}
