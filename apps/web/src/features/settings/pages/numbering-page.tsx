import { SETTINGS_MESSAGES, type SettingsMap } from '@app/contracts';
import {
  parseWholeNumberInput,
  renderInvoiceNumber,
  todayCalendarDate,
  validateInvoiceTemplate,
} from '@app/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { FormTextField } from '../../../components/ui/form-fields';
import { SettingsFormFooter } from '../components/settings-form-footer';
import { SettingsPageFrame } from '../components/settings-page-frame';
import { useSettingsSave } from '../components/use-settings-save';
import { ZeroRateDefaultField } from '../components/zero-rate-default-field';

export const NUMBERING_SAVED_MESSAGE = 'De nummering is opgeslagen.';

const MAX_NEXT_ID = 999_999_999;

/** The next number as typed, also with Dutch thousands dots ("1.000"); null when not 1–999.999.999. */
const parseNextId = (text: string) => {
  const id = parseWholeNumberInput(text);
  return id !== null && id >= 1 && id <= MAX_NEXT_ID ? id : null;
};

const numberingSchema = z.object({
  numbering_invoice_template: z
    .string()
    .trim()
    .min(1, SETTINGS_MESSAGES.template)
    .superRefine((value, ctx) => {
      const message = validateInvoiceTemplate(value);
      if (message) ctx.addIssue({ code: 'custom', message });
    }),
  next_id: z.string().refine((text) => parseNextId(text) !== null, SETTINGS_MESSAGES.incrementalId),
});
type NumberingValues = z.infer<typeof numberingSchema>;

const SERVER_FIELDS: Record<string, keyof NumberingValues> = {
  numbering_invoice_template: 'numbering_invoice_template',
  numbering_invoice_incremental_id: 'next_id',
};

const valuesOf = (map: SettingsMap): NumberingValues => ({
  numbering_invoice_template: map.numbering_invoice_template,
  next_id: String(map.numbering_invoice_incremental_id),
});

const currentYear = () => Number(todayCalendarDate().slice(0, 4));

/** The invoice number the next published invoice would get, or null while the input is not valid. */
export function exampleInvoiceNumber(template: string, nextId: string): string | null {
  const id = parseNextId(nextId);
  if (validateInvoiceTemplate(template.trim()) || id === null) return null;
  return renderInvoiceNumber(template.trim(), { year: currentYear(), id });
}

function NumberingForm({ settings }: { settings: SettingsMap }) {
  const form = useForm<NumberingValues>({
    resolver: zodResolver(numberingSchema),
    mode: 'all',
    defaultValues: valuesOf(settings),
  });
  const { control } = form;
  const [template = '', nextId = ''] = useWatch({ control, name: ['numbering_invoice_template', 'next_id'] });
  const example = exampleInvoiceNumber(template, nextId);

  const save = useSettingsSave({
    form,
    successMessage: NUMBERING_SAVED_MESSAGE,
    patchOf: (values) => ({
      numbering_invoice_template: values.numbering_invoice_template.trim(),
      numbering_invoice_incremental_id: parseNextId(values.next_id) ?? 1,
    }),
    valuesOf,
    serverFields: SERVER_FIELDS,
  });

  return (
    <form noValidate onSubmit={save.submit} className="flex flex-col gap-6">
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <FormTextField
          control={control}
          name="numbering_invoice_template"
          label="Sjabloon factuurnummer"
          description="Bijvoorbeeld F{year}-{id}"
          autoComplete="off"
          spellCheck="false"
        />
        <FormTextField
          control={control}
          name="next_id"
          label="Volgende nummer"
          inputMode="numeric"
          autoComplete="off"
        />
      </div>

      <div className="rounded-md border border-gray-200 bg-gray-50 px-4 py-3" aria-live="polite">
        <p className="text-sm text-gray-600">Voorbeeld van het volgende factuurnummer</p>
        <p data-testid="numbering-example" className="mt-1 font-mono text-lg font-semibold text-gray-900">
          {example ?? '–'}
        </p>
      </div>

      <div className="text-sm text-gray-700">
        <p className="font-medium text-gray-900">Beschikbare tags</p>
        <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2">
          <dt>
            <code className="rounded bg-gray-100 px-1.5 py-0.5">{'{year}'}</code>
          </dt>
          <dd>Het jaar van de factuurdatum, bijvoorbeeld {currentYear()}.</dd>
          <dt>
            <code className="rounded bg-gray-100 px-1.5 py-0.5">{'{id}'}</code>
          </dt>
          <dd>
            Het volgnummer van de factuur, aangevuld tot vier cijfers (0001). Het wordt automatisch met 1
            verhoogd bij elke gepubliceerde factuur.
          </dd>
        </dl>
        <p className="mt-3">
          Gebruik je <code className="rounded bg-gray-100 px-1.5 py-0.5">{'{year}'}</code> in het sjabloon,
          dan begint het volgnummer elk jaar opnieuw bij 0001. Een nummer dat al aan een factuur is gegeven,
          kan niet opnieuw worden gekozen.
        </p>
      </div>

      <SettingsFormFooter isPending={save.isPending} />
    </form>
  );
}

/**
 * /settings/numbering: the invoice number template and the next number, with a live example; and
 * the default reason for 0% lines at Publiceren.
 */
export function NumberingPage() {
  return (
    <SettingsPageFrame title="Nummering">
      {(settings) => (
        <>
          <NumberingForm settings={settings} />
          <ZeroRateDefaultField settings={settings} />
        </>
      )}
    </SettingsPageFrame>
  );
}
