import type { UnitDetail } from '@app/contracts';
import { DatePickerField } from '../../../components/ui/date-picker-field';
import { FileDropZone } from '../../../components/ui/file-drop-zone';
import { MessageBar } from '../../../components/ui/message-bar';
import { Select } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import { useCreateCertificate } from '../safety-api';
import {
  FileList,
  firstError,
  SafetyFormFrame,
  uploadAll,
  useFormValues,
  useSafetySave,
} from './safety-form-frame';

const start = () => ({
  scope: 'unit' as 'unit' | 'type',
  number: '',
  body: '',
  issuedOn: null as string | null,
  validUntil: null as string | null,
  files: [] as File[],
});

export function CertificateForm({ unit }: { unit: UnitDetail }) {
  const create = useCreateCertificate();
  const { errors, busy, save } = useSafetySave();
  const { values, set, reset } = useFormValues(start);

  const submit = () =>
    save(async () => {
      const [assetId] = await uploadAll(values.files);
      await create.mutateAsync({
        ...(values.scope === 'unit' ? { unit_id: unit.id } : { item_id: unit.item.id }),
        number: values.number,
        approving_body: values.body,
        issued_on: values.issuedOn,
        valid_until: values.validUntil,
        asset_id: assetId ?? null,
      });
      reset();
      return 'Het certificaat is vastgelegd.';
    });

  return (
    <SafetyFormFrame label="Certificaat vastleggen" busy={busy} onSubmit={() => void submit()}>
      <TextField
        label="Certificaatnummer"
        value={values.number}
        onChange={set('number')}
        errorMessage={firstError(errors, 'number')}
      />
      <TextField
        label="Keuringsinstelling"
        value={values.body}
        onChange={set('body')}
        errorMessage={firstError(errors, 'approving_body')}
      />
      <DatePickerField
        label="Datum certificaat"
        value={values.issuedOn}
        onChange={set('issuedOn')}
        errorMessage={firstError(errors, 'issued_on')}
        testId="certificate-date"
      />
      <DatePickerField
        label="Geldig tot (optioneel)"
        value={values.validUntil}
        onChange={set('validUntil')}
        clearLabel="Geldig tot wissen"
        errorMessage={firstError(errors, 'valid_until')}
        testId="certificate-valid-until"
      />
      <Select
        label="Geldt voor"
        options={[
          { id: 'unit', label: 'Dit exemplaar (per stuk)' },
          { id: 'type', label: 'Elk exemplaar van dit artikel (typecertificaat)' },
        ]}
        value={values.scope}
        onChange={(value) => value && set('scope')(value)}
        className="sm:col-span-2"
      />
      <div className="flex flex-col gap-2 sm:col-span-2">
        <FileDropZone
          label="Certificaat (PDF)"
          accept={['application/pdf']}
          onFiles={(picked) => set('files')(picked.slice(0, 1))}
        />
        <FileList files={values.files} onClear={() => set('files')([])} />
        {firstError(errors, 'asset_id') && (
          <MessageBar tone="danger">{firstError(errors, 'asset_id')}</MessageBar>
        )}
      </div>
    </SafetyFormFrame>
  );
}
