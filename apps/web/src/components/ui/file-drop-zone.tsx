import { Upload } from 'lucide-react';
import { useState } from 'react';
import { Button as AriaButton, DropZone, FileTrigger, Text } from 'react-aria-components';
import { cn } from '../../lib/cn';
import { buttonClassName } from './button';

export type FileDropZoneProps = {
  /** Accepted MIME types and/or extensions, e.g. `['text/csv', '.csv']` or `['application/pdf']`. */
  accept?: ReadonlyArray<string>;
  allowsMultiple?: boolean;
  /** Receives the accepted files (at most one unless `allowsMultiple`). */
  onFiles: (files: File[]) => void;
  /** Visible label, e.g. "Importeer contacten". */
  label?: string;
  /** Hint under the label; default mentions drag and drop. */
  hint?: string;
  buttonLabel?: string;
  isDisabled?: boolean;
  className?: string;
};

/** Whether a file matches an accept list of MIME types (`image/*` allowed) and extensions. */
export function fileMatchesAccept(
  file: { name: string; type: string },
  accept?: ReadonlyArray<string>,
): boolean {
  if (!accept || accept.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept.some((raw) => {
    const rule = raw.toLowerCase().trim();
    if (rule.startsWith('.')) return name.endsWith(rule);
    if (rule.endsWith('/*')) return type.startsWith(rule.slice(0, -1));
    return type === rule;
  });
}

/**
 * A drop area with a file picker button (React Aria DropZone + FileTrigger). Files that do not match
 * `accept` are ignored and a short message is shown.
 */
export function FileDropZone({
  accept,
  allowsMultiple = false,
  onFiles,
  label = 'Bestand uploaden',
  hint,
  buttonLabel = allowsMultiple ? 'Kies bestanden' : 'Kies bestand',
  isDisabled,
  className,
}: FileDropZoneProps) {
  const [rejected, setRejected] = useState(false);
  const deliver = (files: File[]) => {
    const accepted = files.filter((f) => fileMatchesAccept(f, accept));
    setRejected(accepted.length < files.length);
    const picked = allowsMultiple ? accepted : accepted.slice(0, 1);
    if (picked.length > 0) onFiles(picked);
  };
  const defaultHint = allowsMultiple
    ? 'Sleep je bestanden hierheen of kies ze op je computer.'
    : 'Sleep je bestand hierheen of kies het op je computer.';
  return (
    <DropZone
      // React Aria names the drop target "DropZone" (also in its Dutch texts), before the label.
      aria-label="Sleepvak"
      isDisabled={isDisabled}
      onDrop={async (event) => {
        const files = await Promise.all(
          event.items.filter((item) => item.kind === 'file').map((item) => item.getFile()),
        );
        deliver(files);
      }}
      className={cn(
        'flex flex-col items-center gap-2 rounded-lg border-2 border-dashed border-gray-300 bg-gray-50 px-6 py-8 text-center outline-none',
        'data-drop-target:border-brand-500 data-drop-target:bg-brand-50 data-focus-visible:ring-2 data-focus-visible:ring-brand-500',
        'data-disabled:opacity-50',
        className,
      )}
    >
      <Upload className="size-8 text-gray-400" aria-hidden />
      <Text slot="label" className="text-sm font-medium text-gray-900">
        {label}
      </Text>
      <p className="text-sm text-gray-600">{hint ?? defaultHint}</p>
      <FileTrigger
        acceptedFileTypes={accept}
        allowsMultiple={allowsMultiple}
        onSelect={(list) => deliver(list ? Array.from(list) : [])}
      >
        <AriaButton isDisabled={isDisabled} className={buttonClassName('secondary', 'sm', 'mt-1')}>
          {buttonLabel}
        </AriaButton>
      </FileTrigger>
      {rejected && (
        <p role="alert" className="text-sm text-red-700">
          Dit bestandstype wordt niet ondersteund.
        </p>
      )}
    </DropZone>
  );
}
