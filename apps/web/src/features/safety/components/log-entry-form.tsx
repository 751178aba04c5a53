import {
  LOG_KIND_LABELS,
  LOG_KIND_VALUES,
  LOG_RESULT_LABELS,
  LOG_RESULT_VALUES,
  type UnitDetail,
} from '@app/contracts';
import { todayCalendarDate } from '@app/domain';
import { useState } from 'react';
import { DatePickerField } from '../../../components/ui/date-picker-field';
import { FileDropZone } from '../../../components/ui/file-drop-zone';
import { MessageBar } from '../../../components/ui/message-bar';
import { Select } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import { useCreateLogEntry } from '../safety-api';
import { FileList, firstError, SafetyFormFrame, uploadAll, useSafetySave } from './safety-form-frame';

export function LogEntryForm({ unit }: { unit: UnitDetail }) {
  const create = useCreateLogEntry();
  const { errors, busy, save } = useSafetySave();
  const [kind, setKind] = useState<(typeof LOG_KIND_VALUES)[number]>('keuring');
  const [date, setDate] = useState<string | null>(todayCalendarDate());
  const [performedBy, setPerformedBy] = useState('');
  const [findings, setFindings] = useState('');
  const [parts, setParts] = useState('');
  const [result, setResult] = useState<(typeof LOG_RESULT_VALUES)[number] | null>('goedgekeurd');
  const [nextDue, setNextDue] = useState<string | null>(null);
  const [files, setFiles] = useState<File[]>([]);

  const submit = () =>
    save(async () => {
      const attachments = await uploadAll(files);
      await create.mutateAsync({
        unit_id: unit.id,
        kind,
        date,
        performed_by: performedBy,
        findings,
        parts_replaced: parts,
        result,
        next_due: nextDue,
        attachments,
      });
      setFindings('');
      setParts('');
      setFiles([]);
      return 'De logboekregel is vastgelegd.';
    });

  return (
    <SafetyFormFrame label="Logboekregel vastleggen" busy={busy} onSubmit={() => void submit()}>
      <Select
        label="Soort"
        options={LOG_KIND_VALUES.map((id) => ({ id, label: LOG_KIND_LABELS[id] }))}
        value={kind}
        onChange={(value) => value && setKind(value)}
      />
      <DatePickerField
        label="Datum"
        value={date}
        onChange={setDate}
        errorMessage={firstError(errors, 'date')}
        testId="log-date"
      />
      <TextField
        label="Uitgevoerd door"
        value={performedBy}
        onChange={setPerformedBy}
        errorMessage={firstError(errors, 'performed_by')}
      />
      <Select
        label="Uitslag"
        options={LOG_RESULT_VALUES.map((id) => ({ id, label: LOG_RESULT_LABELS[id] }))}
        value={result}
        onChange={setResult}
        errorMessage={firstError(errors, 'result')}
      />
      <TextField
        label="Bevindingen"
        multiline
        rows={3}
        value={findings}
        onChange={setFindings}
        className="sm:col-span-2"
      />
      <TextField label="Vervangen onderdelen" value={parts} onChange={setParts} className="sm:col-span-2" />
      <DatePickerField
        label="Volgende keuring"
        value={nextDue}
        onChange={setNextDue}
        clearLabel="Volgende keuring wissen"
        errorMessage={firstError(errors, 'next_due')}
        testId="log-next-due"
      />
      <div className="flex flex-col gap-2 sm:col-span-2">
        <FileDropZone
          label="Bijlagen (PDF of foto's)"
          accept={['application/pdf', 'image/jpeg', 'image/png', 'image/webp']}
          allowsMultiple
          onFiles={(picked) => setFiles((list) => [...list, ...picked])}
        />
        <FileList files={files} onClear={() => setFiles([])} />
        {firstError(errors, 'attachments') && (
          <MessageBar tone="danger">{firstError(errors, 'attachments')}</MessageBar>
        )}
      </div>
    </SafetyFormFrame>
  );
}
