import type { idealStatusEntrySchema, invoicePaymentLinkEntrySchema } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiGet, type ResponseOf } from '../../lib/api';

/** Whether the server offers iDEAL (MOLLIE_API_KEY set) and the deposit for new orders. */
export function useIdealStatus() {
  return useQuery({
    queryKey: ['ideal', 'status'],
    queryFn: async ({ signal }) =>
      (await apiGet<ResponseOf<typeof idealStatusEntrySchema>>('/ideal.status', { signal })).entry.model,
    staleTime: 60_000,
  });
}

/** An invoice's "Betaal met iDEAL" link and what it asks now; follows the invoice's version. */
export function useInvoicePaymentLink(invoiceId: number, version: unknown) {
  return useQuery({
    queryKey: ['invoices', 'payment-link', invoiceId, version],
    queryFn: async ({ signal }) =>
      (
        await apiGet<ResponseOf<typeof invoicePaymentLinkEntrySchema>>(`/invoice.payment_link/${invoiceId}`, {
          signal,
        })
      ).entry.model,
  });
}
