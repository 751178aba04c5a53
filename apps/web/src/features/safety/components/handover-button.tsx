import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api';
import { saveFailed } from '../../../lib/save-toast';
import { downloadPdf } from '../safety-api';

/** Downloads the papers that go with the rental: instructions, renter's log sheet, certificates. */
export function HandoverButton({ orderId }: { orderId: number }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="secondary"
      isPending={busy}
      onPress={async () => {
        setBusy(true);
        try {
          await downloadPdf(`/order.handover/${orderId}`, `gebruiksdocumenten-order-${orderId}.pdf`);
        } catch (error) {
          saveFailed(isApiError(error) ? error.message : 'Downloaden is mislukt.');
        } finally {
          setBusy(false);
        }
      }}
    >
      Gebruiksdocumenten (PDF)
    </Button>
  );
}
