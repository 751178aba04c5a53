import { CONTACT_TYPE_LABELS } from '@app/domain';
import { Building2, User } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { type Control, Controller, type UseFormSetError, useForm, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { CountryFlag } from '../../../components/ui/country-flag';
import { FormCheckbox, FormSelect, FormTextField } from '../../../components/ui/form-fields';
import { cn } from '../../../lib/cn';
import { COUNTRY_OPTIONS } from '../../../lib/countries';
import { type ContactFormValues, contactFormResolver } from './contact-form-values';

// The values, checks and API body live zod- and country-list-free in contact-form-values.ts (the
// order page uses them before it shows these fields).
export {
  applyServerErrors,
  type ContactFormValues,
  contactFormResolver,
  emptyContactForm,
  formValuesOf,
  toContactBody,
} from './contact-form-values';

export type ContactFormProps = {
  initialValues: ContactFormValues;
  /** Create shows the business contact-person fields; edit manages people on the detail page. */
  mode: 'create' | 'edit';
  isPending: boolean;
  onCancel: () => void;
  onSubmit: (values: ContactFormValues, setError: UseFormSetError<ContactFormValues>) => void;
};

export function ContactForm({ initialValues, mode, isPending, onCancel, onSubmit }: ContactFormProps) {
  const { control, handleSubmit, setError, reset } = useForm<ContactFormValues>({
    resolver: contactFormResolver,
    mode: 'onTouched',
    defaultValues: initialValues,
  });
  useEffect(() => reset(initialValues), [initialValues, reset]);

  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => onSubmit(values, setError))}
      className="flex max-w-3xl flex-col gap-6"
    >
      <ContactFormFields control={control} mode={mode} />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onPress={onCancel} isDisabled={isPending}>
          Annuleren
        </Button>
        <Button type="submit" isPending={isPending}>
          Opslaan
        </Button>
      </div>
    </form>
  );
}

/**
 * The Contact and Adres cards of the contact form, on a form owned by the caller: the contact
 * screens wrap them in ContactForm, the new order page (Nieuw contact) in its own order form.
 */
export function ContactFormFields({
  control,
  mode,
}: {
  control: Control<ContactFormValues>;
  /** Create shows the business contact-person fields; edit manages people on the detail page. */
  mode: 'create' | 'edit';
}) {
  const type = useWatch({ control, name: 'contact_type' });
  const countryOptions = useMemo(
    () => COUNTRY_OPTIONS.map((c) => ({ ...c, icon: <CountryFlag code={c.id} /> })),
    [],
  );

  return (
    <>
      <Card title="Contact">
        <div className="flex flex-col gap-4">
          <Controller
            control={control}
            name="contact_type"
            render={({ field }) => (
              <RadioGroup
                value={field.value}
                onChange={(value) => field.onChange(value)}
                orientation="horizontal"
                className="flex flex-col gap-2"
              >
                <Label className="text-sm font-medium text-gray-800">Soort contact</Label>
                <div className="flex gap-3">
                  {(['business', 'individual'] as const).map((value) => (
                    <Radio
                      key={value}
                      value={value}
                      className={({ isSelected, isFocusVisible }) =>
                        cn(
                          'flex cursor-default items-center gap-2 rounded-md border px-4 py-2 text-sm font-medium',
                          isSelected
                            ? 'border-brand-600 bg-brand-50 text-brand-800'
                            : 'border-gray-300 text-gray-700',
                          isFocusVisible && 'ring-2 ring-brand-500 ring-offset-1',
                        )
                      }
                    >
                      {value === 'business' ? (
                        <Building2 className="size-4" aria-hidden />
                      ) : (
                        <User className="size-4" aria-hidden />
                      )}
                      {CONTACT_TYPE_LABELS[value]}
                    </Radio>
                  ))}
                </div>
              </RadioGroup>
            )}
          />

          {type === 'business' ? (
            <>
              <FormTextField
                control={control}
                name="company_name"
                label="Bedrijfsnaam"
                isRequired
                autoComplete="organization"
              />
              <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
                <FormTextField
                  control={control}
                  name="coc_id"
                  label="KvK-nummer"
                  description="Nodig voor een e-factuur (UBL) aan een Nederlands bedrijf."
                />
                <FormTextField control={control} name="vat_id" label="BTW-nummer" />
              </div>
              {mode === 'create' && (
                <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
                  <FormTextField control={control} name="person_first_name" label="Voornaam contactpersoon" />
                  <FormTextField
                    control={control}
                    name="person_last_name"
                    label="Achternaam contactpersoon"
                  />
                </div>
              )}
            </>
          ) : (
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              <FormTextField control={control} name="first_name" label="Voornaam" autoComplete="given-name" />
              <FormTextField
                control={control}
                name="last_name"
                label="Achternaam"
                autoComplete="family-name"
              />
            </div>
          )}
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <FormTextField
              control={control}
              name="email_address"
              label="E-mailadres"
              type="email"
              autoComplete="email"
            />
            <FormTextField
              control={control}
              name="phone_number"
              label="Telefoonnummer"
              type="tel"
              autoComplete="tel"
            />
          </div>
          <div className="flex flex-col gap-1">
            <FormCheckbox control={control} name="send_ubl">
              UBL meesturen
            </FormCheckbox>
            <p className="text-sm text-gray-600">
              Facturen per e-mail krijgen naast de PDF de e-factuur (UBL) mee, voor de boekhouding van de
              klant.
            </p>
          </div>
        </div>
      </Card>

      <Card title="Adres">
        <div className="flex flex-col gap-4">
          <FormTextField
            control={control}
            name="address_line_1"
            label="Adresregel 1"
            autoComplete="address-line1"
          />
          <FormTextField
            control={control}
            name="address_line_2"
            label="Adresregel 2 (optioneel)"
            autoComplete="address-line2"
          />
          {/* Land first: the postcode's check depends on it (a Belgian 1000, a Dutch 1234 AB). */}
          <FormSelect
            control={control}
            name="country"
            label="Land"
            options={countryOptions}
            deps={['postal_code']}
            className="sm:max-w-sm"
          />
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-[10rem_minmax(0,1fr)]">
            <FormTextField control={control} name="postal_code" label="Postcode" autoComplete="postal-code" />
            <FormTextField control={control} name="city" label="Plaats" autoComplete="address-level2" />
          </div>
        </div>
      </Card>
    </>
  );
}
