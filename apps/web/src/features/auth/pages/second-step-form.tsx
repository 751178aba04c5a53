import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { MessageBar } from '../../../components/ui/message-bar';
import { TextField } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/api';
import { signIn } from '../../../lib/auth-session';
import { homePathOf } from '../../../lib/constants';
import { authApi } from '../auth-api';

/**
 * The second step of signing in (two-step sign-in on): the 6-digit code from the authenticator
 * app, or one of the recovery codes. A plain form like the password step (no zod on this page).
 */
export function SecondStepForm({ challenge, onRestart }: { challenge: string; onRestart: () => void }) {
  const navigate = useNavigate();
  const [useRecovery, setUseRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [tried, setTried] = useState(false);
  const code = value.replace(/\s/g, '');
  const fieldError = useRecovery
    ? code.length < 8
      ? 'Voer een herstelcode in.'
      : undefined
    : /^\d{6}$/.test(code)
      ? undefined
      : 'Voer de 6 cijfers uit je authenticator-app in.';
  const verify = useMutation({
    mutationFn: () =>
      authApi.loginSecondStep(useRecovery ? { challenge, recovery_code: value.trim() } : { challenge, code }),
    onSuccess: (response) => {
      signIn(response);
      void navigate(response.redirect_to || homePathOf(response.user.role), { replace: true });
    },
  });
  // The challenge ran out (or two-step was reset meanwhile): only a new password step helps.
  const expired = isApiError(verify.error) && verify.error.code === 'unauthenticated';

  return (
    <>
      <h1 className="mb-2 text-2xl font-semibold tracking-tight text-gray-900">Verificatiecode</h1>
      <p className="mb-6 text-sm text-gray-600">
        {useRecovery
          ? 'Voer een van je herstelcodes in. Elke herstelcode werkt één keer.'
          : 'Voer de code van 6 cijfers uit je authenticator-app in.'}
      </p>
      {verify.error && (
        <MessageBar tone="danger" className="mb-4">
          {verify.error.message}
        </MessageBar>
      )}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          if (!fieldError) verify.mutate();
        }}
        className="flex flex-col gap-4"
      >
        {useRecovery ? (
          <TextField
            key="recovery"
            name="recovery_code"
            label="Herstelcode"
            value={value}
            onChange={setValue}
            autoComplete="off"
            autoFocus
            errorMessage={tried ? fieldError : undefined}
          />
        ) : (
          <TextField
            key="code"
            name="code"
            label="Verificatiecode"
            value={value}
            onChange={(next) => setValue(next.replace(/[^\d\s]/g, '').slice(0, 7))}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            autoFocus
            errorMessage={tried ? fieldError : undefined}
          />
        )}
        <div className="mt-2 flex flex-col gap-3">
          {expired ? (
            <Button onPress={onRestart}>Opnieuw inloggen</Button>
          ) : (
            <Button type="submit" isPending={verify.isPending}>
              Bevestigen
            </Button>
          )}
          <Button
            variant="ghost"
            onPress={() => {
              setUseRecovery((v) => !v);
              setValue('');
              setTried(false);
              verify.reset();
            }}
          >
            {useRecovery ? 'Verificatiecode gebruiken' : 'Herstelcode gebruiken'}
          </Button>
          <Button variant="ghost" onPress={onRestart}>
            Terug naar inloggen
          </Button>
        </div>
      </form>
    </>
  );
}
