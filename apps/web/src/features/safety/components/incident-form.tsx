import { INJURY_LABELS, INJURY_VALUES, type UnitDetail } from '@app/contracts';
import { formatDateTime } from '@app/domain';
import { useState } from 'react';
import { DatePickerField } from '../../../components/ui/date-picker-field';
import { Select } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import { useCreateIncident } from '../safety-api';
import { firstError, SafetyFormFrame, useSafetySave } from './safety-form-frame';

/** datetime-local gives local time without zone; the browser's zone makes it an instant. */
const nowLocal = () => {
  const d = new Date();
  d.setMinutes(d.getMinutes() - d.getTimezoneOffset());
  return d.toISOString().slice(0, 16);
};

export function IncidentForm({ unit }: { unit: UnitDetail }) {
  const create = useCreateIncident();
  const { errors, busy, save } = useSafetySave();
  const [occurredAt, setOccurredAt] = useState(nowLocal());
  const [orderId, setOrderId] = useState('');
  const [description, setDescription] = useState('');
  const [injury, setInjury] = useState<(typeof INJURY_VALUES)[number]>('geen');
  const [measures, setMeasures] = useState('');
  const [reportedOn, setReportedOn] = useState<string | null>(null);
  const [corrects, setCorrects] = useState<string>('none');
  const orders = [...new Set(unit.reservations.flatMap((r) => (r.order_id === null ? [] : [r.order_id])))];

  /** A correction starts from the incident it corrects (e.g. to add the NVWA reporting date). */
  const pickCorrected = (id: string) => {
    setCorrects(id);
    const old = unit.incidents.find((i) => String(i.id) === id);
    if (!old) return;
    const local = new Date(old.occurred_at);
    local.setMinutes(local.getMinutes() - local.getTimezoneOffset());
    setOccurredAt(local.toISOString().slice(0, 16));
    setOrderId(old.order_id ? String(old.order_id) : '');
    setDescription(old.description);
    setInjury(old.injury);
    setMeasures(old.measures ?? '');
    setReportedOn(old.nvwa_reported_on);
  };

  const submit = () =>
    save(async () => {
      await create.mutateAsync({
        unit_id: unit.id,
        occurred_at: new Date(occurredAt).toISOString(),
        order_id: orderId ? Number(orderId) : null,
        description,
        injury,
        measures,
        nvwa_reported_on: reportedOn,
        corrects_id: corrects === 'none' ? null : Number(corrects),
      });
      setDescription('');
      setMeasures('');
      setCorrects('none');
      return 'Het incident is vastgelegd.';
    });

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
          value={corrects}
          onChange={(value) => pickCorrected(value ?? 'none')}
          className="sm:col-span-2"
        />
      )}
      <TextField
        label="Datum en tijd"
        type="datetime-local"
        value={occurredAt}
        onChange={setOccurredAt}
        errorMessage={firstError(errors, 'occurred_at')}
      />
      <TextField
        label="Ordernummer (optioneel)"
        inputMode="numeric"
        value={orderId}
        onChange={setOrderId}
        description={orders.length > 0 ? `Orders met dit toestel: ${orders.join(', ')}` : undefined}
        errorMessage={firstError(errors, 'order_id')}
      />
      <TextField
        label="Wat er gebeurde"
        multiline
        rows={3}
        value={description}
        onChange={setDescription}
        errorMessage={firstError(errors, 'description')}
        className="sm:col-span-2"
      />
      <Select
        label="Letsel"
        options={INJURY_VALUES.map((id) => ({ id, label: INJURY_LABELS[id] }))}
        value={injury}
        onChange={(value) => value && setInjury(value)}
      />
      <DatePickerField
        label="Gemeld bij NVWA op"
        value={reportedOn}
        onChange={setReportedOn}
        clearLabel="Meldingsdatum wissen"
        errorMessage={firstError(errors, 'nvwa_reported_on')}
        testId="incident-reported"
      />
      <TextField
        label="Genomen maatregelen"
        multiline
        rows={2}
        value={measures}
        onChange={setMeasures}
        className="sm:col-span-2"
      />
    </SafetyFormFrame>
  );
}
