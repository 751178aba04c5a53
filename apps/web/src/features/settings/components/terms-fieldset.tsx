import type { BookingSettings } from '@app/contracts';
import { formatDateTime } from '@app/domain';
import { MessageBar } from '../../../components/ui/message-bar';
import { TextField } from '../../../components/ui/text-field';

/** The number the next saved text gets ("3" → 4); versions are whole numbers counted by the server. */
export const nextTermsVersion = (current: string) => (/^\d+$/.test(current) ? Number(current) + 1 : 1);

/**
 * The company's rental terms under Instellingen → Online boeken: the text as the customer reads
 * it, the version in force, and (once the text is changed) that saving makes the next version.
 */
export function TermsFieldset({
  settings,
  text,
  onTextChange,
  errorMessage,
}: {
  settings: BookingSettings;
  text: string;
  onTextChange: (text: string) => void;
  /** The server's refusal of the text (too long). */
  errorMessage?: string | undefined;
}) {
  const changed = text !== settings.booking_terms_text;
  return (
    <fieldset className="flex flex-col gap-4 rounded-md border border-gray-200 p-4">
      <legend className="px-1 text-base font-semibold text-gray-900">Huurvoorwaarden</legend>
      <p className="text-sm text-gray-700">
        Deze voorwaarden gelden voor online boekingen, offertes en de handtekening bij de levering. Bij elke
        akkoordverklaring wordt bewaard met welke versie de klant akkoord ging.
      </p>
      <p className="text-sm font-medium text-gray-900" data-testid="terms-version">
        Huidige versie: {settings.booking_terms_version}, vastgelegd op{' '}
        {formatDateTime(settings.booking_terms_created_at)}
      </p>
      <TextField
        label="Tekst van de voorwaarden"
        multiline
        rows={8}
        value={text}
        onChange={onTextChange}
        description="Gewone tekst; witregels en regeleinden blijven staan zoals je ze typt."
        errorMessage={errorMessage}
      />
      <div className="flex flex-col gap-1">
        <span className="text-sm font-medium text-gray-700">Zo ziet de klant het</span>
        <div
          className="max-h-48 overflow-y-auto whitespace-pre-wrap break-words rounded-md border border-gray-200 bg-white p-3 text-sm text-gray-800"
          data-testid="terms-preview"
        >
          {text}
        </div>
      </div>
      {changed && (
        <MessageBar tone="info">
          Je hebt de voorwaarden gewijzigd. Bij opslaan worden ze versie{' '}
          {nextTermsVersion(settings.booking_terms_version)}; wie eerder akkoord ging, houdt de versie waarmee
          hij akkoord ging.
        </MessageBar>
      )}
    </fieldset>
  );
}
