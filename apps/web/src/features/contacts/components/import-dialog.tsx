import type { ContactImportReport } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { FileDown } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FileDropZone } from '../../../components/ui/file-drop-zone';
import { MessageBar } from '../../../components/ui/message-bar';
import { Modal } from '../../../components/ui/modal';
import { ProgressBar } from '../../../components/ui/progress-bar';
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
  const upload = useMutation({
    mutationFn: (file: File) => contactsApi.importCsv(file, setProgress),
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

function ImportReport({ report }: { report: ContactImportReport }) {
  return (
    <div className="flex flex-col gap-3" data-testid="import-report">
      <MessageBar tone={report.added > 0 ? 'success' : 'warning'}>{report.message}</MessageBar>
      <RowList title="Overgeslagen regels" rows={report.skipped} />
      <RowList title="Toegevoegd met opmerking" rows={report.notes} />
    </div>
  );
}

function RowList({ title, rows }: { title: string; rows: ContactImportReport['skipped'] }) {
  if (rows.length === 0) return null;
  return (
    <section aria-label={title}>
      <h3 className="mb-2 text-sm font-semibold text-gray-900">{title}</h3>
      <ul className="max-h-60 divide-y divide-gray-100 overflow-auto rounded-md border border-gray-200 text-sm">
        {rows.map((entry) => (
          <li key={entry.row} className="flex gap-3 px-3 py-2">
            <span className="w-20 shrink-0 text-gray-500">Regel {entry.row}</span>
            <span className="text-gray-800">{entry.reason}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
