import { SETTINGS_MESSAGES, type SettingsMap } from '@app/contracts';
import { formatMoney, formatMoneyInput, parseMoneyInput, parseWholeNumberInput } from '@app/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Euro } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { FormTextField } from '../../../components/ui/form-fields';
import { isApiError } from '../../../lib/api';
import { SettingsPageFrame } from '../components/settings-page-frame';
import { useSaveSettings } from '../settings-api';

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
  const save = useSaveSettings(FEES_SAVED_MESSAGE);
  const { control, handleSubmit, setError, reset } = useForm<FeesValues>({
    resolver: zodResolver(feesSchema),
    mode: 'all',
    defaultValues: valuesOf(settings),
  });
  const [delivery = '', pickup = ''] = useWatch({ control, name: ['delivery', 'pickup'] });
  const asMoney = (text: string) => {
    const cents = parseMoneyInput(text);
    return cents === null || cents < 0 ? undefined : `${formatMoney(cents)} per kilometer`;
  };

  const submit = handleSubmit(async (values) => {
    try {
      const map = await save.mutateAsync({
        delivery_cost_per_kilometer: parseMoneyInput(values.delivery) ?? 0,
        pickup_cost_per_kilometer: parseMoneyInput(values.pickup) ?? 0,
        free_kilometers: parseKilometers(values.free_kilometers) ?? 0,
      });
      reset(valuesOf(map));
    } catch (error) {
      if (!isApiError(error) || !error.errors) return;
      for (const [key, messages] of Object.entries(error.errors)) {
        const field = SERVER_FIELDS[key];
        if (field && messages[0]) setError(field, { type: 'server', message: messages[0] });
      }
    }
  });

  const euro = <Euro className="mr-2 size-4 text-gray-500" aria-hidden />;
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6">
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
      <div className="flex justify-end">
        <Button type="submit" isPending={save.isPending}>
          Opslaan
        </Button>
      </div>
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
