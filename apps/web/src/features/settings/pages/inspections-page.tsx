import type { SafetySettings } from '@app/contracts';
import { useState } from 'react';
import { Select } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import { SettingsFormFooter } from '../components/settings-form-footer';
import { SettingsLoaded, SettingsPageFrame } from '../components/settings-page-frame';
import { useSafetySettings, useSaveSafetySettings } from '../feature-settings-api';

export const INSPECTIONS_SAVED_MESSAGE = 'De instellingen voor keuringen zijn opgeslagen.';
export const INTERVAL_MESSAGE = 'Geef een heel aantal maanden van 1 tot 120 op, of laat het leeg.';

type Kind = keyof SafetySettings['kinds'];
type Policy = SafetySettings['kinds'][Kind]['overdue'];

const KINDS: ReadonlyArray<{ kind: Kind; title: string; hint: string }> = [
  {
    kind: 'speeltoestel',
    title: 'Speeltoestellen',
    hint: 'Springkussens en ander speelgoed zonder motor: meestal een certificaat en geen vaste keuringstermijn.',
  },
  {
    kind: 'attractie',
    title: 'Attracties',
    hint: 'Toestellen met een motor of mechaniek (zoals een rodeostier): wettelijk elk jaar gekeurd.',
  },
];

const POLICIES: ReadonlyArray<{ id: Policy; label: string }> = [
  { id: 'warn', label: 'Waarschuwen (toch te verhuren)' },
  { id: 'block', label: 'Blokkeren (niet te verhuren)' },
];

/** Empty: no fixed interval (null); else whole months 1–120; undefined when not valid. */
const parseInterval = (text: string): number | null | undefined => {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d{1,3}$/.test(trimmed)) return undefined;
  const months = Number(trimmed);
  return months >= 1 && months <= 120 ? months : undefined;
};

function InspectionsForm({ settings }: { settings: SafetySettings }) {
  const save = useSaveSafetySettings(INSPECTIONS_SAVED_MESSAGE);
  const [intervals, setIntervals] = useState<Record<Kind, string>>({
    speeltoestel: settings.kinds.speeltoestel.interval_months?.toString() ?? '',
    attractie: settings.kinds.attractie.interval_months?.toString() ?? '',
  });
  const [policies, setPolicies] = useState<Record<Kind, Policy>>({
    speeltoestel: settings.kinds.speeltoestel.overdue,
    attractie: settings.kinds.attractie.overdue,
  });
  const [submitted, setSubmitted] = useState(false);
  const errorOf = (kind: Kind) =>
    submitted && parseInterval(intervals[kind]) === undefined ? INTERVAL_MESSAGE : undefined;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const speeltoestel = parseInterval(intervals.speeltoestel);
    const attractie = parseInterval(intervals.attractie);
    if (speeltoestel === undefined || attractie === undefined) return;
    save.mutate({
      kinds: {
        speeltoestel: { interval_months: speeltoestel, overdue: policies.speeltoestel },
        attractie: { interval_months: attractie, overdue: policies.attractie },
      },
    });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6">
      <p className="text-sm text-gray-600">
        Per soort toestel: hoe vaak een keuring nodig is, en wat er gebeurt als een toestel op de huurdagen
        niet op tijd gekeurd is (of zijn certificaat verloopt). Bij waarschuwen ziet kantoor een melding bij
        het toevoegen aan een order; bij blokkeren wordt reserveren vanaf de dag na de vervaldatum geweigerd.
      </p>
      {KINDS.map(({ kind, title, hint }) => (
        <fieldset key={kind} className="flex flex-col gap-3 rounded-md border border-gray-200 p-4">
          <legend className="px-1 text-base font-semibold text-gray-900">{title}</legend>
          <p className="text-sm text-gray-600">{hint}</p>
          <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
            <TextField
              label="Keuring elke (maanden)"
              inputMode="numeric"
              autoComplete="off"
              value={intervals[kind]}
              onChange={(value) => setIntervals((current) => ({ ...current, [kind]: value }))}
              description="Leeg: geen vaste termijn; de datum van de volgende keuring komt uit het logboek."
              errorMessage={errorOf(kind)}
            />
            <Select<Policy>
              label="Als de keuring verlopen is"
              options={POLICIES}
              value={policies[kind]}
              onChange={(value) => value && setPolicies((current) => ({ ...current, [kind]: value }))}
            />
          </div>
        </fieldset>
      ))}
      <SettingsFormFooter isPending={save.isPending} />
    </form>
  );
}

function InspectionsLoader() {
  const settings = useSafetySettings();
  return (
    <SettingsLoaded query={settings}>{(loaded) => <InspectionsForm settings={loaded} />}</SettingsLoaded>
  );
}

/** /settings/inspections: the inspection interval per kind of device and warn or block when overdue. */
export function InspectionsPage() {
  return <SettingsPageFrame title="Keuringen">{() => <InspectionsLoader />}</SettingsPageFrame>;
}
