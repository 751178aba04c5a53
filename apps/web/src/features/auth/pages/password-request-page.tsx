import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { MessageBar } from '../../../components/ui/message-bar';
import { useDocumentTitle } from '../../../components/ui/page-header';
import { TextField } from '../../../components/ui/text-field';
import { useAction } from '../../../lib/use-action';
import { authApi } from '../auth-api';
import { validateResetRequest } from '../login-validation';

/**
 * /passwords/new. Part of the first download with the sign-in page (it is one tap away from it and
 * must appear at once, not after a chunk loads while the sign-in form is still on screen), so like
 * that page it checks its field by hand instead of with zod and react-hook-form.
 */
export function PasswordRequestPage() {
  useDocumentTitle('Herstel je wachtwoord');
  const [email, setEmail] = useState('');
  // As react-hook-form's mode 'onTouched': the message shows after the first blur or a submit.
  const [touched, setTouched] = useState(false);
  const error = validateResetRequest(email);
  const request = useAction({
    run: (address: string) => authApi.requestPasswordReset(address.trim()),
  });

  return (
    <>
      <h1 className="mb-2 text-2xl font-semibold tracking-tight text-gray-900">Herstel je wachtwoord</h1>
      {request.data ? (
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
            onSubmit={(event) => {
              event.preventDefault();
              setTouched(true);
              if (!error) request.mutate(email);
            }}
            className="flex flex-col gap-4"
          >
            <TextField
              name="email_address"
              value={email}
              onChange={setEmail}
              onBlur={() => setTouched(true)}
              errorMessage={touched ? error : undefined}
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
        <Link
          to="/login"
          className="inline-flex min-h-11 items-center font-medium hover:underline sm:inline sm:min-h-0"
        >
          Terug naar inloggen
        </Link>
      </p>
    </>
  );
}
