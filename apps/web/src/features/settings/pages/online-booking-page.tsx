import type { BookingSettings } from '@app/contracts';
import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { Checkbox } from '../../../components/ui/checkbox';
import { CopyButton } from '../../../components/ui/copy-button';
import { MessageBar } from '../../../components/ui/message-bar';
import { TextField } from '../../../components/ui/text-field';
import { serverFieldErrors } from '../components/server-field-errors';
import { SettingsFormFooter } from '../components/settings-form-footer';
import { SettingsLoaded, SettingsPageFrame } from '../components/settings-page-frame';
import { TermsFieldset } from '../components/terms-fieldset';
import { useBookingSettings, useSaveBookingSettings } from '../feature-settings-api';

export const ONLINE_BOOKING_SAVED_MESSAGE = 'De instellingen voor online boeken zijn opgeslagen.';
const HOLD_MESSAGE = 'Geef een heel aantal uren van 1 tot 336 (twee weken) op.';
const MAX_ORIGINS = 10;

/**
 * One website address per line, as the browser compares them for frame-ancestors: https, a host,
 * an optional port, nothing after it. A trailing slash is dropped; a path is refused with the
 * address it should be.
 */
export const parseOrigins = (text: string): { origins: string[] } | { error: string } => {
  const origins: string[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '') continue;
    let url: URL;
    try {
      url = new URL(line);
    } catch {
      return { error: `"${line}" is geen webadres. Schrijf het als https://www.voorbeeld.nl.` };
    }
    if (url.protocol !== 'https:')
      return {
        error: `"${line}" moet met https:// beginnen; alleen beveiligde websites mogen de pagina tonen.`,
      };
    if ((url.pathname !== '/' && url.pathname !== '') || url.search || url.hash || url.username)
      return { error: `Geef alleen het adres van de website, zonder pad: ${url.origin}` };
    if (!/^[a-z0-9.-]+$/.test(url.hostname)) return { error: `"${line}" is geen geldig webadres.` };
    if (!origins.includes(url.origin)) origins.push(url.origin);
  }
  if (origins.length > MAX_ORIGINS) return { error: `Geef hoogstens ${MAX_ORIGINS} websites op.` };
  return { origins };
};

/** What a site pastes: the iframe and the script that sizes it (served from this server). */
export const snippetOf = (origin: string) =>
  [
    `<iframe src="${origin}/boeken" data-springplezier-boeken title="Online boeken" loading="lazy" style="width:100%;height:900px;border:0"></iframe>`,
    `<script src="${origin}/boeken/embed.js" async></script>`,
  ].join('\n');

type ServerField = 'hold' | 'terms' | 'origins';

/** The field a server error key belongs to; a key may name a list item ("booking_frame_ancestors.0"). */
const bookingFieldOf = (key: string): ServerField | undefined => {
  if (key.startsWith('booking_hold_hours')) return 'hold';
  if (key.startsWith('booking_terms_text')) return 'terms';
  if (key.startsWith('booking_frame_ancestors')) return 'origins';
  return undefined;
};

const COPY_FAILED_MESSAGE = 'Kopiëren lukte niet; selecteer de tekst en kopieer hem zelf.';

function OnlineBookingForm({ settings }: { settings: BookingSettings }) {
  const save = useSaveBookingSettings(ONLINE_BOOKING_SAVED_MESSAGE);
  const [enabled, setEnabled] = useState(settings.booking_enabled);
  const [hold, setHold] = useState(String(settings.booking_hold_hours));
  const [autoConfirm, setAutoConfirm] = useState(settings.booking_auto_confirm);
  const [terms, setTerms] = useState(settings.booking_terms_text);
  const [originsText, setOriginsText] = useState(settings.booking_frame_ancestors.join('\n'));
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<ServerField, string>>>({});

  const holdHours = /^\d{1,3}$/.test(hold.trim()) ? Number(hold.trim()) : 0;
  const holdError = submitted && (holdHours < 1 || holdHours > 336) ? HOLD_MESSAGE : serverErrors.hold;
  const parsedOrigins = parseOrigins(originsText);
  const originsError = 'error' in parsedOrigins ? parsedOrigins.error : serverErrors.origins;
  const origin = window.location.origin;
  const directLink = `${origin}/boeken`;
  const snippet = snippetOf(origin);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setServerErrors({});
    if (holdHours < 1 || holdHours > 336 || 'error' in parsedOrigins) return;
    try {
      const saved = await save.mutateAsync({
        booking_enabled: enabled,
        booking_hold_hours: holdHours,
        booking_auto_confirm: autoConfirm,
        booking_terms_text: terms,
        booking_frame_ancestors: parsedOrigins.origins,
      });
      setOriginsText(saved.booking_frame_ancestors.join('\n'));
      setSubmitted(false);
    } catch (error) {
      setServerErrors(serverFieldErrors(error, bookingFieldOf));
    }
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6">
      <section aria-labelledby="booking-link-title" className="flex flex-col gap-2">
        <h2 id="booking-link-title" className="text-base font-semibold text-gray-900">
          Je boekingspagina
        </h2>
        <p className="text-sm text-gray-600">Deel deze link, of zet hem als knop op je website.</p>
        <div className="flex flex-wrap items-center gap-2">
          <a
            href={directLink}
            target="_blank"
            rel="noreferrer"
            className="inline-flex min-w-0 items-center gap-1 break-all font-medium text-brand-700 underline"
            data-testid="booking-direct-link"
          >
            {directLink}
            <ExternalLink className="size-4 shrink-0" aria-hidden />
          </a>
          <CopyButton
            text={directLink}
            copiedMessage="De link is gekopieerd."
            failedMessage={COPY_FAILED_MESSAGE}
            size="sm"
          >
            Link kopiëren
          </CopyButton>
        </div>
      </section>

      <fieldset className="flex flex-col gap-4 rounded-md border border-gray-200 p-4">
        <legend className="px-1 text-base font-semibold text-gray-900">Aanvragen</legend>
        <Checkbox isSelected={enabled} onChange={setEnabled}>
          Online boeken staat aan
        </Checkbox>
        <TextField
          label="Reserveringstermijn (uren)"
          inputMode="numeric"
          autoComplete="off"
          value={hold}
          onChange={setHold}
          description="Zo lang houden we de toestellen van een aanvraag vast tot je hem bevestigt; daarna vervalt hij."
          errorMessage={holdError}
          className="max-w-xs"
        />
        <Checkbox isSelected={autoConfirm} onChange={setAutoConfirm}>
          Aanvragen automatisch bevestigen (zonder dat kantoor ze eerst bekijkt)
        </Checkbox>
      </fieldset>

      <TermsFieldset
        settings={settings}
        text={terms}
        onTextChange={setTerms}
        errorMessage={serverErrors.terms}
      />

      <fieldset className="flex flex-col gap-4 rounded-md border border-gray-200 p-4">
        <legend className="px-1 text-base font-semibold text-gray-900">Op je eigen website</legend>
        <TextField
          label="Websites die de boekingspagina mogen tonen"
          multiline
          rows={3}
          value={originsText}
          onChange={setOriginsText}
          placeholder="https://www.voorbeeld.nl"
          description="Eén adres per regel, met https:// en zonder pad. Andere websites kunnen de pagina niet in een frame tonen; de backoffice zelf nooit."
          errorMessage={originsError}
        />
        {settings.booking_frame_ancestors.length > 0 ? (
          <div className="flex flex-col gap-2">
            <span className="text-sm font-medium text-gray-700">Code voor je website</span>
            <p className="text-sm text-gray-600">
              Plak deze code op de pagina waar de boekingsmodule moet komen. Het frame krijgt vanzelf de
              hoogte van de pagina.
            </p>
            <pre
              className="max-w-full overflow-x-auto whitespace-pre-wrap break-all rounded-md bg-gray-900 p-3 text-xs text-gray-100"
              data-testid="embed-snippet"
            >
              {snippet}
            </pre>
            <div>
              <CopyButton
                text={snippet}
                copiedMessage="De code is gekopieerd."
                failedMessage={COPY_FAILED_MESSAGE}
                size="sm"
              >
                Code kopiëren
              </CopyButton>
            </div>
          </div>
        ) : (
          <MessageBar tone="info">
            Voeg je website toe en sla op; daarna staat hier de code om de boekingspagina in je website te
            zetten.
          </MessageBar>
        )}
      </fieldset>

      <SettingsFormFooter isPending={save.isPending} />
    </form>
  );
}

function OnlineBookingLoader() {
  const settings = useBookingSettings();
  return (
    <SettingsLoaded query={settings}>{(loaded) => <OnlineBookingForm settings={loaded} />}</SettingsLoaded>
  );
}

/**
 * /settings/online-booking: hold time, automatic confirmation, rental terms with their
 * version, the websites allowed to frame /boeken, the direct link and the code to paste.
 */
export function OnlineBookingPage() {
  return <SettingsPageFrame title="Online boeken">{() => <OnlineBookingLoader />}</SettingsPageFrame>;
}
