import {
  LOG_KIND_LABELS,
  LOG_KIND_VALUES,
  LOG_RESULT_LABELS,
  LOG_RESULT_VALUES,
  type UnitDetail,
} from '@app/contracts';
import { todayCalendarDate } from '@app/domain';
import { DatePickerField } from '../../../components/ui/date-picker-field';
import { FileDropZone } from '../../../components/ui/file-drop-zone';
import { MessageBar } from '../../../components/ui/message-bar';
import { Select } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import { useCreateLogEntry } from '../safety-api';
import {
  FileList,
  firstError,
  SafetyFormFrame,
  uploadAll,
  useFormValues,
  useSafetySave,
} from './safety-form-frame';

const start = () => ({
  kind: 'keuring' as (typeof LOG_KIND_VALUES)[number],
  date: todayCalendarDate() as string | null,
  performedBy: '',
  findings: '',
  parts: '',
  result: 'goedgekeurd' as (typeof LOG_RESULT_VALUES)[number] | null,
  nextDue: null as string | null,
  files: [] as File[],
});

export function LogEntryForm({ unit }: { unit: UnitDetail }) {
  const create = useCreateLogEntry();
  const { errors, busy, save } = useSafetySave();
  const { values, set, setValues, reset } = useFormValues(start);

  const submit = () =>
    save(async () => {
      const attachments = await uploadAll(values.files);
      await create.mutateAsync({
        unit_id: unit.id,
        kind: values.kind,
        date: values.date,
        performed_by: values.performedBy,
        findings: values.findings,
        parts_replaced: values.parts,
        result: values.result,
        next_due: values.nextDue,
        attachments,
      });
      reset();
      return 'De logboekregel is vastgelegd.';
    });

  return (
    <SafetyFormFrame label="Logboekregel vastleggen" busy={busy} onSubmit={() => void submit()}>
      <Select
        label="Soort"
        options={LOG_KIND_VALUES.map((id) => ({ id, label: LOG_KIND_LABELS[id] }))}
        value={values.kind}
        onChange={(value) => value && set('kind')(value)}
      />
      <DatePickerField
        label="Datum"
        value={values.date}
        onChange={set('date')}
        errorMessage={firstError(errors, 'date')}
        testId="log-date"
      />
      <TextField
        label="Uitgevoerd door"
        value={values.performedBy}
        onChange={set('performedBy')}
        errorMessage={firstError(errors, 'performed_by')}
      />
      <Select
        label="Uitslag"
        options={LOG_RESULT_VALUES.map((id) => ({ id, label: LOG_RESULT_LABELS[id] }))}
        value={values.result}
        onChange={set('result')}
        errorMessage={firstError(errors, 'result')}
      />
      <TextField
        label="Bevindingen"
        multiline
        rows={3}
        value={values.findings}
        onChange={set('findings')}
        className="sm:col-span-2"
      />
      <TextField
        label="Vervangen onderdelen"
        value={values.parts}
        onChange={set('parts')}
        className="sm:col-span-2"
      />
      <DatePickerField
        label="Volgende keuring"
        value={values.nextDue}
        onChange={set('nextDue')}
        clearLabel="Volgende keuring wissen"
        errorMessage={firstError(errors, 'next_due')}
        testId="log-next-due"
      />
      <div className="flex flex-col gap-2 sm:col-span-2">
        <FileDropZone
          label="Bijlagen (PDF of foto's)"
          accept={['application/pdf', 'image/jpeg', 'image/png', 'image/webp']}
          allowsMultiple
          onFiles={(picked) => setValues((current) => ({ ...current, files: [...current.files, ...picked] }))}
        />
        <FileList files={values.files} onClear={() => set('files')([])} />
        {firstError(errors, 'attachments') && (
          <MessageBar tone="danger">{firstError(errors, 'attachments')}</MessageBar>
        )}
      </div>
    </SafetyFormFrame>
  );
}
