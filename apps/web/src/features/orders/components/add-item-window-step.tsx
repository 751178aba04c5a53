import { DELIVERY_TIME_WINDOWS } from '@app/domain';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { Select } from '../../../components/ui/select';
import { cn } from '../../../lib/cn';
import type { AddItemState } from '../use-add-item';

// Without " uur": the select's hidden native <label> must not repeat the delivery radios' names.
const PICKUP_OPTIONS = DELIVERY_TIME_WINDOWS.map((w) => ({ id: w, label: w }));

/** Step 3 of "Artikel toevoegen": the delivery window, and for a rental the pickup window. */
export function AddItemWindowStep({ add }: { add: AddItemState }) {
  return (
    <div className="flex flex-col gap-4">
      <RadioGroup value={add.window} onChange={add.setWindow} className="flex flex-col gap-2">
        <Label className="text-sm font-medium text-gray-800">Levertijd</Label>
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          {DELIVERY_TIME_WINDOWS.map((w) => (
            <Radio
              key={w}
              value={w}
              className={({ isSelected, isFocusVisible }) =>
                cn(
                  'flex cursor-pointer items-center justify-center rounded-md border px-4 py-3 text-sm font-medium tabular-nums',
                  isSelected
                    ? 'border-brand-600 bg-brand-50 text-brand-800'
                    : 'border-gray-300 text-gray-700',
                  isFocusVisible && 'ring-2 ring-brand-500 ring-offset-1',
                )
              }
            >
              {w} uur
            </Radio>
          ))}
        </div>
      </RadioGroup>
      {add.item && add.item.type !== 'sellable' && (
        <Select
          label="Ophaaltijd"
          description="Op de laatste huurdag, in uren."
          options={PICKUP_OPTIONS}
          value={add.pickupWindow}
          onChange={(value) => value && add.setPickupWindow(value)}
          className="sm:w-64"
        />
      )}
    </div>
  );
}
