import { INJURY_LABELS, INJURY_VALUES, type UnitDetail } from '@app/contracts';
import {
  amsterdamInstantOf,
  amsterdamTimeOf,
  formatDateTime,
  isValidCalendarDate,
  parseDutchTimeInput,
  toCalendarDate,
} from '@app/domain';
import { useState } from 'react';
import { DatePickerField } from '../../../components/ui/date-picker-field';
import { Select } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import { useCreateIncident } from '../safety-api';
import { firstError, SafetyFormFrame, useFormValues, useSafetySave } from './safety-form-frame';

const TIME_MESSAGE = 'Vul een tijd in als uu:mm, bijvoorbeeld 14:30.';

/** Now, as the day and the 24-hour time in Amsterdam. */
const start = () => {
  const now = new Date();
  return {
    day: toCalendarDate(now) as string | null,
    time: amsterdamTimeOf(now),
    orderId: '',
    description: '',
    injury: 'geen' as (typeof INJURY_VALUES)[number],
    measures: '',
    reportedOn: null as string | null,
    corrects: 'none',
  };
};

export function IncidentForm({ unit }: { unit: UnitDetail }) {
  const create = useCreateIncident();
  const { errors, busy, save } = useSafetySave();
  const { values, set, setValues, reset } = useFormValues(start);
  // The time's own check, shown once the field was left or the form sent.
  const [timeChecked, setTimeChecked] = useState(false);
  const time = parseDutchTimeInput(values.time);
  const timeError = timeChecked && time === null ? TIME_MESSAGE : undefined;
  const orders = [...new Set(unit.reservations.flatMap((r) => (r.order_id === null ? [] : [r.order_id])))];

  /** A correction starts from the incident it corrects (e.g. to add the NVWA reporting date). */
  const pickCorrected = (id: string) => {
    const old = unit.incidents.find((i) => String(i.id) === id);
    if (!old) {
      set('corrects')(id);
      return;
    }
    setValues({
      day: toCalendarDate(old.occurred_at),
      time: amsterdamTimeOf(old.occurred_at),
      orderId: old.order_id ? String(old.order_id) : '',
      description: old.description,
      injury: old.injury,
      measures: old.measures ?? '',
      reportedOn: old.nvwa_reported_on,
      corrects: id,
    });
  };

  const submit = () => {
    setTimeChecked(true);
    if (time === null) return;
    return save(async () => {
      await create.mutateAsync({
        unit_id: unit.id,
        occurred_at:
          values.day && isValidCalendarDate(values.day) ? amsterdamInstantOf(values.day, time) : '',
        order_id: values.orderId ? Number(values.orderId) : null,
        description: values.description,
        injury: values.injury,
        measures: values.measures,
        nvwa_reported_on: values.reportedOn,
        corrects_id: values.corrects === 'none' ? null : Number(values.corrects),
      });
      reset();
      setTimeChecked(false);
      return 'Het incident is vastgelegd.';
    });
  };

  return (
    <SafetyFormFrame label="Incident vastleggen" busy={busy} onSubmit={() => void submit()}>
      {unit.incidents.length > 0 && (
        <Select
          label="Correctie op (optioneel)"
          options={[
            { id: 'none', label: 'Geen: een nieuw incident' },
            ...unit.incidents.map((i) => ({
              id: String(i.id),
              label: `Incident ${i.id} van ${formatDateTime(i.occurred_at)}`,
            })),
          ]}
          value={values.corrects}
          onChange={(value) => pickCorrected(value ?? 'none')}
          className="sm:col-span-2"
        />
      )}
      <DatePickerField
        label="Datum"
        value={values.day}
        onChange={set('day')}
        errorMessage={firstError(errors, 'occurred_at')}
        testId="incident-date"
      />
      <TextField
        label="Tijd"
        description="24 uur, bijvoorbeeld 14:30"
        placeholder="uu:mm"
        inputMode="numeric"
        autoComplete="off"
        value={values.time}
        onChange={set('time')}
        onBlur={() => {
          setTimeChecked(true);
          if (time !== null) set('time')(time);
        }}
        errorMessage={timeError}
      />
      <TextField
        label="Ordernummer (optioneel)"
        inputMode="numeric"
        value={values.orderId}
        onChange={set('orderId')}
        description={orders.length > 0 ? `Orders met dit toestel: ${orders.join(', ')}` : undefined}
        errorMessage={firstError(errors, 'order_id')}
      />
      <Select
        label="Letsel"
        options={INJURY_VALUES.map((id) => ({ id, label: INJURY_LABELS[id] }))}
        value={values.injury}
        onChange={(value) => value && set('injury')(value)}
      />
      <TextField
        label="Wat er gebeurde"
        multiline
        rows={3}
        value={values.description}
        onChange={set('description')}
        errorMessage={firstError(errors, 'description')}
        className="sm:col-span-2"
      />
      <DatePickerField
        label="Gemeld bij NVWA op"
        value={values.reportedOn}
        onChange={set('reportedOn')}
        clearLabel="Meldingsdatum wissen"
        errorMessage={firstError(errors, 'nvwa_reported_on')}
        testId="incident-reported"
      />
      <TextField
        label="Genomen maatregelen"
        multiline
        rows={2}
        value={values.measures}
        onChange={set('measures')}
        className="sm:col-span-2"
      />
    </SafetyFormFrame>
  );
}
