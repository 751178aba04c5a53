import { PRICING_MESSAGES, type SettingsMap } from '@app/contracts';
import {
  hasFactorPrecision,
  MAX_FACTOR_ROWS,
  parseDecimalInput,
  parseMoneyInput,
  type WeekendSpan,
} from '@app/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { FormSelect, FormTextField } from '../../../components/ui/form-fields';
import { TextField } from '../../../components/ui/text-field';
import {
  factorText,
  firstStaffelProblem,
  parseStaffelRows,
  StaffelEditor,
  StaffelPreview,
  staffelRowsText,
} from '../../pricing';
import { SettingsFormFooter } from '../components/settings-form-footer';
import { SettingsPageFrame } from '../components/settings-page-frame';
import { useSettingsSave } from '../components/use-settings-save';

export const PRICES_SAVED_MESSAGE = 'De prijsregels zijn opgeslagen.';

/** A typed factor within the server's rules, or null. */
const parseFactor = (text: string, allowZero: boolean) => {
  const value = parseDecimalInput(text);
  return value !== null && (allowZero ? value >= 0 : value > 0) && value <= 1000 && hasFactorPrecision(value)
    ? value
    : null;
};

const pricesSchema = z.object({
  rows: z.array(z.object({ days: z.string(), factor: z.string() })).superRefine((rows, ctx) => {
    const problem = firstStaffelProblem(rows);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
  extra: z.string().refine((text) => parseFactor(text, true) !== null, PRICING_MESSAGES.extraDayFactor),
  weekend: z
    .string()
    .refine(
      (text) => text.trim() === '' || parseFactor(text, false) !== null,
      PRICING_MESSAGES.weekendFactor,
    ),
  span: z.enum(['za-zo', 'vr-ma']),
});
type PricesValues = z.infer<typeof pricesSchema>;

// A refused row ("pricing_day_factors.1.factor") is shown under the table.
const SERVER_FIELDS: Record<string, keyof PricesValues> = {
  pricing_day_factors: 'rows',
  ...Object.fromEntries(
    Array.from({ length: MAX_FACTOR_ROWS }, (_, i) => [
      [`pricing_day_factors.${i}.days`, 'rows'],
      [`pricing_day_factors.${i}.factor`, 'rows'],
    ]).flat(),
  ),
  pricing_extra_day_factor: 'extra',
  pricing_weekend_factor: 'weekend',
  pricing_weekend_span: 'span',
};

const valuesOf = (map: SettingsMap): PricesValues => ({
  rows: staffelRowsText(map.pricing_day_factors),
  extra: factorText(map.pricing_extra_day_factor),
  weekend: factorText(map.pricing_weekend_factor),
  span: map.pricing_weekend_span,
});

const SPAN_OPTIONS: Array<{ id: WeekendSpan; label: string }> = [
  { id: 'za-zo', label: 'Zaterdag en zondag' },
  { id: 'vr-ma', label: 'Vrijdag t/m maandag (met zaterdag en zondag)' },
];

function PricesForm({ settings }: { settings: SettingsMap }) {
  const form = useForm<PricesValues>({
    resolver: zodResolver(pricesSchema),
    mode: 'all',
    defaultValues: valuesOf(settings),
  });
  const { control } = form;
  const [rows = [], extra = '', weekend = '', span = 'za-zo'] = useWatch({
    control,
    name: ['rows', 'extra', 'weekend', 'span'],
  });
  const [examplePrice, setExamplePrice] = useState('100,00');
  const exampleCents = parseMoneyInput(examplePrice);
  const weekendFactor = parseFactor(weekend, false);

  const save = useSettingsSave({
    form,
    successMessage: PRICES_SAVED_MESSAGE,
    patchOf: (values) => ({
      pricing_day_factors: parseStaffelRows(values.rows).rows ?? [],
      pricing_extra_day_factor: parseFactor(values.extra, true) ?? 1,
      pricing_weekend_factor: values.weekend.trim() === '' ? null : parseFactor(values.weekend, false),
      pricing_weekend_span: values.span,
    }),
    valuesOf,
    serverFields: SERVER_FIELDS,
  });

  return (
    <form noValidate onSubmit={save.submit} className="flex flex-col gap-6">
      <Controller
        control={control}
        name="rows"
        render={({ field, fieldState }) => (
          <StaffelEditor
            idPrefix="company"
            rows={field.value}
            onChange={field.onChange}
            serverError={fieldState.error?.type === 'server' ? fieldState.error.message : undefined}
          />
        )}
      />
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <FormTextField
          control={control}
          name="extra"
          label="Factor per extra dag"
          inputMode="decimal"
          autoComplete="off"
          description="Voor elke dag na de laatste regel van de staffel (1 = een volle dagprijs)."
        />
        <FormTextField
          control={control}
          name="weekend"
          label="Weekendfactor"
          inputMode="decimal"
          autoComplete="off"
          description="Bijvoorbeeld 1,5: een weekend kost anderhalve dagprijs. Leeg: geen weekendtarief."
        />
        <FormSelect control={control} name="span" label="Wat telt als weekend" options={SPAN_OPTIONS} />
        <TextField
          label="Voorbeeld met dagprijs (€)"
          value={examplePrice}
          onChange={setExamplePrice}
          inputMode="decimal"
          autoComplete="off"
          description="Alleen voor het voorbeeld; wordt niet opgeslagen."
        />
      </div>
      <StaffelPreview
        testId="prices-preview"
        dayPriceCents={exampleCents !== null && exampleCents >= 0 ? exampleCents : null}
        rows={rows}
        extraDayFactor={parseFactor(extra, true)}
        weekend={weekendFactor === null ? null : { factor: weekendFactor, span }}
      />
      <SettingsFormFooter isPending={save.isPending} />
    </form>
  );
}

/** /settings/prices: the company's staffel, extra-day factor and weekend rate, with a preview. */
export function PricesPage() {
  return (
    <SettingsPageFrame
      title="Prijzen"
      description="Hoe een huur van meer dagen of een weekend wordt geprijsd. Een artikel kan een eigen staffel hebben."
    >
      {(settings) => <PricesForm settings={settings} />}
    </SettingsPageFrame>
  );
}
