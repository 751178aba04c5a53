import { isValidCalendarDate } from '@app/domain';
import { DatePickerField } from '../../../components/ui/date-picker-field';
import { TextField } from '../../../components/ui/text-field';
import { priceText } from '../order-lines';
import type { AddItemState } from '../use-add-item';

/** Step 2 of "Artikel toevoegen" for a sale: the delivery day and how many, from the stock left. */
export function AddItemSaleStep({ add }: { add: AddItemState }) {
  const { item, deliveryDay, quantity, stockLeft } = add;
  const start = add.calendar.start;
  if (!item) return null;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-gray-600">
        {item.name} · {priceText(item)}. Verkochte artikelen worden op de leverdag gebracht en niet opgehaald.
      </p>
      <DatePickerField
        label="Leverdag"
        testId="delivery-day-input"
        value={deliveryDay}
        onChange={add.setDeliveryDay}
        minValue={start}
        errorMessage={
          deliveryDay !== null && isValidCalendarDate(deliveryDay) && deliveryDay < start
            ? 'Kies vandaag of een latere dag.'
            : undefined
        }
        className="max-w-64"
      />
      <TextField
        label="Aantal"
        inputMode="numeric"
        value={add.quantityText}
        onChange={add.setQuantityText}
        description={`${stockLeft} op voorraad.`}
        errorMessage={
          quantity < 1
            ? 'Geef een heel aantal van 1 of meer op.'
            : add.tooManySold
              ? stockLeft === 0
                ? `${item.name} is uitverkocht.`
                : `Er ${stockLeft === 1 ? 'is' : 'zijn'} nog maar ${stockLeft} op voorraad.`
              : undefined
        }
        className="max-w-48"
      />
    </div>
  );
}
