import type { InvoiceModel, PaymentCreateRequest, paymentEntrySchema } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiPost, type ResponseOf } from '../../lib/api';
import { saveSucceeded } from '../../lib/save-toast';

const INVOICES_KEY = ['invoices'] as const;

export const paymentsApi = {
  create: async (body: PaymentCreateRequest) =>
    (await apiPost<ResponseOf<typeof paymentEntrySchema>>('/payment.create', body, { idempotent: true }))
      .entry,
  remove: async (id: number) =>
    (await apiDelete<ResponseOf<typeof paymentEntrySchema>>(`/payment.delete/${id}`)).entry,
};

/**
 * A payment change answers the invoice as it now stands: it goes into the detail view's cache
 * (by uuid) and the lists and orders refresh (an order's paid badge follows its invoice).
 */
export function usePaymentMutation<TArgs>(
  mutationFn: (args: TArgs) => Promise<{ invoice: InvoiceModel }>,
  successMessage: string,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: ({ invoice }) => {
      client.setQueryData([...INVOICES_KEY, 'view', invoice.uuid], invoice);
      void client.invalidateQueries({ queryKey: [...INVOICES_KEY, 'list'] });
      void client.invalidateQueries({ queryKey: ['invoices', 'outstanding'] });
      void client.invalidateQueries({ queryKey: ['orders'] });
      saveSucceeded(successMessage);
    },
  });
}
