import type { AppContext } from '../../context.ts';
import { nowIso } from '../../lib/time.ts';
import { recordAudit } from '../audit/index.ts';
import { findContactOrThrow, loadContactModel } from './contact-model.ts';
import { createContactRepository } from './contacts.repository.ts';

/** Brings an archived contact back into the lists; an active one is answered as it is. */
export const restoreContact = async (options: { ctx: AppContext; ref: string }) =>
  options.ctx.db.transaction().execute(async (trx) => {
    const row = await findContactOrThrow(trx, options.ref);
    if (row.deleted_at) {
      await createContactRepository(trx).update(row.id, { deleted_at: null, updated_at: nowIso() });
      await recordAudit({ db: trx, entity: 'contact', entityId: row.uuid, action: 'restored' });
    }
    return { entry: { model: await loadContactModel(trx, row.id) } };
  });
