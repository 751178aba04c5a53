import { isValidCalendarDate, orderLineTitle } from '@app/domain';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { DatePickerField } from '../../../components/ui/date-picker-field';
import { MessageBar } from '../../../components/ui/message-bar';
import { Modal } from '../../../components/ui/modal';
import { LoadingState } from '../../../components/ui/spinner';
import { lineOnOtherDays, type OrderDraftLine } from '../order-lines';
import { useLineAvailability } from '../use-line-availability';
import { ChosenRange } from './add-item-period-step';
import { AvailabilityCalendar, type DayRange } from './availability-calendar';

/**
 * Other days for a line of the order form, in place: the availability calendar opens on the
 * line's own month with its days chosen (its own units are free for it; the form's other lines'
 * are not), or for a sale a delivery day. Opslaan puts the line on the new days.
 */
export function ChangeDatesDialog({
  line,
  otherLines,
  orderId,
  onClose,
  onSave,
}: {
  line: OrderDraftLine;
  otherLines: readonly OrderDraftLine[];
  orderId: number | undefined;
  onClose: () => void;
  onSave: (line: OrderDraftLine) => void;
}) {
  const rental = line.itemType !== 'sellable';
  const [range, setRange] = useState<DayRange | null>({ from: line.from, until: line.until });
  const [day, setDay] = useState<string | null>(line.from);
  const calendar = useLineAvailability({
    item: { id: line.itemId, type: line.itemType },
    otherLines,
    orderId,
    enabled: true,
  });
  const dayValid = day !== null && isValidCalendarDate(day) && day >= calendar.start;
  const changed = rental ? range && lineOnOtherDays(line, range, calendar.free) : null;
  const tooFew = rental && range !== null && changed === null && calendar.free !== null;
  const canSave = rental ? changed !== null : dayValid;
  const save = () => {
    if (rental && changed) onSave(changed);
    else if (!rental && day && dayValid)
      onSave(lineOnOtherDays(line, { from: day, until: day }, null) ?? line);
  };

  return (
    <Modal
      title={`${rental ? 'Andere data' : 'Andere leverdag'}: ${orderLineTitle(line.itemName, line.quantity)}`}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      size="lg"
      footer={
        <div className="flex w-full justify-end gap-2">
          <Button variant="ghost" onPress={onClose}>
            Annuleren
          </Button>
          <Button isDisabled={!canSave} onPress={save}>
            Opslaan
          </Button>
        </div>
      }
    >
      {!rental ? (
        <DatePickerField
          label="Leverdag"
          value={day}
          onChange={setDay}
          minValue={calendar.start}
          errorMessage={
            day !== null && isValidCalendarDate(day) && !dayValid
              ? 'Kies vandaag of een latere dag.'
              : undefined
          }
          className="max-w-64"
        />
      ) : calendar.availability.isPending ? (
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
            onChange={setRange}
            maxDay={calendar.maxDay}
            blockedDays={calendar.blockedDays}
          />
          <div className="flex min-w-0 flex-1 flex-col gap-3 text-sm">
            <ChosenRange range={range} />
            {tooFew && (
              <MessageBar tone="warning">
                {line.quantity > 1
                  ? `Er zijn op al deze dagen geen ${line.quantity} exemplaren vrij. Kies een andere periode.`
                  : 'Er is geen exemplaar vrij op al deze dagen. Kies een andere periode.'}
              </MessageBar>
            )}
          </div>
        </div>
      )}
    </Modal>
  );
}
