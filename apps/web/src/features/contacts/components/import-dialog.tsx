import type { ContactImportDuplicateMode, ContactImportReport } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { FileDown } from 'lucide-react';
import { useState } from 'react';
import { Label, Radio, RadioGroup, Text } from 'react-aria-components';
import { Button } from '../../../components/ui/button';
import { FileDropZone } from '../../../components/ui/file-drop-zone';
import { MessageBar } from '../../../components/ui/message-bar';
import { Modal } from '../../../components/ui/modal';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { cn } from '../../../lib/cn';
import { contactsApi } from '../contacts-api';
import { useInvalidateContacts } from '../use-contacts';

export const TEMPLATE_URL = '/assets/templates/contacts_template.csv';

/** The import panel: template download, one .csv by picker or drag and drop, progress, then the report. */
export function ImportDialog({
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const invalidate = useInvalidateContacts();
  const [progress, setProgress] = useState(0);
  const [fileName, setFileName] = useState<string | null>(null);
  // Kept for "Nog een bestand importeren": the choice is about the person's list, not one file.
  const [onDuplicate, setOnDuplicate] = useState<ContactImportDuplicateMode>('skip');
  const upload = useMutation({
    mutationFn: (file: File) => contactsApi.importCsv(file, onDuplicate, setProgress),
    onSuccess: () => void invalidate(),
  });

  const reset = () => {
    upload.reset();
    setProgress(0);
    setFileName(null);
  };

  const start = (files: File[]) => {
    const file = files[0];
    if (!file) return;
    setFileName(file.name);
    setProgress(0);
    upload.mutate(file);
  };

  return (
    <Modal
      title="Contacten importeren"
      size="lg"
      isOpen={isOpen}
      isDismissable={!upload.isPending}
      onOpenChange={(open) => {
        onOpenChange(open);
        if (!open) reset();
      }}
      footer={(close) =>
        upload.isSuccess ? (
          <>
            <Button variant="secondary" onPress={reset}>
              Nog een bestand importeren
            </Button>
            <Button onPress={close}>Sluiten</Button>
          </>
        ) : (
          <Button variant="secondary" onPress={close} isDisabled={upload.isPending}>
            Sluiten
          </Button>
        )
      }
    >
      <div className="flex flex-col gap-4">
        <p>
          Importeer je contacten uit een CSV-bestand (komma- of puntkommagescheiden, zoals Excel het opslaat).
          Gebruik de kolommen uit het sjabloon; elke regel wordt één contact.
        </p>
        <a
          href={TEMPLATE_URL}
          download="contacts_template.csv"
          className="inline-flex w-fit items-center gap-2 text-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
        >
          <FileDown className="size-4" aria-hidden />
          Download het sjabloon (contacts_template.csv)
        </a>

        {upload.isPending ? (
          <ProgressBar
            label={progress < 1 ? `${fileName ?? 'Bestand'} uploaden…` : 'Contacten verwerken…'}
            value={progress < 1 ? Math.round(progress * 100) : undefined}
            showValue={progress < 1}
          />
        ) : upload.isSuccess ? (
          <ImportReport report={upload.data} />
        ) : (
          <>
            {upload.isError && <MessageBar tone="danger">{upload.error.message}</MessageBar>}
            <DuplicateChoice value={onDuplicate} onChange={setOnDuplicate} />
            <FileDropZone
              label="Importeer contacten"
              accept={['.csv', 'text/csv']}
              buttonLabel="Kies CSV-bestand"
              hint="Sleep één .csv-bestand hierheen of kies het op je computer."
              onFiles={start}
            />
          </>
        )}
      </div>
    </Modal>
  );
}

const DUPLICATE_CHOICES: Array<{ value: ContactImportDuplicateMode; label: string; description: string }> = [
  { value: 'skip', label: 'Overslaan', description: 'De regel wordt niet geïmporteerd.' },
  {
    value: 'merge',
    label: 'Samenvoegen',
    description: 'Lege velden van het bestaande contact worden aangevuld; ingevulde velden blijven staan.',
  },
];

function DuplicateChoice({
  value,
  onChange,
}: {
  value: ContactImportDuplicateMode;
  onChange: (value: ContactImportDuplicateMode) => void;
}) {
  return (
    <RadioGroup
      value={value}
      onChange={(next) => onChange(next === 'merge' ? 'merge' : 'skip')}
      className="flex flex-col gap-2"
    >
      <Label className="text-sm font-medium text-gray-800">Als een contact al bestaat</Label>
      <Text slot="description" className="text-sm text-gray-600">
        Zelfde KvK-nummer bij een bedrijf, of zelfde e-mailadres bij een particulier.
      </Text>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {DUPLICATE_CHOICES.map((choice) => (
          <Radio
            key={choice.value}
            value={choice.value}
            className={({ isSelected, isFocusVisible }) =>
              cn(
                'flex min-h-11 cursor-default flex-col gap-0.5 rounded-md border px-4 py-2 text-sm',
                isSelected ? 'border-brand-600 bg-brand-50 text-brand-900' : 'border-gray-300 text-gray-800',
                isFocusVisible && 'ring-2 ring-brand-500 ring-offset-1',
              )
            }
          >
            <span className="font-medium">{choice.label}</span>
            <span className="text-gray-600">{choice.description}</span>
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
}

type ReportRow = ContactImportReport['rows'][number];

/** A section lists at most this many rows, so a 10,000-row import does not stall the dialog. */
const SHOWN_ROWS = 500;

function ImportReport({ report }: { report: ContactImportReport }) {
  const byFate = (...fates: ReportRow['fate'][]) => report.rows.filter((r) => fates.includes(r.fate));
  const noted = new Set(report.notes.map((n) => n.row));
  return (
    <div className="flex flex-col gap-3" data-testid="import-report">
      <MessageBar tone={report.added > 0 || report.merged > 0 ? 'success' : 'warning'}>
        {report.message}
      </MessageBar>
      <RowList title="Overgeslagen regels" rows={byFate('refused', 'skipped')} />
      <RowList title="Samengevoegd" rows={byFate('merged')} />
      <RowList title="Toegevoegd met opmerking" rows={byFate('created').filter((r) => noted.has(r.row))} />
      <RowList title="Toegevoegd" rows={byFate('created').filter((r) => !noted.has(r.row))} />
    </div>
  );
}

function RowList({ title, rows }: { title: string; rows: ReportRow[] }) {
  if (rows.length === 0) return null;
  const hidden = rows.length - SHOWN_ROWS;
  return (
    <section aria-label={title}>
      <h3 className="mb-2 text-sm font-semibold text-gray-900">
        {title} ({rows.length.toLocaleString('nl-NL')})
      </h3>
      <ul className="max-h-60 divide-y divide-gray-100 overflow-auto rounded-md border border-gray-200 text-sm">
        {rows.slice(0, SHOWN_ROWS).map((entry) => (
          <li key={entry.row} className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 px-3 py-2">
            <span className="text-gray-500">Regel {entry.row}</span>
            <span className="min-w-0 [overflow-wrap:anywhere]">
              {entry.contact && (
                <span className="font-medium text-gray-900">{entry.contact.display_name}</span>
              )}
              {entry.contact && entry.reason && <br />}
              {entry.reason && <span className="text-gray-700">{entry.reason}</span>}
            </span>
          </li>
        ))}
        {hidden > 0 && (
          <li className="px-3 py-2 text-gray-500">… en nog {hidden.toLocaleString('nl-NL')} regel(s).</li>
        )}
      </ul>
    </section>
  );
}
