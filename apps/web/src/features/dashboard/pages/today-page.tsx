import type { DashboardToday } from '@app/contracts';
import { formatLongDate } from '@app/domain';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { MessageBar } from '../../../components/ui/message-bar';
import { Money } from '../../../components/ui/money';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadingState } from '../../../components/ui/spinner';
import { DayJobs } from '../components/day-jobs';
import { Tile, type TileProps } from '../components/tile';
import { useDashboardToday } from '../dashboard-api';

/**
 * The list behind each tile. Quotes are orders with status Offerte (the orders list filtered on
 * it); deposits have no list of their own yet and open the orders.
 */
const LINKS = {
  bookingRequests: '/orders?status=pending',
  quotes: '/orders?status=quote',
  overdue: '/sales_invoices/outstanding?toon=verlopen',
  inspections: '/items/inspections',
  deposits: '/orders',
} as const;

const dayLink = (date: string) => `/schedule/${date}T08:00:00/timeline`;
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The figures of the day, in reading order; a count asks attention when it is above zero. */
const todayTiles = (data: DashboardToday): TileProps[] => [
  {
    label: 'Boekingsaanvragen',
    value: data.booking_requests,
    detail: 'In behandeling',
    to: LINKS.bookingRequests,
    attention: data.booking_requests > 0,
    testId: 'tile-booking-requests',
  },
  {
    label: 'Offertes open',
    value: data.quotes_open,
    detail: `${data.quotes_expiring_7d} verlopen binnen 7 dagen`,
    to: LINKS.quotes,
    attention: data.quotes_expiring_7d > 0,
    testId: 'tile-quotes',
  },
  {
    label: 'Verlopen facturen',
    value: <Money cents={data.invoices_overdue.amount} />,
    detail: plural(data.invoices_overdue.count, 'factuur', 'facturen'),
    to: LINKS.overdue,
    attention: data.invoices_overdue.count > 0,
    testId: 'tile-overdue',
  },
  {
    label: 'Contant te innen',
    value: <Money cents={data.cash_to_collect_total} />,
    detail: 'Bij de ritten van vandaag',
    to: dayLink(data.date),
    testId: 'tile-cash',
  },
  {
    label: 'Buiten gebruik',
    value: data.units_out_of_service,
    detail: 'Eenheden die niet uit kunnen',
    to: LINKS.inspections,
    attention: data.units_out_of_service > 0,
    testId: 'tile-out-of-service',
  },
  {
    label: 'Keuringen',
    value: data.inspections_due_30d,
    detail: 'Verlopen of binnen 30 dagen',
    to: LINKS.inspections,
    attention: data.inspections_due_30d > 0,
    testId: 'tile-inspections',
  },
  {
    label: 'Borg in bewaring',
    value: <Money cents={data.deposits_held} />,
    detail: 'Nog terug te betalen',
    to: LINKS.deposits,
    testId: 'tile-deposits',
  },
];

/** Vandaag: what the day asks, in one look; refreshes itself while open. */
export function TodayPage() {
  const today = useDashboardToday();
  if (today.isError && !today.data)
    return (
      <>
        <PageHeader title="Vandaag" />
        <MessageBar tone="danger">{today.error.message}</MessageBar>
      </>
    );
  if (!today.data) return <LoadingState label="Vandaag laden…" />;
  const data = today.data;
  const done = data.jobs.filter((job) => job.done).length;
  return (
    <>
      <PageHeader
        title="Vandaag"
        description={<span className="first-letter:uppercase">{formatLongDate(data.date)}</span>}
      />
      <div className="flex flex-col gap-6">
        <section aria-label="Wat er wacht" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {todayTiles(data).map((tile) => (
            <Tile key={tile.testId} {...tile} />
          ))}
        </section>
        <Card
          title="Ritten"
          actions={
            <Link
              className="inline-flex min-h-11 items-center sm:min-h-0 text-sm text-brand-700 underline"
              to={dayLink(data.date)}
            >
              Dagplanning
            </Link>
          }
        >
          <p className="mb-2 text-sm text-gray-600" data-testid="jobs-summary">
            {plural(data.jobs.length, 'rit', 'ritten')}, {done} gedaan
          </p>
          <DayJobs jobs={data.jobs} />
        </Card>
      </div>
    </>
  );
}
