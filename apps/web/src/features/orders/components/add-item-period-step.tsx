import { reservationDayCount, reservationPeriodText } from '@app/domain';
import { MessageBar } from '../../../components/ui/message-bar';
import { LoadingState } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { priceText } from '../order-lines';
import type { AddItemState } from '../use-add-item';
import { AvailabilityCalendar, type DayRange } from './availability-calendar';
import { InspectionDueNotice } from './inspection-due-notice';

/** "5 dec. 2026 t/m 6 dec. 2026 (2 dagen)", or what to do while no range is chosen. */
export function ChosenRange({ range }: { range: DayRange | null }) {
  const days = range ? reservationDayCount(range.from, range.until) : 0;
  return (
    <p aria-live="polite" data-testid="chosen-range">
      {range ? (
        <>
          <span className="font-medium text-gray-900">{reservationPeriodText(range.from, range.until)}</span>
          <span className="text-gray-600">
            {' '}
            ({days} {days === 1 ? 'dag' : 'dagen'})
          </span>
        </>
      ) : (
        <span className="text-gray-600">Kies de eerste en de laatste dag.</span>
      )}
    </p>
  );
}

/** Step 2 of "Artikel toevoegen" for a rental: the period on the calendar and, with several units, how many. */
export function AddItemPeriodStep({ add }: { add: AddItemState }) {
  const { item, range, unitId, freeUnits, quantity, manyUnits, calendar } = add;
  if (!item) return null;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-gray-600">
        {item.name} · {priceText(item)}. Doorgestreepte dagen zijn bezet.
      </p>
      {calendar.availability.isPending ? (
        <LoadingState label="Beschikbaarheid laden…" />
      ) : calendar.availability.isError || !calendar.free ? (
        <MessageBar tone="danger">
          {calendar.availability.error?.message ?? 'De beschikbaarheid kon niet worden geladen.'}
        </MessageBar>
      ) : (
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
          <AvailabilityCalendar
            availability={calendar.free}
            value={range}
            onChange={add.setRange}
            maxDay={calendar.maxDay}
            blockedDays={calendar.blockedDays}
          />
          <div className="flex min-w-0 flex-1 flex-col gap-3 text-sm">
            <ChosenRange range={range} />
            {range && unitId === null && (
              <MessageBar tone="warning">
                Er is geen exemplaar vrij op al deze dagen. Kies een andere periode.
              </MessageBar>
            )}
            {calendar.inspectionDue.data && (
              <InspectionDueNotice
                rows={calendar.inspectionDue.data.results}
                range={range}
                chosenUnitIds={
                  unitId === null ? [] : manyUnits && quantity > 1 ? freeUnits.slice(0, quantity) : [unitId]
                }
              />
            )}
            {manyUnits && (
              <TextField
                label="Aantal"
                inputMode="numeric"
                value={add.quantityText}
                onChange={add.setQuantityText}
                description={
                  range && freeUnits.length > 0
                    ? `${freeUnits.length} ${freeUnits.length === 1 ? 'exemplaar' : 'exemplaren'} vrij in deze periode.`
                    : undefined
                }
                errorMessage={
                  quantity < 1
                    ? 'Geef een heel aantal van 1 of meer op.'
                    : add.tooMany
                      ? `Er ${freeUnits.length === 1 ? 'is' : 'zijn'} in deze periode nog maar ${freeUnits.length} vrij.`
                      : undefined
                }
                className="max-w-48"
              />
            )}
          </div>
        </div>
      )}
    </div>
  );
}
