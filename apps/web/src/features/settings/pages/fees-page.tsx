import { SETTINGS_MESSAGES, type SettingsMap } from '@app/contracts';
import { formatMoney, formatMoneyInput, parseMoneyInput, parseWholeNumberInput } from '@app/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Euro } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { FormTextField } from '../../../components/ui/form-fields';
import { SettingsFormFooter } from '../components/settings-form-footer';
import { SettingsPageFrame } from '../components/settings-page-frame';
import { useSettingsSave } from '../components/use-settings-save';

export const FEES_SAVED_MESSAGE = 'De transportkosten zijn opgeslagen.';

const MAX_CENTS = 100_000;
const MAX_KILOMETERS = 10_000;
/** Whole kilometers as typed, also with Dutch thousands dots ("1.000"); null when not 0–10.000. */
const parseKilometers = (text: string) => {
  const km = parseWholeNumberInput(text);
  return km !== null && km >= 0 && km <= MAX_KILOMETERS ? km : null;
};

/** Cents as the user types them: 45 → "0,45". */

const moneyField = z.string().refine((text) => {
  const cents = parseMoneyInput(text);
  return cents !== null && cents >= 0 && cents <= MAX_CENTS;
}, 'Vul een bedrag in, bijvoorbeeld 0,45.');

const feesSchema = z.object({
  delivery: moneyField,
  pickup: moneyField,
  free_kilometers: z.string().refine((text) => parseKilometers(text) !== null, SETTINGS_MESSAGES.kilometers),
});
type FeesValues = z.infer<typeof feesSchema>;

const SERVER_FIELDS: Record<string, keyof FeesValues> = {
  delivery_cost_per_kilometer: 'delivery',
  pickup_cost_per_kilometer: 'pickup',
  free_kilometers: 'free_kilometers',
};

const valuesOf = (map: SettingsMap): FeesValues => ({
  delivery: formatMoneyInput(map.delivery_cost_per_kilometer),
  pickup: formatMoneyInput(map.pickup_cost_per_kilometer),
  free_kilometers: String(map.free_kilometers),
});

function FeesForm({ settings }: { settings: SettingsMap }) {
  const form = useForm<FeesValues>({
    resolver: zodResolver(feesSchema),
    mode: 'all',
    defaultValues: valuesOf(settings),
  });
  const { control } = form;
  const [delivery = '', pickup = ''] = useWatch({ control, name: ['delivery', 'pickup'] });
  const asMoney = (text: string) => {
    const cents = parseMoneyInput(text);
    return cents === null || cents < 0 ? undefined : `${formatMoney(cents)} per kilometer`;
  };

  const save = useSettingsSave({
    form,
    successMessage: FEES_SAVED_MESSAGE,
    patchOf: (values) => ({
      delivery_cost_per_kilometer: parseMoneyInput(values.delivery) ?? 0,
      pickup_cost_per_kilometer: parseMoneyInput(values.pickup) ?? 0,
      free_kilometers: parseKilometers(values.free_kilometers) ?? 0,
    }),
    valuesOf,
    serverFields: SERVER_FIELDS,
  });

  const euro = <Euro className="mr-2 size-4 text-gray-500" aria-hidden />;
  return (
    <form noValidate onSubmit={save.submit} className="flex flex-col gap-6">
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <FormTextField
          control={control}
          name="delivery"
          label="Bezorgkosten per kilometer (€)"
          inputMode="decimal"
          autoComplete="off"
          description={asMoney(delivery)}
          endAdornment={euro}
        />
        <FormTextField
          control={control}
          name="pickup"
          label="Ophaalkosten per kilometer (€)"
          inputMode="decimal"
          autoComplete="off"
          description={asMoney(pickup)}
          endAdornment={euro}
        />
        <FormTextField
          control={control}
          name="free_kilometers"
          label="Gratis kilometers"
          inputMode="numeric"
          autoComplete="off"
          description="Het aantal kilometers waarvoor geen transportkosten worden gerekend."
        />
      </div>
      <SettingsFormFooter isPending={save.isPending} />
    </form>
  );
}

/** /settings/fees: transport costs per kilometer (delivery and pickup) and the free kilometers. */
export function FeesPage() {
  return (
    <SettingsPageFrame title="Transportkosten">
      {(settings) => <FeesForm settings={settings} />}
    </SettingsPageFrame>
  );
}
