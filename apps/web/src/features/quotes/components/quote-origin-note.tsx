import type { OrderModel, OrderQuoteOrigin } from '@app/contracts';
import { formatDateTime } from '@app/domain';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { MessageBar } from '../../../components/ui/message-bar';
import { isApiError } from '../../../lib/api';
import { saveFailed } from '../../../lib/save-toast';
import { quotesApi } from '../quotes-api';

/** "Accepted online by … on …" or "converted on …": how the quote became this order. */
const howText = (order: OrderModel, closedAt: string | null) => {
  if (order.acceptance)
    return `online geaccepteerd door ${order.acceptance.name} op ${formatDateTime(order.acceptance.at)} (huurvoorwaarden versie ${order.acceptance.terms_version})`;
  return closedAt ? `omgezet naar order op ${formatDateTime(closedAt)}` : 'omgezet naar order';
};

/** The note itself (see QuoteOrigin). */
export function QuoteOriginNote({ order, quote }: { order: OrderModel; quote: OrderQuoteOrigin }) {
  const [downloading, setDownloading] = useState(false);
  return (
    <MessageBar
      live="none"
      action={
        <Button
          variant="secondary"
          size="sm"
          isPending={downloading}
          onPress={async () => {
            setDownloading(true);
            try {
              await quotesApi.downloadPdf(order.id, quote.number);
            } catch (error) {
              saveFailed(isApiError(error) ? error.message : 'Downloaden is mislukt.');
            } finally {
              setDownloading(false);
            }
          }}
        >
          Offerte (PDF)
        </Button>
      }
    >
      <span data-testid="quote-origin" className="[overflow-wrap:anywhere]">
        Komt van offerte {quote.number}, {howText(order, quote.closed_at)}.
      </span>
    </MessageBar>
  );
}
