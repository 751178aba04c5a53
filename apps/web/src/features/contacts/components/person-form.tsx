import { CONTACT_MESSAGES, type ContactPerson } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { type UseFormSetError, useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FormTextField } from '../../../components/ui/form-fields';
import { isApiError } from '../../../lib/api';

export const personFormSchema = z.object({
  first_name: z.string().trim().min(1, CONTACT_MESSAGES.firstNameRequired).max(120, 'Maximaal 120 tekens'),
  last_name: z.string().trim().min(1, CONTACT_MESSAGES.lastNameRequired).max(120, 'Maximaal 120 tekens'),
  email_address: z.string().trim().max(255, 'Maximaal 255 tekens'),
  phone_number: z.string().trim().max(40, 'Maximaal 40 tekens'),
  department: z.string().trim().max(255, 'Maximaal 255 tekens'),
});
export type PersonFormValues = z.infer<typeof personFormSchema>;

export const personValuesOf = (person?: ContactPerson): PersonFormValues => ({
  first_name: person?.first_name ?? '',
  last_name: person?.last_name ?? '',
  email_address: person?.email_address ?? '',
  phone_number: person?.phone_number ?? '',
  department: person?.department ?? '',
});

export const toPersonBody = (values: PersonFormValues) => ({
  first_name: values.first_name.trim(),
  last_name: values.last_name.trim(),
  email_address: values.email_address.trim() || null,
  phone_number: values.phone_number.trim() || null,
  department: values.department.trim() || null,
});

export function applyPersonServerErrors(error: unknown, setError: UseFormSetError<PersonFormValues>) {
  if (!isApiError(error) || !error.errors) return;
  for (const [field, messages] of Object.entries(error.errors)) {
    if (field in personValuesOf() && messages[0])
      setError(field as keyof PersonFormValues, { type: 'server', message: messages[0] });
  }
}

export function PersonForm({
  initialValues,
  isPending,
  onCancel,
  onSubmit,
}: {
  initialValues: PersonFormValues;
  isPending: boolean;
  onCancel: () => void;
  onSubmit: (values: PersonFormValues, setError: UseFormSetError<PersonFormValues>) => void;
}) {
  const { control, handleSubmit, setError } = useForm<PersonFormValues>({
    resolver: zodResolver(personFormSchema),
    mode: 'onTouched',
    defaultValues: initialValues,
  });
  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => onSubmit(values, setError))}
      className="flex max-w-2xl flex-col gap-6"
    >
      <Card title="Contactpersoon">
        <div className="flex flex-col gap-4">
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <FormTextField control={control} name="first_name" label="Voornaam" isRequired />
            <FormTextField control={control} name="last_name" label="Achternaam" isRequired />
          </div>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <FormTextField control={control} name="email_address" label="E-mailadres" type="email" />
            <FormTextField control={control} name="phone_number" label="Telefoonnummer" type="tel" />
          </div>
          <FormTextField control={control} name="department" label="Afdeling" />
        </div>
      </Card>
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
