import { type LoginRequest, loginRequestSchema } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormPasswordField, FormTextField } from '../../../components/ui/form-fields';
import { MessageBar } from '../../../components/ui/message-bar';
import { useDocumentTitle } from '../../../components/ui/page-header';
import { HOME_PATH } from '../../../lib/constants';
import { useFlashMessage } from '../../../lib/use-flash-message';
import { authApi } from '../auth-api';
import { signIn } from '../auth-store';

export function LoginPage() {
  useDocumentTitle('Inloggen');
  useFlashMessage();
  const navigate = useNavigate();
  const { control, handleSubmit, formState } = useForm<LoginRequest>({
    resolver: zodResolver(loginRequestSchema),
    mode: 'all',
    defaultValues: { username: '', password: '' },
  });
  const login = useMutation({
    mutationFn: authApi.login,
    onSuccess: (response) => {
      signIn(response);
      void navigate(response.redirect_to || HOME_PATH, { replace: true });
    },
  });

  return (
    <>
      <h1 className="mb-6 text-2xl font-semibold tracking-tight text-gray-900">Inloggen</h1>
      {login.error && (
        <MessageBar tone="danger" className="mb-4">
          {login.error.message}
        </MessageBar>
      )}
      <form
        noValidate
        onSubmit={handleSubmit((values) => login.mutate(values))}
        className="flex flex-col gap-4"
      >
        <FormTextField
          control={control}
          name="username"
          label="E-mailadres"
          type="email"
          autoComplete="username"
          autoFocus
        />
        <FormPasswordField
          control={control}
          name="password"
          label="Wachtwoord"
          autoComplete="current-password"
        />
        <div className="mt-2 flex flex-col gap-3">
          <Button type="submit" isDisabled={!formState.isValid} isPending={login.isPending}>
            Inloggen
          </Button>
          <Button variant="ghost" onPress={() => void navigate('/passwords/new')}>
            Wachtwoord vergeten
          </Button>
        </div>
      </form>
    </>
  );
}
