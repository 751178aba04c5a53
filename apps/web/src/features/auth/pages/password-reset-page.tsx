import {
  AUTH_MESSAGES,
  MAX_PASSWORD_LENGTH,
  MAX_PASSWORD_LENGTH_MESSAGE,
  MIN_PASSWORD_LENGTH,
} from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { FormPasswordField } from '../../../components/ui/form-fields';
import { MessageBar } from '../../../components/ui/message-bar';
import { useDocumentTitle } from '../../../components/ui/page-header';
import { LoadingState } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api-error';
import { authApi } from '../auth-api';
import type { LoginState } from './login-page';

const MIN_LENGTH_MESSAGE = 'Het wachtwoord dient minimaal 6 karakters te hebben.';

export const newPasswordSchema = z
  .object({
    password: z
      .string()
      .min(MIN_PASSWORD_LENGTH, MIN_LENGTH_MESSAGE)
      .max(MAX_PASSWORD_LENGTH, MAX_PASSWORD_LENGTH_MESSAGE),
    password_confirmation: z.string(),
  })
  .refine((v) => v.password_confirmation.length > 0 && v.password === v.password_confirmation, {
    message: 'De wachtwoorden komen niet overeen.',
    path: ['password_confirmation'],
  });
type Values = z.infer<typeof newPasswordSchema>;

/**
 * A token the server no longer knows (410), or one it cannot even read (malformed, too long: a 422
 * whose field error is on `token`). A 422 about the password is not a broken link; its message shows.
 */
export const isInvalidToken = (error: unknown) =>
  isApiError(error) &&
  ([400, 404, 410].includes(error.status) || (error.status === 422 && Boolean(error.errors?.token)));

/** /passwords/:token and /passwords/:token/edit: verify the token, then choose a new password. */
export function PasswordResetPage() {
  const { token = '' } = useParams();
  const verify = useQuery({
    queryKey: ['auth', 'token.verify', token],
    queryFn: ({ signal }) => authApi.verifyToken(token, signal),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });

  useDocumentTitle(verify.data?.purpose === 'invite' ? INVITE_TITLE : RESET_TITLE);
  if (verify.isPending) return <LoadingState label="Geldigheid van de token valideren…" className="py-6" />;
  if (verify.isError && isInvalidToken(verify.error)) {
    return (
      <>
        <h1 className="mb-4 text-2xl font-semibold tracking-tight text-gray-900">Wachtwoord herstellen</h1>
        <MessageBar tone="danger">{AUTH_MESSAGES.tokenGone}</MessageBar>
        <p className="mt-6 flex flex-col gap-0 text-center sm:gap-2 text-sm">
          <Link
            to="/passwords/new"
            className="flex min-h-11 items-center justify-center font-medium hover:underline sm:block sm:min-h-0"
          >
            Vraag een nieuwe link aan
          </Link>
          <Link
            to="/login"
            className="flex min-h-11 items-center justify-center font-medium hover:underline sm:block sm:min-h-0"
          >
            Terug naar inloggen
          </Link>
        </p>
      </>
    );
  }
  if (verify.isError) {
    return (
      <MessageBar
        tone="danger"
        action={
          <Button size="sm" variant="secondary" onPress={() => void verify.refetch()}>
            Opnieuw
          </Button>
        }
      >
        {verify.error.message}
      </MessageBar>
    );
  }
  return <NewPasswordForm token={token} invite={verify.data.purpose === 'invite'} />;
}

/** An invitation's link: the colleague chooses a first password, not a new one. */
const INVITE_TITLE = 'Kies je wachtwoord';
const RESET_TITLE = 'Kies je nieuwe wachtwoord';

function NewPasswordForm({ token, invite }: { token: string; invite: boolean }) {
  const navigate = useNavigate();
  const { control, handleSubmit, trigger, getFieldState } = useForm<Values>({
    resolver: zodResolver(newPasswordSchema),
    mode: 'onTouched',
    defaultValues: { password: '', password_confirmation: '' },
  });
  // Re-check the confirmation when the first password changes after the confirmation was visited.
  const password = useWatch({ control, name: 'password' });
  useEffect(() => {
    if (password !== undefined && getFieldState('password_confirmation').isTouched)
      void trigger('password_confirmation');
  }, [password, getFieldState, trigger]);
  const update = useMutation({
    mutationFn: (values: Values) => authApi.updatePassword(token, values.password),
    onSuccess: (response) => {
      // The sign-in page starts with the address filled in and the password field focused.
      const state: LoginState = {
        message: response.message || AUTH_MESSAGES.passwordChanged,
        email: response.email_address,
      };
      void navigate('/login', { replace: true, state });
    },
  });

  return (
    <>
      <h1 className="mb-6 text-2xl font-semibold tracking-tight text-gray-900">
        {invite ? INVITE_TITLE : RESET_TITLE}
      </h1>
      {update.error && (
        <MessageBar tone="danger" className="mb-4">
          {isInvalidToken(update.error) ? AUTH_MESSAGES.tokenGone : update.error.message}
        </MessageBar>
      )}
      <form
        noValidate
        onSubmit={handleSubmit((values) => update.mutate(values))}
        className="flex flex-col gap-4"
      >
        <FormPasswordField
          control={control}
          name="password"
          label={invite ? 'Wachtwoord' : 'Nieuw wachtwoord'}
          autoComplete="new-password"
          autoFocus
        />
        <FormPasswordField
          control={control}
          name="password_confirmation"
          label="Herhaal wachtwoord"
          autoComplete="new-password"
        />
        <Button type="submit" isPending={update.isPending} className="mt-2">
          Opslaan
        </Button>
      </form>
    </>
  );
}
