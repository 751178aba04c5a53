import { DEFAULT_PAYMENT_TERM_DAYS } from '@app/domain';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { Controller, type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Checkbox } from '../../../components/ui/checkbox';
import { DatePickerField } from '../../../components/ui/date-picker-field';
import { Select } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { ContactPicker } from './contact-picker';
import type { headerFormSchema } from './header-form-schema';

/** Checked by `header-form-schema.ts`, which loads with the first validation. */
const headerFormResolver = lazyZodResolver(() =>
  import('./header-form-schema').then((m) => m.headerFormSchema),
);

export type HeaderFormValues = z.input<typeof headerFormSchema>;

export function useHeaderForm(defaults: HeaderFormValues) {
  return useForm<HeaderFormValues>({
    resolver: headerFormResolver,
    defaultValues: defaults,
    mode: 'onSubmit',
  });
}

/** The form's delivery fields from the invoice's (null: delivered on the invoice date). */
export const deliveryDefaults = (invoice: {
  delivery_from: string | null;
  delivery_until: string | null;
}) => ({
  delivery_own: invoice.delivery_from !== null,
  delivery_from: invoice.delivery_from ?? '',
  delivery_until: invoice.delivery_until ?? '',
});

/** The request body of the header group (contact and date fields). */
export const headerBody = (values: HeaderFormValues) => ({
  contact_id: values.contact?.id ?? 0,
  person_id: values.person_id,
  identifier: values.identifier.trim() || null,
  invoice_date: values.invoice_date,
  days_until_due: Number(values.days_until_due),
  delivery_from: values.delivery_own ? values.delivery_from : null,
  delivery_until: values.delivery_own && values.delivery_until ? values.delivery_until : null,
});

/** The contact block: contact picker, optional person and Kenmerk. */
export function ContactFields({
  form,
  isDisabled,
}: {
  form: UseFormReturn<HeaderFormValues>;
  isDisabled?: boolean;
}) {
  const contact = form.watch('contact');
  const people = contact?.people ?? [];
  return (
    <div className="flex flex-col gap-4">
      <Controller
        control={form.control}
        name="contact"
        render={({ field, fieldState }) => (
          <ContactPicker
            value={field.value ?? null}
            onChange={(next) => {
              field.onChange(next);
              form.setValue('person_id', null);
            }}
            errorMessage={fieldState.error?.message}
            isDisabled={isDisabled ?? false}
          />
        )}
      />
      <Controller
        control={form.control}
        name="person_id"
        render={({ field }) => (
          <Select<string>
            label="Contactpersoon (t.a.v.)"
            placeholder={people.length ? 'Geen contactpersoon' : 'Dit contact heeft geen contactpersonen'}
            options={[
              { id: 'none', label: 'Geen contactpersoon' },
              ...people.map((p) => ({ id: String(p.id), label: `${p.first_name} ${p.last_name}`.trim() })),
            ]}
            value={field.value === null ? 'none' : String(field.value)}
            onChange={(key) => field.onChange(key && key !== 'none' ? Number(key) : null)}
            isDisabled={(isDisabled ?? false) || people.length === 0}
          />
        )}
      />
      <Controller
        control={form.control}
        name="identifier"
        render={({ field, fieldState }) => (
          <TextField
            label="Kenmerk"
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            errorMessage={fieldState.error?.message}
            isDisabled={isDisabled ?? false}
            placeholder="Bijv. ordernummer of referentie van de klant"
          />
        )}
      />
    </div>
  );
}

/**
 * The date block: invoice date, the payment term (locked behind a pencil unless it differs from
 * 14) and the delivery date or period (art. 35a Wet OB), by default the invoice date.
 */
export function DateFields({
  form,
  isDisabled,
}: {
  form: UseFormReturn<HeaderFormValues>;
  isDisabled?: boolean;
}) {
  const initialDays = form.getValues('days_until_due');
  const [termUnlocked, setTermUnlocked] = useState(initialDays !== String(DEFAULT_PAYMENT_TERM_DAYS));
  const ownDelivery = form.watch('delivery_own');
  return (
    <div className="flex flex-col gap-4">
      <Controller
        control={form.control}
        name="invoice_date"
        render={({ field, fieldState }) => (
          <DatePickerField
            label="Factuurdatum"
            testId="invoice-date-input"
            value={field.value}
            onChange={(iso) => field.onChange(iso ?? '')}
            errorMessage={fieldState.error?.message}
            isDisabled={isDisabled ?? false}
          />
        )}
      />
      <Controller
        control={form.control}
        name="days_until_due"
        render={({ field, fieldState }) => (
          <div className="flex items-end gap-2">
            <TextField
              label="Factuur verloopt na"
              description="dagen"
              className="w-40"
              inputMode="numeric"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              errorMessage={fieldState.error?.message}
              isDisabled={(isDisabled ?? false) || !termUnlocked}
            />
            {!termUnlocked && !isDisabled ? (
              <button
                type="button"
                aria-label="Betaaltermijn wijzigen"
                onClick={() => setTermUnlocked(true)}
                className="mb-7 rounded-md border border-gray-300 p-2 text-gray-600 hover:bg-gray-50 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
              >
                <Pencil className="size-4" aria-hidden />
              </button>
            ) : null}
          </div>
        )}
      />
      <Controller
        control={form.control}
        name="delivery_own"
        render={({ field }) => (
          <Checkbox
            isSelected={!field.value}
            onChange={(sameAsInvoiceDate) => {
              field.onChange(!sameAsInvoiceDate);
              if (!sameAsInvoiceDate && !form.getValues('delivery_from'))
                form.setValue('delivery_from', form.getValues('invoice_date'));
            }}
            isDisabled={isDisabled ?? false}
          >
            Leverdatum is de factuurdatum
          </Checkbox>
        )}
      />
      {ownDelivery ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <Controller
            control={form.control}
            name="delivery_from"
            render={({ field, fieldState }) => (
              <DatePickerField
                label="Leverdatum"
                testId="delivery-from-input"
                value={field.value || null}
                onChange={(iso) => field.onChange(iso ?? '')}
                errorMessage={fieldState.error?.message}
                isDisabled={isDisabled ?? false}
              />
            )}
          />
          <Controller
            control={form.control}
            name="delivery_until"
            render={({ field, fieldState }) => (
              <DatePickerField
                label="Tot en met (bij een periode)"
                testId="delivery-until-input"
                value={field.value || null}
                onChange={(iso) => field.onChange(iso ?? '')}
                errorMessage={fieldState.error?.message}
                isDisabled={isDisabled ?? false}
              />
            )}
          />
        </div>
      ) : null}
    </div>
  );
}
