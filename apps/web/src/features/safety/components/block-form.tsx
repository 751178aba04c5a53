import type { BlockConflict, UnitDetail } from '@app/contracts';
import { formatDisplayPeriod, todayCalendarDate } from '@app/domain';
import { useState } from 'react';
import { DatePickerField } from '../../../components/ui/date-picker-field';
import { MessageBar } from '../../../components/ui/message-bar';
import { TextField } from '../../../components/ui/text-field';
import { useBlockUnit } from '../safety-api';
import { firstError, SafetyFormFrame, useSafetySave } from './safety-form-frame';

export function BlockForm({ unit }: { unit: UnitDetail }) {
  const block = useBlockUnit();
  const { errors, busy, save } = useSafetySave();
  const [from, setFrom] = useState<string | null>(todayCalendarDate());
  const [until, setUntil] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [conflicts, setConflicts] = useState<BlockConflict[] | null>(null);

  const submit = () =>
    save(async () => {
      const answer = await block.mutateAsync({ unitId: unit.id, from: from ?? '', until, reason });
      setReason('');
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
        value={from}
        onChange={setFrom}
        errorMessage={firstError(errors, 'from')}
        testId="block-from"
      />
      <DatePickerField
        label="Tot en met (leeg: onbepaald)"
        value={until}
        onChange={setUntil}
        clearLabel="Einddatum wissen"
        errorMessage={firstError(errors, 'until')}
        testId="block-until"
      />
      <TextField
        label="Reden"
        value={reason}
        onChange={setReason}
        errorMessage={firstError(errors, 'reason')}
        className="sm:col-span-2"
      />
    </SafetyFormFrame>
  );
}
