import type { ReservationModel, UnitDetail } from '@app/contracts';
import { formatDisplayDate } from '@app/domain';
import { type CalendarDate, parseDate, today } from '@internationalized/date';
import { useState } from 'react';
import {
  Button as AriaButton,
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  Link,
} from 'react-aria-components';
import { useParams } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { CalendarMonthHeader, CalendarWeekdayRow } from '../../../components/ui/calendar-header';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { MessageBar } from '../../../components/ui/message-bar';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadingState } from '../../../components/ui/spinner';
import { QueryTabs } from '../../../components/ui/tabs';
import { isApiError } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import { UnitSafetyTab } from '../../safety';
import { UNIT_STATE_BADGES } from '../item-labels';
import { useReleaseReservation, useUnit } from '../items-api';

export function UnitDetailPage() {
  const { itemId, unitId } = useParams();
  const unit = useUnit(unitId);
  if (unit.isPending) return <LoadingState />;
  if (unit.isError) return <MessageBar tone="danger">{unit.error.message}</MessageBar>;
  return <UnitView unit={unit.data} itemId={itemId ?? String(unit.data.item.id)} />;
}

const covers = (r: ReservationModel, day: string) => r.reserved_from <= day && day <= r.reserved_until;

function UnitView({ unit, itemId }: { unit: UnitDetail; itemId: string }) {
  const [chosen, setChosen] = useState<number | null>(null);
  const now = today('Europe/Amsterdam');
  const firstUpcoming = unit.reservations.find((r) => r.reserved_until >= now.toString());
  // The calendar opens on the month of the next reservation, so there is something to see.
  const [focused, setFocused] = useState<CalendarDate>(() =>
    firstUpcoming ? parseDate(firstUpcoming.reserved_from) : now,
  );
  const badge = UNIT_STATE_BADGES[unit.state];

  const [releasing, setReleasing] = useState<ReservationModel | null>(null);
  const release = useReleaseReservation();

  const highlight = (reservation: ReservationModel) => {
    setChosen(reservation.id);
    setFocused(parseDate(reservation.reserved_from));
  };

  return (
    <div>
      <PageHeader
        title={unit.item.name}
        before={
          <Link
            href={`/items/${itemId}?view=stock`}
            className="inline-flex min-h-11 items-center text-sm text-brand-700 hover:underline sm:min-h-0"
          >
            ← Terug naar voorraad
          </Link>
        }
        description={
          <span className="flex flex-wrap items-center gap-2">
            <Badge tone="brand" className="max-w-full whitespace-normal! [overflow-wrap:anywhere]">
              S/N {unit.serial_number ?? '—'}
            </Badge>
            <Badge tone={badge.tone}>{badge.label}</Badge>
          </span>
        }
      />
      <QueryTabs
        aria-label="Exemplaar"
        defaultTab="reservations"
        tabs={[
          {
            id: 'reservations',
            label: 'Reserveringen',
            content: (
              <div className="grid grid-cols-1 gap-6 lg:grid-cols-[auto_minmax(0,1fr)]">
                <Card>
                  <Calendar
                    aria-label="Reserveringen"
                    isReadOnly
                    focusedValue={focused}
                    onFocusChange={setFocused}
                    firstDayOfWeek="mon"
                    className="w-fit"
                  >
                    <CalendarMonthHeader size="md" />
                    <CalendarGrid className="border-separate border-spacing-0.5 sm:border-spacing-1">
                      <CalendarWeekdayRow size="md" />
                      <CalendarGridBody>
                        {(date) => {
                          const day = date.toString();
                          const matches = unit.reservations.filter((r) => covers(r, day));
                          const reserved = matches.length > 0;
                          const isChosen = chosen !== null && matches.some((r) => r.id === chosen);
                          return (
                            <CalendarCell
                              date={date}
                              data-reserved={reserved || undefined}
                              data-chosen={isChosen || undefined}
                              className={({ isOutsideMonth, isFocusVisible }) =>
                                cn(
                                  'flex size-8 items-center justify-center rounded-md text-sm outline-none sm:size-9',
                                  isOutsideMonth && 'text-gray-300',
                                  reserved && !isOutsideMonth && 'bg-brand-100 font-medium text-brand-900',
                                  isChosen && !isOutsideMonth && 'bg-brand-600 text-white',
                                  isFocusVisible && 'ring-2 ring-brand-500',
                                )
                              }
                            />
                          );
                        }}
                      </CalendarGridBody>
                    </CalendarGrid>
                  </Calendar>
                </Card>
                <Card title="Reserveringen" flush>
                  {unit.reservations.length === 0 ? (
                    <p className="p-4 text-sm text-gray-600">
                      Dit product is voorlopig nog niet gereserveerd.
                    </p>
                  ) : (
                    <ul className="divide-y divide-gray-100" aria-label="Reserveringen">
                      {unit.reservations.map((r) => (
                        <li key={r.id} className="flex flex-wrap items-center gap-x-2">
                          <AriaButton
                            onPress={() => highlight(r)}
                            aria-pressed={chosen === r.id}
                            className={cn(
                              'flex min-w-0 flex-1 basis-64 flex-wrap items-center justify-between gap-x-3 gap-y-1 px-4 py-3 text-left text-sm outline-none data-focus-visible:ring-2 data-focus-visible:ring-brand-500 data-hovered:bg-gray-50',
                              chosen === r.id && 'bg-brand-50',
                            )}
                          >
                            <span className="font-medium text-gray-900">
                              {r.contact?.display_name ?? 'Onbekend contact'}
                            </span>
                            <span className="text-gray-600">
                              {formatDisplayDate(r.reserved_from)} t/m {formatDisplayDate(r.reserved_until)}
                            </span>
                          </AriaButton>
                          {r.order_id === null && (
                            <span className="flex items-center gap-2 px-4 pb-3 sm:pb-0">
                              <Badge tone="warning">Zonder order</Badge>
                              <Button variant="secondary" size="sm" onPress={() => setReleasing(r)}>
                                Vrijgeven
                              </Button>
                            </span>
                          )}
                        </li>
                      ))}
                    </ul>
                  )}
                </Card>
              </div>
            ),
          },
          { id: 'safety', label: 'Veiligheid', content: <UnitSafetyTab unit={unit} /> },
        ]}
      />
      <ConfirmDialog
        isOpen={releasing !== null}
        onOpenChange={(open) => !open && setReleasing(null)}
        title="Reservering vrijgeven"
        confirmLabel="Vrijgeven"
        cancelLabel="Terug"
        isPending={release.isPending}
        onConfirm={() => {
          if (!releasing) return;
          release.mutate(releasing.id, {
            onSuccess: (result) => {
              setReleasing(null);
              toast.success(result.message);
            },
            onError: (error) => {
              setReleasing(null);
              toast.error(isApiError(error) ? error.message : 'Vrijgeven is mislukt.');
            },
          });
        }}
      >
        {releasing &&
          `Deze reservering hoort bij geen order en staat in geen agenda. ${formatDisplayDate(releasing.reserved_from)} t/m ${formatDisplayDate(releasing.reserved_until)} (${releasing.contact?.display_name ?? 'onbekend contact'}) komen weer vrij voor andere orders. Dit kan niet ongedaan worden gemaakt.`}
      </ConfirmDialog>
    </div>
  );
}
