import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { createReservationRepository } from './reservations.repository.ts';

/**
 * Before reserving several units in one transaction: takes the units' locks in id order, so two
 * transactions sharing units never wait on each other crosswise (a deadlock), whatever order the
 * units are reserved in afterwards. On SQLite the caller's write transaction already holds the
 * whole file.
 */
export const lockUnitsForReserve = async (options: {
  ctx: AppContext;
  unitIds: readonly number[];
  trx: Db;
}): Promise<void> => {
  if (options.ctx.dbKind !== 'postgres' || options.unitIds.length === 0) return;
  await createReservationRepository(options.trx).lockUnits([...new Set(options.unitIds)]);
};
