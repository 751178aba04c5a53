import { passwordResetRequestSchema } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { FormTextField } from '../../../components/ui/form-fields';
import { MessageBar } from '../../../components/ui/message-bar';
import { useDocumentTitle } from '../../../components/ui/page-header';
import { authApi } from '../auth-api';

type Values = z.input<typeof passwordResetRequestSchema>;

export function PasswordRequestPage() {
  useDocumentTitle('Herstel je wachtwoord');
  const { control, handleSubmit } = useForm<Values>({
    resolver: zodResolver(passwordResetRequestSchema),
    mode: 'onTouched',
    defaultValues: { email_address: '' },
  });
  const request = useMutation({
    mutationFn: (values: Values) => authApi.requestPasswordReset(values.email_address.trim()),
  });

  return (
    <>
      <h1 className="mb-2 text-2xl font-semibold tracking-tight text-gray-900">Herstel je wachtwoord</h1>
      {request.isSuccess ? (
        <MessageBar tone="success" className="mt-4">
          {request.data.message}
        </MessageBar>
      ) : (
        <>
          <p className="mb-6 text-sm text-gray-600">
            Vul je e-mailadres in. Je ontvangt een e-mail met een link om een nieuw wachtwoord te kiezen.
          </p>
          {request.error && (
            <MessageBar tone="danger" className="mb-4">
              {request.error.message}
            </MessageBar>
          )}
          <form
            noValidate
            onSubmit={handleSubmit((values) => request.mutate(values))}
            className="flex flex-col gap-4"
          >
            <FormTextField
              control={control}
              name="email_address"
              label="E-mailadres"
              type="email"
              autoComplete="email"
              autoFocus
            />
            <Button type="submit" isPending={request.isPending} className="mt-2">
              Verzend e-mail
            </Button>
          </form>
        </>
      )}
      <p className="mt-6 text-center text-sm">
        <Link to="/login" className="font-medium hover:underline">
          Terug naar inloggen
        </Link>
      </p>
    </>
  );
}
