import { formatDateTime } from '@app/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { MessageBar } from '../../../components/ui/message-bar';
import { PageHeader } from '../../../components/ui/page-header';
import { PasswordField } from '../../../components/ui/password-field';
import { LoadingState } from '../../../components/ui/spinner';
import { saveFailed, saveSucceeded } from '../../../lib/save-toast';
import { RecoveryCodes } from '../components/recovery-codes';
import { codeError, VerificationCodeField } from '../components/verification-code-field';
import { saveErrorText } from '../settings-api';
import { TWO_STEP_QUERY_KEY, twoStepApi } from '../two-step-api';

/**
 * /account/two-step: the signed-in person (any role, from the user menu) turns two-step sign-in
 * on with a QR code or the key typed by hand, sees the recovery codes once, or turns it off.
 */
export function TwoStepPage() {
  const queryClient = useQueryClient();
  const status = useQuery({
    queryKey: TWO_STEP_QUERY_KEY,
    queryFn: ({ signal }) => twoStepApi.status(signal),
  });
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: TWO_STEP_QUERY_KEY });

  return (
    <>
      <PageHeader
        title="Tweestapsverificatie"
        description="Na je wachtwoord vraagt het inloggen om een code uit een authenticator-app op je telefoon. Aanbevolen voor eigenaren."
      />
      <div className="flex max-w-2xl flex-col gap-6">
        {recoveryCodes ? (
          <Card>
            <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />
          </Card>
        ) : status.isPending ? (
          <LoadingState />
        ) : status.isError ? (
          <MessageBar tone="danger">
            De gegevens konden niet worden geladen. Probeer het later opnieuw.
          </MessageBar>
        ) : status.data.entry.enabled ? (
          <DisableCard
            enabledAt={status.data.entry.enabled_at}
            codesLeft={status.data.entry.recovery_codes_left}
            onDisabled={refresh}
          />
        ) : (
          <SetupCard
            onEnabled={(codes) => {
              setRecoveryCodes(codes);
              void refresh();
            }}
          />
        )}
      </div>
    </>
  );
}

function SetupCard({ onEnabled }: { onEnabled: (codes: string[]) => void }) {
  const [code, setCode] = useState('');
  const [tried, setTried] = useState(false);
  const setup = useMutation({ mutationFn: twoStepApi.setup, onError: (e) => saveFailed(saveErrorText(e)) });
  const confirm = useMutation({
    mutationFn: twoStepApi.confirm,
    onSuccess: (data) => {
      saveSucceeded('Tweestapsverificatie staat aan.');
      onEnabled(data.entry.recovery_codes);
    },
  });
  const secret = setup.data?.entry;
  if (!secret) {
    return (
      <Card title="Staat uit">
        <div className="flex flex-col items-start gap-4">
          <p className="text-sm text-gray-700">
            Je hebt een authenticator-app nodig, zoals Google Authenticator, Microsoft Authenticator of
            1Password.
          </p>
          <Button isPending={setup.isPending} onPress={() => setup.mutate()}>
            Tweestapsverificatie instellen
          </Button>
        </div>
      </Card>
    );
  }
  const fieldError = codeError(code);
  return (
    <Card title="Instellen">
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          if (!fieldError) confirm.mutate(code);
        }}
      >
        <p className="text-sm text-gray-700">1. Scan deze QR-code met je authenticator-app.</p>
        <img
          src={secret.qr_code}
          alt="QR-code om te scannen met je authenticator-app"
          className="size-48 self-center rounded-md border border-gray-200 bg-white sm:self-start"
        />
        <div className="min-w-0">
          <p className="text-sm text-gray-700">Scannen lukt niet? Voer deze sleutel handmatig in:</p>
          <p className="mt-1 font-mono text-sm break-all text-gray-900" data-testid="two-step-secret">
            {secret.secret.match(/.{1,4}/g)?.join(' ')}
          </p>
        </div>
        <p className="text-sm text-gray-700">2. Voer de code in die de app nu laat zien.</p>
        {confirm.error && <MessageBar tone="danger">{confirm.error.message}</MessageBar>}
        <VerificationCodeField
          value={code}
          onChange={setCode}
          errorMessage={tried ? fieldError : undefined}
        />
        <div>
          <Button type="submit" isPending={confirm.isPending}>
            Bevestigen
          </Button>
        </div>
      </form>
    </Card>
  );
}

function DisableCard({
  enabledAt,
  codesLeft,
  onDisabled,
}: {
  enabledAt: string | null;
  codesLeft: number;
  onDisabled: () => void;
}) {
  const [withPassword, setWithPassword] = useState(false);
  const [value, setValue] = useState('');
  const [tried, setTried] = useState(false);
  const disable = useMutation({
    mutationFn: twoStepApi.disable,
    onSuccess: () => {
      saveSucceeded('Tweestapsverificatie staat uit.');
      onDisabled();
    },
  });
  const fieldError = withPassword ? (value ? undefined : 'Voer je wachtwoord in.') : codeError(value);
  return (
    <Card title="Staat aan">
      <div className="flex flex-col gap-4">
        <p className="text-sm text-gray-700">
          {enabledAt ? `Aangezet op ${formatDateTime(enabledAt)}. ` : ''}
          {`Je hebt nog ${codesLeft} ${codesLeft === 1 ? 'herstelcode' : 'herstelcodes'}.`}
        </p>
        <form
          noValidate
          className="flex flex-col gap-4 border-t border-gray-200 pt-4"
          onSubmit={(event) => {
            event.preventDefault();
            setTried(true);
            if (!fieldError) disable.mutate(withPassword ? { password: value } : { code: value });
          }}
        >
          <h3 className="font-medium text-gray-900">Uitzetten</h3>
          <p className="text-sm text-gray-700">
            Bevestig met een code uit je authenticator-app of met je wachtwoord.
          </p>
          {disable.error && <MessageBar tone="danger">{disable.error.message}</MessageBar>}
          {withPassword ? (
            <PasswordField
              name="password"
              label="Wachtwoord"
              className="max-w-sm"
              value={value}
              onChange={setValue}
              autoComplete="current-password"
              errorMessage={tried ? fieldError : undefined}
            />
          ) : (
            <VerificationCodeField
              value={value}
              onChange={setValue}
              errorMessage={tried ? fieldError : undefined}
            />
          )}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" variant="danger" isPending={disable.isPending}>
              Tweestapsverificatie uitzetten
            </Button>
            <Button
              variant="ghost"
              onPress={() => {
                setWithPassword((v) => !v);
                setValue('');
                setTried(false);
                disable.reset();
              }}
            >
              {withPassword ? 'Met een code bevestigen' : 'Met je wachtwoord bevestigen'}
            </Button>
          </div>
        </form>
      </div>
    </Card>
  );
}
