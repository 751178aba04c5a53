import type { SignatureModel } from '@app/contracts';
import type { Db } from '../../db/database.ts';
import { toSignatureModel } from './signature-model.ts';
import { createSignatureRepository } from './signatures.repository.ts';

/** An order's signatures at handover, oldest first (for order.view and the handover PDF). */
export const listOrderSignatures = async (options: { db: Db; orderId: number }): Promise<SignatureModel[]> =>
  (await createSignatureRepository(options.db).listByOrder(options.orderId)).map(toSignatureModel);
