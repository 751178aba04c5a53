import type { OrderModel } from '@app/contracts';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { MessageBar } from '../../../components/ui/message-bar';
import { TextField } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { useDecideBooking } from '../booking-staff-api';

/**
 * On a pending (In behandeling) order: the request came in online and waits for staff. One click
 * confirms it (the customer is mailed); Afwijzen asks for an optional reason for the polite mail.
 */
export function BookingDecision({ order }: { order: Pick<OrderModel, 'id' | 'status'> }) {
  const decide = useDecideBooking(String(order.id));
  const [declineOpen, setDeclineOpen] = useState(false);
  const [reason, setReason] = useState('');
  if (order.status !== 'pending') return null;
  const fail = (error: unknown) =>
    toast.error(isApiError(error) ? error.message : 'Dat is niet gelukt. Probeer het opnieuw.');
  return (
    <MessageBar tone="warning" className="mb-4" live="none">
      <div className="flex flex-wrap items-center gap-3">
        <span className="flex-1">Online aanvraag: bevestig of wijs af. De klant krijgt een e-mail.</span>
        <Button
          isDisabled={decide.isPending}
          onPress={() =>
            decide.mutate(
              { kind: 'confirm' },
              { onSuccess: () => toast.success('De aanvraag is bevestigd.'), onError: fail },
            )
          }
        >
          Bevestigen
        </Button>
        <Button variant="secondary" isDisabled={decide.isPending} onPress={() => setDeclineOpen(true)}>
          Afwijzen
        </Button>
      </div>
      <ConfirmDialog
        isOpen={declineOpen}
        onOpenChange={setDeclineOpen}
        title="Aanvraag afwijzen"
        confirmLabel="Afwijzen"
        tone="danger"
        isPending={decide.isPending}
        onConfirm={() =>
          decide.mutate(
            { kind: 'decline', reason },
            {
              onSuccess: () => {
                setDeclineOpen(false);
                toast.success('De aanvraag is afgewezen.');
              },
              onError: fail,
            },
          )
        }
      >
        <p className="mb-3">De order wordt geannuleerd en de artikelen komen weer vrij.</p>
        <TextField
          label="Reden (optioneel, staat in de e-mail)"
          multiline
          rows={3}
          value={reason}
          onChange={setReason}
        />
      </ConfirmDialog>
    </MessageBar>
  );
}
