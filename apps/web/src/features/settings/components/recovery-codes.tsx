import { Download } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { CopyButton } from '../../../components/ui/copy-button';
import { saveBlob } from '../../../lib/api';

/** The ten recovery codes, shown once after turning two-step on, to copy or download. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const text = `Herstelcodes Springplezier Backoffice (elke code werkt één keer)\n\n${codes.join('\n')}\n`;
  return (
    <section aria-labelledby="recovery-title" className="flex flex-col gap-4">
      <h2 id="recovery-title" className="text-lg font-semibold text-gray-900">
        Je herstelcodes
      </h2>
      <p className="text-sm text-gray-700">
        Bewaar deze codes op een veilige plek. Ben je je telefoon kwijt, dan log je in met een van deze codes;
        elke code werkt één keer. Je ziet ze nu voor het laatst.
      </p>
      <ul
        aria-label="Herstelcodes"
        className="grid grid-cols-1 gap-2 rounded-md border border-gray-200 bg-gray-50 p-4 font-mono text-sm sm:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <CopyButton
          text={text}
          copiedMessage="De herstelcodes zijn gekopieerd."
          failedMessage="Kopiëren lukte niet. Schrijf de codes over of download ze."
        >
          Kopiëren
        </CopyButton>
        <Button
          variant="secondary"
          onPress={() => saveBlob(new Blob([text], { type: 'text/plain' }), 'herstelcodes.txt')}
        >
          <Download className="size-4" aria-hidden />
          Downloaden
        </Button>
        <Button onPress={onDone}>Ik heb ze bewaard</Button>
      </div>
    </section>
  );
}
