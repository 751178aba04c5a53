import type { OrderDepositReturnRequest, orderEntrySchema } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost, type ResponseOf } from '../../lib/api';
import { orderKeys } from './orders-api';

/** POST order.deposit_return: what went back of the borg (one key per submission). */
export function useReturnDeposit(orderUuid: string, orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OrderDepositReturnRequest) =>
      apiPost<ResponseOf<typeof orderEntrySchema>>(`/order.deposit_return/${orderId}`, body, {
        idempotent: true,
      }).then((r) => r.entry.model),
    onSuccess: (model) => {
      queryClient.setQueryData(orderKeys.detail(orderUuid), model);
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
  });
}
