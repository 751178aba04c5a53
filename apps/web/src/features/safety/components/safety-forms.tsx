import {
  type BlockConflict,
  INJURY_LABELS,
  INJURY_VALUES,
  LOG_KIND_LABELS,
  LOG_KIND_VALUES,
  LOG_RESULT_LABELS,
  LOG_RESULT_VALUES,
  type UnitDetail,
} from '@app/contracts';
import { formatDateTime, formatDisplayPeriod, todayCalendarDate } from '@app/domain';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { DatePickerField } from '../../../components/ui/date-picker-field';
import { FileDropZone } from '../../../components/ui/file-drop-zone';
import { MessageBar } from '../../../components/ui/message-bar';
import { Select } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/api';
import { saveFailed, saveSucceeded } from '../../../lib/save-toast';
import { uploadAsset } from '../../items/items-api';
import { useBlockUnit, useCreateCertificate, useCreateIncident, useCreateLogEntry } from '../safety-api';

type FieldErrors = Record<string, string[] | undefined>;
const errorsOf = (error: unknown): FieldErrors => (isApiError(error) ? (error.errors ?? {}) : {});
const messageOf = (error: unknown) => (isApiError(error) ? error.message : 'Opslaan is mislukt.');
const first = (errors: FieldErrors, key: string) => errors[key]?.[0];

/** Uploads the picked files one by one; PDFs as documents, photos as images. */
async function uploadAll(files: File[]) {
  const ids: number[] = [];
  for (const file of files) {
    const asset = await uploadAsset(file, file.type.startsWith('image/') ? 'image' : 'document', () => {});
    ids.push(asset.id);
  }
  return ids;
}

function FileList({ files, onClear }: { files: File[]; onClear: () => void }) {
  if (files.length === 0) return null;
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm text-gray-700">
      <span className="[overflow-wrap:anywhere]">Gekozen: {files.map((f) => f.name).join(', ')}</span>
      <Button variant="secondary" size="sm" onPress={onClear}>
        Wissen
      </Button>
    </p>
  );
}

export function LogEntryForm({ unit }: { unit: UnitDetail }) {
  const create = useCreateLogEntry();
  const [kind, setKind] = useState<(typeof LOG_KIND_VALUES)[number]>('keuring');
  const [date, setDate] = useState<string | null>(todayCalendarDate());
  const [performedBy, setPerformedBy] = useState('');
  const [findings, setFindings] = useState('');
  const [parts, setParts] = useState('');
  const [result, setResult] = useState<(typeof LOG_RESULT_VALUES)[number] | null>('goedgekeurd');
  const [nextDue, setNextDue] = useState<string | null>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    setBusy(true);
    try {
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
      setErrors({});
      setFindings('');
      setParts('');
      setFiles([]);
      saveSucceeded('De logboekregel is vastgelegd.');
    } catch (error) {
      setErrors(errorsOf(error));
      saveFailed(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      aria-label="Logboekregel vastleggen"
      className="grid grid-cols-1 gap-3 sm:grid-cols-2"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
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
        errorMessage={first(errors, 'date')}
        testId="log-date"
      />
      <TextField
        label="Uitgevoerd door"
        value={performedBy}
        onChange={setPerformedBy}
        errorMessage={first(errors, 'performed_by')}
      />
      <Select
        label="Uitslag"
        options={LOG_RESULT_VALUES.map((id) => ({ id, label: LOG_RESULT_LABELS[id] }))}
        value={result}
        onChange={setResult}
        errorMessage={first(errors, 'result')}
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
        errorMessage={first(errors, 'next_due')}
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
        {first(errors, 'attachments') && (
          <MessageBar tone="danger">{first(errors, 'attachments')}</MessageBar>
        )}
      </div>
      <div className="sm:col-span-2">
        <Button type="submit" isPending={busy}>
          Logboekregel vastleggen
        </Button>
      </div>
    </form>
  );
}

export function CertificateForm({ unit }: { unit: UnitDetail }) {
  const create = useCreateCertificate();
  const [scope, setScope] = useState<'unit' | 'type'>('unit');
  const [number, setNumber] = useState('');
  const [body, setBody] = useState('');
  const [issuedOn, setIssuedOn] = useState<string | null>(null);
  const [validUntil, setValidUntil] = useState<string | null>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    setBusy(true);
    try {
      const [assetId] = await uploadAll(files);
      await create.mutateAsync({
        ...(scope === 'unit' ? { unit_id: unit.id } : { item_id: unit.item.id }),
        number,
        approving_body: body,
        issued_on: issuedOn,
        valid_until: validUntil,
        asset_id: assetId ?? null,
      });
      setErrors({});
      setNumber('');
      setFiles([]);
      saveSucceeded('Het certificaat is vastgelegd.');
    } catch (error) {
      setErrors(errorsOf(error));
      saveFailed(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      aria-label="Certificaat vastleggen"
      className="grid grid-cols-1 gap-3 sm:grid-cols-2"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <TextField
        label="Certificaatnummer"
        value={number}
        onChange={setNumber}
        errorMessage={first(errors, 'number')}
      />
      <TextField
        label="Keuringsinstelling"
        value={body}
        onChange={setBody}
        errorMessage={first(errors, 'approving_body')}
      />
      <DatePickerField
        label="Datum certificaat"
        value={issuedOn}
        onChange={setIssuedOn}
        errorMessage={first(errors, 'issued_on')}
        testId="certificate-date"
      />
      <DatePickerField
        label="Geldig tot (optioneel)"
        value={validUntil}
        onChange={setValidUntil}
        clearLabel="Geldig tot wissen"
        errorMessage={first(errors, 'valid_until')}
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
        {first(errors, 'asset_id') && <MessageBar tone="danger">{first(errors, 'asset_id')}</MessageBar>}
      </div>
      <div className="sm:col-span-2">
        <Button type="submit" isPending={busy}>
          Certificaat vastleggen
        </Button>
      </div>
    </form>
  );
}

/** datetime-local gives local time without zone; the browser's zone makes it an instant. */
const nowLocal = () => {
  const d = new Date();
  d.setMinutes(d.getMinutes() - d.getTimezoneOffset());
  return d.toISOString().slice(0, 16);
};

export function IncidentForm({ unit }: { unit: UnitDetail }) {
  const create = useCreateIncident();
  const [occurredAt, setOccurredAt] = useState(nowLocal());
  const [orderId, setOrderId] = useState('');
  const [description, setDescription] = useState('');
  const [injury, setInjury] = useState<(typeof INJURY_VALUES)[number]>('geen');
  const [measures, setMeasures] = useState('');
  const [reportedOn, setReportedOn] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
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

  const submit = async () => {
    setBusy(true);
    try {
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
      setErrors({});
      setDescription('');
      setMeasures('');
      setCorrects('none');
      saveSucceeded('Het incident is vastgelegd.');
    } catch (error) {
      setErrors(errorsOf(error));
      saveFailed(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      aria-label="Incident vastleggen"
      className="grid grid-cols-1 gap-3 sm:grid-cols-2"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
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
        errorMessage={first(errors, 'occurred_at')}
      />
      <TextField
        label="Ordernummer (optioneel)"
        inputMode="numeric"
        value={orderId}
        onChange={setOrderId}
        description={orders.length > 0 ? `Orders met dit toestel: ${orders.join(', ')}` : undefined}
        errorMessage={first(errors, 'order_id')}
      />
      <TextField
        label="Wat er gebeurde"
        multiline
        rows={3}
        value={description}
        onChange={setDescription}
        errorMessage={first(errors, 'description')}
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
        errorMessage={first(errors, 'nvwa_reported_on')}
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
      <div className="sm:col-span-2">
        <Button type="submit" isPending={busy}>
          Incident vastleggen
        </Button>
      </div>
    </form>
  );
}

export function BlockForm({ unit }: { unit: UnitDetail }) {
  const block = useBlockUnit();
  const [from, setFrom] = useState<string | null>(todayCalendarDate());
  const [until, setUntil] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [conflicts, setConflicts] = useState<BlockConflict[] | null>(null);

  const submit = async () => {
    try {
      const answer = await block.mutateAsync({ unitId: unit.id, from: from ?? '', until, reason });
      setErrors({});
      setReason('');
      setConflicts(answer.conflicts);
      saveSucceeded('Het toestel is buiten gebruik gesteld.');
    } catch (error) {
      setErrors(errorsOf(error));
      saveFailed(messageOf(error));
    }
  };

  return (
    <form
      aria-label="Buiten gebruik stellen"
      className="grid grid-cols-1 gap-3 sm:grid-cols-2"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <DatePickerField
        label="Vanaf"
        value={from}
        onChange={setFrom}
        errorMessage={first(errors, 'from')}
        testId="block-from"
      />
      <DatePickerField
        label="Tot en met (leeg: onbepaald)"
        value={until}
        onChange={setUntil}
        clearLabel="Einddatum wissen"
        errorMessage={first(errors, 'until')}
        testId="block-until"
      />
      <TextField
        label="Reden"
        value={reason}
        onChange={setReason}
        errorMessage={first(errors, 'reason')}
        className="sm:col-span-2"
      />
      <div className="sm:col-span-2">
        <Button type="submit" isPending={block.isPending}>
          Buiten gebruik stellen
        </Button>
      </div>
      {conflicts && conflicts.length > 0 && (
        <MessageBar tone="warning" className="sm:col-span-2">
          Deze reserveringen vallen nu op dagen buiten gebruik; verplaats ze naar een ander exemplaar:{' '}
          {conflicts
            .map(
              (c) =>
                `${c.order_id ? `order ${c.order_id}` : 'reservering zonder order'} (${c.contact_name ?? 'onbekend'}, ${formatDisplayPeriod(c.reserved_from, c.reserved_until)})`,
            )
            .join('; ')}
        </MessageBar>
      )}
    </form>
  );
}
