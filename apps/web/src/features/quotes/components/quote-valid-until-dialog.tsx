import { MAX_QUOTE_VALID_DAYS, QUOTE_MESSAGES, type QuoteModel } from '@app/contracts';
import { formatLongDate, isValidCalendarDate, quoteValidUntilProblem, todayCalendarDate } from '@app/domain';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { DatePickerField, INVALID_DATE_MESSAGE } from '../../../components/ui/date-picker-field';
import { MessageBar } from '../../../components/ui/message-bar';
import { Modal } from '../../../components/ui/modal';
import { isApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { useSubmission } from '../../../lib/use-submission';
import { quotesApi, useQuoteAction } from '../quotes-api';

/** The form's own check of the day; the server checks the same again. */
const problemOf = (value: string | null, today: string): string | null => {
  if (!value) return QUOTE_MESSAGES.validUntilRequired;
  if (!isValidCalendarDate(value)) return INVALID_DATE_MESSAGE;
  const problem = quoteValidUntilProblem(value, today, MAX_QUOTE_VALID_DAYS);
  if (problem === 'past') return QUOTE_MESSAGES.validUntilPast;
  if (problem === 'too_far') return QUOTE_MESSAGES.validUntilTooFar;
  return null;
};

/**
 * "Geldig tot wijzigen": only the last valid day of an open or expired quote, prefilled; the lines
 * and prices stay as offered. Saving makes a new version the customer's link shows at once.
 */
export function QuoteValidUntilDialog({ quote, onClose }: { quote: QuoteModel; onClose: () => void }) {
  const today = todayCalendarDate();
  const [value, setValue] = useState<string | null>(quote.valid_until);
  const [error, setError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const save = useQuoteAction((validUntil: string) =>
    quotesApi.update(quote.id, { valid_until: validUntil, version: quote.version }),
  );
  const submission = useSubmission();

  const submit = () =>
    submission.run(async () => {
      setServerError(null);
      const problem = problemOf(value, today);
      setError(problem);
      if (problem || !value) return;
      try {
        await save.mutateAsync(value);
        toast.success(QUOTE_MESSAGES.validUntilChanged(formatLongDate(value)));
        onClose();
      } catch (failure) {
        const fieldError = isApiError(failure) ? failure.errors?.valid_until?.[0] : undefined;
        if (fieldError) setError(fieldError);
        else setServerError(isApiError(failure) ? failure.message : 'Opslaan is mislukt.');
      }
    });

  return (
    <Modal
      title="Geldig tot wijzigen"
      isOpen
      onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}
      footer={
        <>
          <Button variant="secondary" onPress={onClose}>
            Annuleren
          </Button>
          <Button isPending={submission.busy} onPress={() => void submit()}>
            Opslaan
          </Button>
        </>
      }
    >
      <form
        className="flex flex-col gap-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {serverError && <MessageBar tone="danger">{serverError}</MessageBar>}
        <DatePickerField
          label="Geldig tot en met"
          value={value}
          onChange={(next) => {
            setValue(next);
            setError(null);
          }}
          minValue={today}
          description="De artikelen en prijzen blijven zoals aangeboden. De klant ziet via de link meteen de nieuwe datum."
          errorMessage={error ?? undefined}
          testId="quote-valid-until"
        />
      </form>
    </Modal>
  );
}
