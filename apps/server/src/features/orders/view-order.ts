import type { OrderModel } from '@app/contracts';
import type { AppContext } from '../../context.ts';
import { findOrderRow, toOrderModel } from './order-model.ts';

/** One order by id or uuid, as the API's model. */
export const viewOrder = async (options: { ctx: AppContext; ref: string | number }): Promise<OrderModel> =>
  toOrderModel({ ctx: options.ctx, row: await findOrderRow(options) });
