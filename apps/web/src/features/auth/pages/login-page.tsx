import type { LoginRequest } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { MessageBar } from '../../../components/ui/message-bar';
import { useDocumentTitle } from '../../../components/ui/page-header';
import { PasswordField } from '../../../components/ui/password-field';
import { TextField } from '../../../components/ui/text-field';
import { signIn } from '../../../lib/auth-session';
import { homePathOf } from '../../../lib/constants';
import { type FlashState, useFlashMessage } from '../../../lib/use-flash-message';
import { authApi } from '../auth-api';
import { validateLogin } from '../login-validation';
import { SecondStepForm } from './second-step-form';

/** What the password page hands over after a password was chosen: its message and the address. */
export type LoginState = FlashState & { email?: string };

export function LoginPage() {
  useDocumentTitle('Inloggen');
  // Read before useFlashMessage clears the state: the address the password was just chosen for.
  const handedEmail = (useLocation().state as LoginState | null)?.email ?? '';
  useFlashMessage();
  const navigate = useNavigate();
  // A plain form (no react-hook-form): two fields, checked on every change and blur like the
  // other forms' mode 'all'; a field's message shows once it was touched or a submit was tried.
  const [values, setValues] = useState<LoginRequest>(() => ({ username: handedEmail, password: '' }));
  const [emailGiven] = useState(handedEmail !== '');
  const [touched, setTouched] = useState<Partial<Record<keyof LoginRequest, boolean>>>({});
  const errors = validateLogin(values);
  const isValid = Object.keys(errors).length === 0;
  const field = (name: keyof LoginRequest) => ({
    name,
    value: values[name],
    onChange: (value: string) => {
      setValues((v) => ({ ...v, [name]: value }));
      setTouched((t) => ({ ...t, [name]: true }));
    },
    onBlur: () => setTouched((t) => ({ ...t, [name]: true })),
    errorMessage: touched[name] ? errors[name] : undefined,
  });
  // Set when the password was right and this person has two-step sign-in on.
  const [challenge, setChallenge] = useState<string | null>(null);
  const login = useMutation({
    mutationFn: authApi.login,
    onSuccess: (response) => {
      if ('second_step_required' in response) {
        setChallenge(response.challenge);
        return;
      }
      signIn(response);
      void navigate(response.redirect_to || homePathOf(response.user.role), { replace: true });
    },
  });

  if (challenge) {
    return (
      <SecondStepForm
        challenge={challenge}
        onRestart={() => {
          setChallenge(null);
          setValues((v) => ({ ...v, password: '' }));
          login.reset();
        }}
      />
    );
  }

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
        onSubmit={(event) => {
          event.preventDefault();
          setTouched({ username: true, password: true });
          if (isValid) login.mutate({ ...values, username: values.username.trim() });
        }}
        className="flex flex-col gap-4"
      >
        <TextField
          {...field('username')}
          label="E-mailadres"
          type="email"
          autoComplete="username"
          autoFocus={!emailGiven}
        />
        <PasswordField
          {...field('password')}
          label="Wachtwoord"
          autoComplete="current-password"
          autoFocus={emailGiven}
        />
        <div className="mt-2 flex flex-col gap-3">
          <Button type="submit" isDisabled={!isValid} isPending={login.isPending}>
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
