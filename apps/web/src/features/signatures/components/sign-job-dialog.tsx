import type { SignatureModel } from '@app/contracts';
import { ChevronRight } from 'lucide-react';
import { useId, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { MessageBar } from '../../../components/ui/message-bar';
import { Modal } from '../../../components/ui/modal';
import { TextField } from '../../../components/ui/text-field';
import { useCurrentTerms } from '../signatures-api';
import { useSignForm } from '../use-sign-form';
import { SignaturePad, type SignaturePadHandle } from './signature-pad';

/**
 * "Laten tekenen": the renter reads the rental terms, signs on the phone with a finger, the
 * driver types the renter's name and ticks that the safety instructions were explained. A
 * keyboard user completes everything but the drawing (name, tick, buttons); the pad is an image
 * named and described by the texts beside it.
 */
export function SignJobDialog({
  jobId,
  what,
  isOpen,
  onOpenChange,
  onSigned,
}: {
  jobId: string;
  /** What is handed over, e.g. "Springkasteel Jungle". */
  what: string;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  onSigned: (signature: SignatureModel) => void;
}) {
  const pad = useRef<SignaturePadHandle>(null);
  const terms = useCurrentTerms(isOpen);
  const form = useSignForm({
    jobId,
    termsVersion: terms.data?.number,
    pad,
    onSigned: (signature) => {
      onSigned(signature);
      onOpenChange(false);
    },
  });
  const ids = { label: useId(), description: useId(), padError: useId(), tickError: useId() };
  const version = terms.data ? ` (versie ${terms.data.number})` : '';

  return (
    <Modal
      title="Laten tekenen"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      // Only Annuleren closes it: a tap beside the sheet or Escape must not throw a drawn signature away.
      isDismissable={false}
      size="md"
      footer={(close) => (
        <>
          <Button variant="secondary" onPress={close} isDisabled={form.busy}>
            Annuleren
          </Button>
          <Button onPress={form.submit} isPending={form.busy}>
            Opslaan
          </Button>
        </>
      )}
    >
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void form.submit();
        }}
      >
        <p className="text-gray-700">
          De huurder tekent voor de ontvangst van <span className="font-medium text-gray-900">{what}</span>,
          de uitleg van de veiligheidsinstructies en de huurvoorwaarden{version}.
        </p>
        {terms.data && (
          <details className="group rounded-md border border-gray-200 bg-gray-50 px-3 py-2">
            <summary className="flex min-h-11 cursor-pointer list-none items-center gap-1 font-medium text-brand-700 sm:min-h-0 [&::-webkit-details-marker]:hidden">
              <ChevronRight
                className="size-4 shrink-0 transition-transform group-open:rotate-90"
                aria-hidden
              />
              Huurvoorwaarden{version} lezen
            </summary>
            <p className="mt-2 max-h-48 overflow-y-auto whitespace-pre-wrap break-words text-gray-800">
              {terms.data.text}
            </p>
          </details>
        )}
        <TextField
          label="Naam van de huurder"
          autoComplete="off"
          value={form.name}
          onChange={form.setName}
          errorMessage={form.errors.name}
        />
        <div className="flex flex-col gap-1.5">
          <span id={ids.label} className="text-sm font-medium text-gray-800">
            Handtekening van de huurder
          </span>
          <p id={ids.description} className="text-xs text-gray-600">
            Laat de huurder met een vinger in het vak tekenen. Met Wissen begint hij opnieuw.
          </p>
          <SignaturePad
            ref={pad}
            labelledBy={ids.label}
            describedBy={form.errors.pad ? `${ids.description} ${ids.padError}` : ids.description}
            invalid={Boolean(form.errors.pad)}
            onInk={(inked) => inked && form.clearError('pad')}
          />
          {form.errors.pad && (
            <p id={ids.padError} className="text-sm text-red-700">
              {form.errors.pad}
            </p>
          )}
          <div>
            <Button variant="secondary" size="sm" onPress={() => pad.current?.clear()}>
              Wissen
            </Button>
          </div>
        </div>
        <div className="flex flex-col gap-1">
          <Checkbox
            isSelected={form.explained}
            onChange={form.setExplained}
            isInvalid={Boolean(form.errors.instructions)}
            aria-describedby={form.errors.instructions ? ids.tickError : undefined}
          >
            De veiligheidsinstructies zijn uitgelegd
          </Checkbox>
          {form.errors.instructions && (
            <p id={ids.tickError} className="text-sm text-red-700">
              {form.errors.instructions}
            </p>
          )}
        </div>
        {form.errors.form && <MessageBar tone="danger">{form.errors.form}</MessageBar>}
      </form>
    </Modal>
  );
}
