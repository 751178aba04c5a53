import { CONTACT_MESSAGES } from '@app/contracts';
import type { AppContext } from '../../context.ts';
import { nowIso } from '../../lib/time.ts';
import { recordAudit } from '../audit/index.ts';
import { archiveMessageOf, contactLinksOf } from './contact-links.ts';
import { findContactOrThrow, loadContactModel } from './contact-model.ts';
import { createContactRepository } from './contacts.repository.ts';

/**
 * Without invoices or reservations the contact and its people are deleted; with either it can
 * only be archived (invoices must keep their buyer, rentals their customer), and the answer
 * says so.
 */
export const deleteContact = async (options: { ctx: AppContext; ref: string }) =>
  options.ctx.db.transaction().execute(async (trx) => {
    const repo = createContactRepository(trx);
    const row = await findContactOrThrow(trx, options.ref);
    const contact = await loadContactModel(trx, row.id);
    const archiveMessage = archiveMessageOf(await contactLinksOf(trx, row.id));
    if (archiveMessage) {
      const deletedAt = row.deleted_at ?? nowIso();
      if (!row.deleted_at) {
        await repo.update(row.id, { deleted_at: deletedAt, updated_at: deletedAt });
        await recordAudit({
          db: trx,
          entity: 'contact',
          entityId: row.uuid,
          action: 'archived',
          summary: row.display_name,
        });
      }
      return {
        entry: { model: { ...contact, deleted_at: deletedAt } },
        archived: true,
        message: archiveMessage,
      };
    }
    await repo.deletePeopleOf(row.id);
    await repo.delete(row.id);
    // The row outlives the contact: the owner's log still shows who deleted whom.
    await recordAudit({
      db: trx,
      entity: 'contact',
      entityId: row.uuid,
      action: 'deleted',
      summary: row.display_name,
    });
    return { entry: { model: contact }, archived: false, message: CONTACT_MESSAGES.deleted };
  });
