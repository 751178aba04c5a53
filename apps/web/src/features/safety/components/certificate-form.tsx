import type { UnitDetail } from '@app/contracts';
import { useState } from 'react';
import { DatePickerField } from '../../../components/ui/date-picker-field';
import { FileDropZone } from '../../../components/ui/file-drop-zone';
import { MessageBar } from '../../../components/ui/message-bar';
import { Select } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import { useCreateCertificate } from '../safety-api';
import { FileList, firstError, SafetyFormFrame, uploadAll, useSafetySave } from './safety-form-frame';

export function CertificateForm({ unit }: { unit: UnitDetail }) {
  const create = useCreateCertificate();
  const { errors, busy, save } = useSafetySave();
  const [scope, setScope] = useState<'unit' | 'type'>('unit');
  const [number, setNumber] = useState('');
  const [body, setBody] = useState('');
  const [issuedOn, setIssuedOn] = useState<string | null>(null);
  const [validUntil, setValidUntil] = useState<string | null>(null);
  const [files, setFiles] = useState<File[]>([]);

  const submit = () =>
    save(async () => {
      const [assetId] = await uploadAll(files);
      await create.mutateAsync({
        ...(scope === 'unit' ? { unit_id: unit.id } : { item_id: unit.item.id }),
        number,
        approving_body: body,
        issued_on: issuedOn,
        valid_until: validUntil,
        asset_id: assetId ?? null,
      });
      setNumber('');
      setFiles([]);
      return 'Het certificaat is vastgelegd.';
    });

  return (
    <SafetyFormFrame label="Certificaat vastleggen" busy={busy} onSubmit={() => void submit()}>
      <TextField
        label="Certificaatnummer"
        value={number}
        onChange={setNumber}
        errorMessage={firstError(errors, 'number')}
      />
      <TextField
        label="Keuringsinstelling"
        value={body}
        onChange={setBody}
        errorMessage={firstError(errors, 'approving_body')}
      />
      <DatePickerField
        label="Datum certificaat"
        value={issuedOn}
        onChange={setIssuedOn}
        errorMessage={firstError(errors, 'issued_on')}
        testId="certificate-date"
      />
      <DatePickerField
        label="Geldig tot (optioneel)"
        value={validUntil}
        onChange={setValidUntil}
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
        value={scope}
        onChange={(value) => value && setScope(value)}
        className="sm:col-span-2"
      />
      <div className="flex flex-col gap-2 sm:col-span-2">
        <FileDropZone
          label="Certificaat (PDF)"
          accept={['application/pdf']}
          onFiles={(picked) => setFiles(picked.slice(0, 1))}
        />
        <FileList files={files} onClear={() => setFiles([])} />
        {firstError(errors, 'asset_id') && (
          <MessageBar tone="danger">{firstError(errors, 'asset_id')}</MessageBar>
        )}
      </div>
    </SafetyFormFrame>
  );
}
