import { ROLE_LABELS, ROLES, type Role, userInviteRequestSchema } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { inputClassName } from '../../../components/ui/field';
import { FormTextField } from '../../../components/ui/form-text-fields';
import { Modal } from '../../../components/ui/modal';
import { useInviteUser } from '../team-api';

type InviteValues = { given_name: string; family_name: string; email_address: string; role: Role };

export const ROLE_OPTIONS = ROLES.map((id) => ({ id, label: ROLE_LABELS[id] }));

export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  owner: 'Alles, ook collega’s, bedrijfsgegevens en nummering.',
  office: 'Alles behalve collega’s, bedrijfsgegevens, nummering en betaalinstellingen.',
  driver: 'Alleen de agenda, de dagplanning met route en het afvinken van ritten.',
};

/** "Collega uitnodigen": name, e-mail and role; the invitation mail goes out through the outbox. */
export function InviteUserDialog({
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const invite = useInviteUser();
  const id = useId();
  const { control, handleSubmit, reset, watch } = useForm<InviteValues>({
    resolver: zodResolver(userInviteRequestSchema) as never,
    mode: 'onTouched',
    defaultValues: { given_name: '', family_name: '', email_address: '', role: 'driver' },
  });
  const role = watch('role');
  const submit = handleSubmit(async (values) => {
    await invite.mutateAsync(values).then(
      () => {
        reset();
        onOpenChange(false);
      },
      () => {},
    );
  });
  return (
    <Modal
      title="Collega uitnodigen"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      footer={(close) => (
        <>
          <Button variant="secondary" onPress={close}>
            Annuleren
          </Button>
          <Button type="submit" form="invite-user" isPending={invite.isPending}>
            Uitnodiging versturen
          </Button>
        </>
      )}
    >
      <form id="invite-user" onSubmit={submit} noValidate className="flex flex-col gap-4">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <FormTextField control={control} name="given_name" label="Voornaam" isRequired autoComplete="off" />
          <FormTextField
            control={control}
            name="family_name"
            label="Achternaam"
            isRequired
            autoComplete="off"
          />
        </div>
        <FormTextField
          control={control}
          name="email_address"
          label="E-mailadres"
          type="email"
          isRequired
          autoComplete="off"
        />
        {/* A native select: React Aria's Select leaves a live announcement labelled by its (then
            unmounted) label when the dialog closes, which axe reports as an image without text. */}
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-role`} className="text-sm font-medium text-gray-800">
            Rol
          </label>
          <Controller
            control={control}
            name="role"
            render={({ field }) => (
              <select
                id={`${id}-role`}
                aria-describedby={`${id}-role-hint`}
                className={inputClassName}
                value={field.value}
                onChange={(event) => field.onChange(event.target.value as Role)}
                onBlur={field.onBlur}
                ref={field.ref}
              >
                {ROLE_OPTIONS.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.label}
                  </option>
                ))}
              </select>
            )}
          />
          <p id={`${id}-role-hint`} className="text-sm text-gray-600">
            {ROLE_DESCRIPTIONS[role]}
          </p>
        </div>
      </form>
    </Modal>
  );
}
