import { SETTINGS_MESSAGES, type SettingsMap, type SettingsSetRequest } from '@app/contracts';
import { ADDRESS_FORM_LABELS, ADDRESS_FORMS, type AddressForm, parseWholeNumberInput } from '@app/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormCheckbox, FormSelect, FormTextField } from '../../../components/ui/form-fields';
import { useCurrentUser } from '../../../lib/auth-session';
import { useIdealStatus } from '../../payments';
import { SettingsFormFooter } from '../components/settings-form-footer';
import { SettingsPageFrame } from '../components/settings-page-frame';
import { useSettingsSave } from '../components/use-settings-save';

export const PAYMENTS_SAVED_MESSAGE = 'De instellingen voor betalingen en herinneringen zijn opgeslagen.';
export const DAYS_MESSAGE = 'Vul een heel aantal dagen in (1 tot 365).';
export const PERCENT_MESSAGE = 'Vul een heel percentage in van 0 tot 100.';
export const ORDER_OF_DAYS_MESSAGE = SETTINGS_MESSAGES.reminderDaysOrder;

const wholeIn = (min: number, max: number) => (text: string) => {
  const value = parseWholeNumberInput(text);
  return value !== null && value >= min && value <= max ? value : null;
};
const parseDays = wholeIn(1, 365);
const parsePercent = wholeIn(0, 100);

const schema = z
  .object({
    deposit: z.string().refine((t) => parsePercent(t) !== null, PERCENT_MESSAGE),
    automatic: z.boolean(),
    first: z.string().refine((t) => parseDays(t) !== null, DAYS_MESSAGE),
    second: z.string().refine((t) => parseDays(t) !== null, DAYS_MESSAGE),
    costsAddVat: z.boolean(),
    addressForm: z.enum(ADDRESS_FORMS, { error: SETTINGS_MESSAGES.addressForm }),
  })
  .refine((v) => (parseDays(v.second) ?? 0) > (parseDays(v.first) ?? 0), {
    path: ['second'],
    message: ORDER_OF_DAYS_MESSAGE,
  });
type Values = z.infer<typeof schema>;

const SERVER_FIELDS: Record<string, keyof Values> = {
  payment_deposit_percent: 'deposit',
  reminders_automatic: 'automatic',
  reminders_first_after_days: 'first',
  reminders_second_after_days: 'second',
  reminders_costs_add_vat: 'costsAddVat',
  customer_address_form: 'addressForm',
};

const ADDRESS_FORM_OPTIONS = ADDRESS_FORMS.map((form) => ({ id: form, label: ADDRESS_FORM_LABELS[form] }));

const valuesOf = (map: SettingsMap): Values => ({
  deposit: String(map.payment_deposit_percent),
  automatic: map.reminders_automatic,
  first: String(map.reminders_first_after_days),
  second: String(map.reminders_second_after_days),
  costsAddVat: map.reminders_costs_add_vat,
  addressForm: map.customer_address_form,
});

function PaymentsForm({ settings }: { settings: SettingsMap }) {
  const isOwner = useCurrentUser()?.role === 'owner';
  const ideal = useIdealStatus().data;
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    mode: 'all',
    defaultValues: valuesOf(settings),
  });
  const { control } = form;

  const save = useSettingsSave({
    form,
    successMessage: PAYMENTS_SAVED_MESSAGE,
    patchOf: (values): SettingsSetRequest => ({
      reminders_automatic: values.automatic,
      reminders_first_after_days: parseDays(values.first) ?? 7,
      reminders_second_after_days: parseDays(values.second) ?? 21,
      reminders_costs_add_vat: values.costsAddVat,
      customer_address_form: values.addressForm,
      // Payment settings are the owner's (settings-access.ts): Kantoor does not send them.
      ...(isOwner ? { payment_deposit_percent: parsePercent(values.deposit) ?? 0 } : {}),
    }),
    valuesOf,
    serverFields: SERVER_FIELDS,
  });

  return (
    <form noValidate onSubmit={save.submit} className="flex flex-col gap-6">
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-base font-semibold text-gray-900">iDEAL</legend>
        <p className="text-sm text-gray-600">
          {ideal?.available
            ? 'iDEAL via Mollie staat aan: facturen, herinneringen en orderbevestigingen van iDEAL-orders krijgen een link "Betaal met iDEAL".'
            : 'iDEAL staat uit: er is nog geen Mollie-account gekoppeld. Wie de server beheert, zet de API-sleutel van Mollie in de instelling MOLLIE_API_KEY (zie de README).'}
        </p>
        <div className="max-w-xs">
          <FormTextField
            control={control}
            name="deposit"
            label="Aanbetaling voor nieuwe orders (%)"
            inputMode="numeric"
            autoComplete="off"
            isDisabled={!isOwner}
            description={
              isOwner
                ? 'De iDEAL-link van een nieuwe iDEAL-order vraagt eerst dit deel van het totaal; 0 is het hele bedrag.'
                : 'Alleen de eigenaar kan de aanbetaling wijzigen.'
            }
          />
        </div>
      </fieldset>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-base font-semibold text-gray-900">Herinneringen</legend>
        <FormCheckbox control={control} name="automatic">
          Herinneringen automatisch versturen
        </FormCheckbox>
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
          <FormTextField
            control={control}
            name="first"
            label="Herinnering na (dagen na de vervaldatum)"
            inputMode="numeric"
            autoComplete="off"
          />
          <FormTextField
            control={control}
            name="second"
            label="Aanmaning na (dagen na de vervaldatum)"
            description="En nooit eerder dan zoveel dagen na de herinnering."
            inputMode="numeric"
            autoComplete="off"
          />
        </div>
        <FormCheckbox control={control} name="costsAddVat">
          Btw over incassokosten rekenen (alleen als je bedrijf de btw niet kan aftrekken)
        </FormCheckbox>
      </fieldset>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-base font-semibold text-gray-900">Aanspreekvorm</legend>
        <div className="max-w-xs">
          <FormSelect<Values, AddressForm>
            control={control}
            name="addressForm"
            label="Klanten aanspreken"
            options={ADDRESS_FORM_OPTIONS}
            description="Geldt voor alle mails en documenten aan klanten: orderbevestigingen, facturen, creditfacturen, herinneringen, aanmaningen, boekingsmails en de iDEAL-pagina's."
          />
        </div>
      </fieldset>
      <SettingsFormFooter isPending={save.isPending} />
    </form>
  );
}

/**
 * /settings/payments: the deposit an iDEAL link asks for new orders (owner only), the automatic
 * reminders (on/off, days after the due date, VAT over the collection costs), and the form of
 * address ("je" or "u") of every mail and document to a customer.
 */
export function PaymentsPage() {
  return (
    <SettingsPageFrame title="Betalingen en herinneringen">
      {(settings) => <PaymentsForm settings={settings} />}
    </SettingsPageFrame>
  );
}
