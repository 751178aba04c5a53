import type { BlockConflict, UnitDetail } from '@app/contracts';
import { formatDisplayPeriod, todayCalendarDate } from '@app/domain';
import { useState } from 'react';
import { DatePickerField } from '../../../components/ui/date-picker-field';
import { MessageBar } from '../../../components/ui/message-bar';
import { TextField } from '../../../components/ui/text-field';
import { useBlockUnit } from '../safety-api';
import { firstError, SafetyFormFrame, useFormValues, useSafetySave } from './safety-form-frame';

const start = () => ({
  from: todayCalendarDate() as string | null,
  until: null as string | null,
  reason: '',
});

export function BlockForm({ unit }: { unit: UnitDetail }) {
  const block = useBlockUnit();
  const { errors, busy, save } = useSafetySave();
  const { values, set, reset } = useFormValues(start);
  // Outlives the reset: the reservations the saved block now conflicts with.
  const [conflicts, setConflicts] = useState<BlockConflict[] | null>(null);

  const submit = () =>
    save(async () => {
      const answer = await block.mutateAsync({
        unitId: unit.id,
        from: values.from ?? '',
        until: values.until,
        reason: values.reason,
      });
      reset();
      setConflicts(answer.conflicts);
      return 'Het toestel is buiten gebruik gesteld.';
    });

  return (
    <SafetyFormFrame
      label="Buiten gebruik stellen"
      busy={busy}
      onSubmit={() => void submit()}
      after={
        conflicts &&
        conflicts.length > 0 && (
          <MessageBar tone="warning" className="sm:col-span-2">
            Deze reserveringen vallen nu op dagen buiten gebruik; verplaats ze naar een ander exemplaar:{' '}
            {conflicts
              .map(
                (c) =>
                  `${c.order_id ? `order ${c.order_id}` : 'reservering zonder order'} (${c.contact_name ?? 'onbekend'}, ${formatDisplayPeriod(c.reserved_from, c.reserved_until)})`,
              )
              .join('; ')}
          </MessageBar>
        )
      }
    >
      <DatePickerField
        label="Vanaf"
        value={values.from}
        onChange={set('from')}
        errorMessage={firstError(errors, 'from')}
        testId="block-from"
      />
      <DatePickerField
        label="Tot en met (leeg: onbepaald)"
        value={values.until}
        onChange={set('until')}
        clearLabel="Einddatum wissen"
        errorMessage={firstError(errors, 'until')}
        testId="block-until"
      />
      <TextField
        label="Reden"
        value={values.reason}
        onChange={set('reason')}
        errorMessage={firstError(errors, 'reason')}
        className="sm:col-span-2"
      />
    </SafetyFormFrame>
  );
}
