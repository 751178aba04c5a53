import { IDENTITY_KEYS, type SettingsMap } from '@app/contracts';
import {
  checkCocNumber,
  checkDutchPostalCode,
  checkIban,
  checkVatId,
  normaliseDutchPostalCode,
} from '@app/domain';
import { TriangleAlert } from 'lucide-react';
import { type ReactNode, useMemo, useState } from 'react';
import { Controller, type UseFormSetError, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { CountryFlag } from '../../../components/ui/country-flag';
import { FormSelect, FormTextField } from '../../../components/ui/form-fields';
import { MessageBar } from '../../../components/ui/message-bar';
import { COUNTRY_OPTIONS } from '../../../lib/countries';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import type { identityFormSchema } from './identity-form-schema';
import { LogoUpload } from './logo-upload';
import { setServerFieldErrors } from './server-field-errors';
import { SettingsFormFooter } from './settings-form-footer';

/** Checked by `identity-form-schema.ts`, which loads with the first validation. */
const identityFormResolver = lazyZodResolver(() =>
  import('./identity-form-schema').then((m) => m.identityFormSchema),
);
export type IdentityValues = z.infer<typeof identityFormSchema>;

export const identityValuesOf = (map: SettingsMap): IdentityValues =>
  Object.fromEntries(IDENTITY_KEYS.map((key) => [key, map[key]])) as IdentityValues;

/** Puts the server's field errors next to the fields they belong to. */
export function applyServerErrors(error: unknown, setError: UseFormSetError<IdentityValues>) {
  setServerFieldErrors(
    error,
    (key) => ((IDENTITY_KEYS as readonly string[]).includes(key) ? (key as keyof IdentityValues) : undefined),
    setError,
  );
}

function Warning({ children }: { children: ReactNode }) {
  return (
    <span className="flex items-center gap-1 text-amber-800">
      <TriangleAlert className="size-3.5 shrink-0" aria-hidden />
      {children}
    </span>
  );
}

export type IdentityFormProps = {
  initial: IdentityValues;
  submitLabel: string;
  isPending: boolean;
  /** Saves the values; rejects with the ApiError when saving failed. */
  onSubmit: (values: IdentityValues) => Promise<unknown>;
};

/** Company details used on invoices: logo, name, address, contact, KvK, btw and bank. */
export function IdentityForm({ initial, submitLabel, isPending, onSubmit }: IdentityFormProps) {
  const { control, handleSubmit, setError, setValue, clearErrors, reset } = useForm<IdentityValues>({
    resolver: identityFormResolver,
    mode: 'onTouched',
    defaultValues: initial,
  });
  const [logoBusy, setLogoBusy] = useState(false);
  const values = useWatch({ control });
  const countryOptions = useMemo(
    () => COUNTRY_OPTIONS.map((o) => ({ ...o, icon: <CountryFlag code={o.id} /> })),
    [],
  );

  // Gentle checks: they warn, they never block saving.
  const isDutch = (values.identity_country ?? 'nl') === 'nl';
  const warnings = {
    iban: checkIban(values.identity_bank_account_id ?? ''),
    vat: isDutch ? checkVatId(values.identity_vat_id ?? '') : null,
    coc: isDutch ? checkCocNumber(values.identity_coc_id ?? '') : null,
    postal: isDutch ? checkDutchPostalCode(values.identity_postal_code ?? '') : null,
  };
  const warn = (message: string | null) => (message ? <Warning>{message}</Warning> : undefined);

  const submit = handleSubmit(async (form) => {
    const cleaned = {
      ...form,
      identity_postal_code:
        form.identity_country === 'nl'
          ? normaliseDutchPostalCode(form.identity_postal_code)
          : form.identity_postal_code,
    };
    try {
      await onSubmit(cleaned);
      reset(cleaned);
    } catch (error) {
      applyServerErrors(error, setError);
    }
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6">
      <MessageBar tone="info" live="none">
        Deze gegevens worden gebruikt op je facturen.
      </MessageBar>

      <Controller
        control={control}
        name="identity_company_logo"
        render={({ field, fieldState }) => (
          <LogoUpload
            value={field.value}
            onChange={(url) => {
              setValue('identity_company_logo', url, { shouldDirty: true });
              clearErrors('identity_company_logo');
            }}
            onBusyChange={setLogoBusy}
            errorMessage={fieldState.error?.message}
          />
        )}
      />

      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <FormTextField
          control={control}
          name="identity_company_name"
          label="Bedrijfsnaam"
          isRequired
          autoComplete="organization"
          className="md:col-span-2"
        />
        <FormTextField
          control={control}
          name="identity_address_line_1"
          label="Adres"
          autoComplete="address-line1"
        />
        <FormTextField
          control={control}
          name="identity_address_line_2"
          label="Adresregel 2 (optioneel)"
          autoComplete="address-line2"
        />
        {/* Land first: the postcode's check depends on it. */}
        <FormSelect
          control={control}
          name="identity_country"
          label="Land"
          options={countryOptions}
          placeholder="Kies een land"
          className="md:col-span-2 md:max-w-sm"
        />
        <FormTextField
          control={control}
          name="identity_postal_code"
          label="Postcode"
          autoComplete="postal-code"
          description={warn(warnings.postal)}
        />
        <FormTextField control={control} name="identity_city" label="Plaats" autoComplete="address-level2" />
        <FormTextField
          control={control}
          name="identity_email_address"
          label="E-mailadres"
          type="email"
          autoComplete="email"
        />
        <FormTextField
          control={control}
          name="identity_phone_number"
          label="Telefoonnummer"
          type="tel"
          autoComplete="tel"
        />
        <FormTextField
          control={control}
          name="identity_coc_id"
          label="KvK-nummer"
          inputMode="numeric"
          description={warn(warnings.coc)}
        />
        <FormTextField
          control={control}
          name="identity_vat_id"
          label="BTW-nummer"
          description={warn(warnings.vat)}
        />
      </div>

      <fieldset className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <legend className="mb-2 text-base font-semibold text-gray-900">Bankgegevens</legend>
        <FormTextField
          control={control}
          name="identity_bank_account_id"
          label="IBAN"
          description={warn(warnings.iban)}
          className="md:col-span-2"
        />
        <FormTextField control={control} name="identity_bank_account_holder" label="Ten name van" />
        <FormTextField control={control} name="identity_bank_swift_bic" label="SWIFT/BIC" />
      </fieldset>

      <SettingsFormFooter isPending={isPending} isDisabled={logoBusy} label={submitLabel} />
    </form>
  );
}
