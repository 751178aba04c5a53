import type { JobModel } from '@app/contracts';
import { formatDateTime, formatMoney, formatMoneyInput, parseMoneyInput } from '@app/domain';
import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/api';
import { saveFailed } from '../../../lib/save-toast';
import { useCompleteJob, useUndoJobCompletion } from '../schedule-api';

type Completion = Pick<JobModel, 'completed_at' | 'completed_by' | 'cash_received'>;

/**
 * The driver's check-off in the appointment dialog: "Bezorging afgerond" /
 * "Ophaling afgerond", with the cash received when there is cash to collect (prefilled with what is
 * due; it is registered as a payment), and the done state with who and when, which can be undone.
 */
export function JobCheckOff({ job }: { job: JobModel }) {
  const complete = useCompleteJob();
  const undo = useUndoJobCompletion();
  // The dialog shows the job as it was opened; the answer of a check-off is shown at once.
  const [state, setState] = useState<Completion>({
    completed_at: job.completed_at,
    completed_by: job.completed_by,
    cash_received: job.cash_received,
  });
  const [cash, setCash] = useState(job.amount_due !== null ? formatMoneyInput(job.amount_due) : '');
  const [error, setError] = useState<string | null>(null);

  if (state.completed_at) {
    return (
      <section aria-labelledby="appointment-done" className="space-y-2 rounded-md bg-green-50 px-3 py-2">
        <h3 id="appointment-done" className="flex items-center gap-2 text-sm font-semibold text-green-900">
          <CheckCircle2 className="size-4" aria-hidden />
          Afgerond
        </h3>
        <p className="text-sm text-green-900" data-testid="job-done">
          {`Op ${formatDateTime(state.completed_at)}${state.completed_by ? ` door ${state.completed_by}` : ''}`}
          {state.cash_received !== null ? ` · contant ontvangen: ${formatMoney(state.cash_received)}` : ''}
        </p>
        <Button
          variant="secondary"
          size="sm"
          isPending={undo.isPending}
          onPress={() =>
            undo.mutate(job.id, {
              onSuccess: (model) => setState(model),
              onError: (e) => saveFailed(isApiError(e) ? e.message : 'Ongedaan maken is mislukt.'),
            })
          }
        >
          Afvinken ongedaan maken
        </Button>
      </section>
    );
  }

  const submit = () => {
    let cents: number | null = null;
    if (job.amount_due !== null && cash.trim() !== '') {
      cents = parseMoneyInput(cash);
      if (cents === null || cents <= 0) {
        setError('Vul het ontvangen bedrag in, bijvoorbeeld 151,25, of laat het leeg.');
        return;
      }
    }
    setError(null);
    complete.mutate(
      { id: job.id, cash: cents },
      {
        onSuccess: (model) => setState(model),
        onError: (e) => {
          const message = isApiError(e)
            ? (e.errors?.cash_received?.[0] ?? e.message)
            : 'Afvinken is mislukt.';
          if (isApiError(e) && e.errors?.cash_received) setError(message);
          else saveFailed(message);
        },
      },
    );
  };

  return (
    <section aria-labelledby="appointment-check-off" className="space-y-2">
      <h3 id="appointment-check-off" className="text-sm font-semibold text-gray-900">
        Afvinken
      </h3>
      {job.amount_due !== null && (
        <TextField
          label="Contant ontvangen (€)"
          description="Wordt geboekt als betaling op de factuur. Leeg laten als er niets is betaald."
          value={cash}
          onChange={(value) => {
            setCash(value);
            setError(null);
          }}
          inputMode="decimal"
          errorMessage={error ?? undefined}
          className="sm:max-w-xs"
        />
      )}
      <Button isPending={complete.isPending} onPress={submit}>
        {job.type === 'delivery' ? 'Bezorging afgerond' : 'Ophaling afgerond'}
      </Button>
    </section>
  );
}
