import { depositsHeldOf } from '@app/domain';
import type { Db } from '../../db/database.ts';
import { createOutstandingRepository } from './outstanding.repository.ts';

/**
 * The borg held now over all orders (received, not yet returned or kept): the outstanding
 * overview's figure and Vandaag's. It is read here rather than in orders because orders already
 * depend on payments; the rule itself is the domain's depositsHeldOf.
 */
export const readDepositsHeld = async (db: Db): Promise<{ amount: number; count: number }> =>
  depositsHeldOf(
    (await createOutstandingRepository(db).unsettledDeposits()).map((row) => ({
      depositCents: row.deposit_cents,
      paidCents: row.paid_cents,
    })),
  );
