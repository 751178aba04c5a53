import { formatDateTime } from '@app/domain';
import { PenLine } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { saveSucceeded } from '../../../lib/save-toast';
import { useJobSignatures } from '../signatures-api';
import { SignJobDialog } from './sign-job-dialog';

/**
 * The signature part of the driver's appointment dialog: "Laten tekenen", and the signatures
 * already given at this job (also those of an earlier visit or another colleague). A driver can only have today's deliveries signed (the server says so otherwise).
 */
export function JobSignatureSection({
  jobId,
  what,
  onOtherDay,
}: {
  jobId: string;
  what: string;
  /** A driver looking at another day's job: the button is off and this says why. */
  onOtherDay: string | null;
}) {
  const [open, setOpen] = useState(false);
  // Each opening starts with an empty form and pad.
  const [round, setRound] = useState(0);
  const signed = useJobSignatures(jobId).data ?? [];
  return (
    <section aria-labelledby="appointment-signature" className="space-y-2">
      <h3 id="appointment-signature" className="text-sm font-semibold text-gray-900">
        Handtekening
      </h3>
      <p className="text-sm text-gray-700">
        Laat de huurder bij de overdracht tekenen voor ontvangst, de veiligheidsinstructies en de
        huurvoorwaarden.
      </p>
      {signed.map((signature) => (
        <p key={signature.id} className="text-sm text-green-900" data-testid="job-signed">
          Getekend door {signature.signer_name} op {formatDateTime(signature.signed_at)}
        </p>
      ))}
      {onOtherDay && <p className="text-sm text-gray-600">{onOtherDay}</p>}
      <Button
        variant="secondary"
        isDisabled={onOtherDay !== null}
        icon={<PenLine className="size-4" aria-hidden />}
        onPress={() => {
          setRound((n) => n + 1);
          setOpen(true);
        }}
      >
        Laten tekenen
      </Button>
      <SignJobDialog
        key={round}
        jobId={jobId}
        what={what}
        isOpen={open}
        onOpenChange={setOpen}
        onSigned={(signature) => {
          saveSucceeded(`Handtekening van ${signature.signer_name} opgeslagen.`);
        }}
      />
    </section>
  );
}
