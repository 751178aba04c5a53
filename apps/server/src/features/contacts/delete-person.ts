import { CONTACT_MESSAGES } from '@app/contracts';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/app-error.ts';
import { personIdOrThrow, refreshContactDerived } from './contact-model.ts';
import { createContactRepository } from './contacts.repository.ts';

export const deletePerson = async (options: { ctx: AppContext; ref: string }) =>
  options.ctx.db.transaction().execute(async (trx) => {
    const repo = createContactRepository(trx);
    const id = personIdOrThrow(options.ref);
    const person = await repo.findPerson(id);
    if (!person) throw notFound(CONTACT_MESSAGES.personNotFound);
    await repo.deletePerson(id);
    const contact = await repo.findByRef({ id: person.contact_id });
    if (contact) await refreshContactDerived(trx, contact);
    return { ok: true as const };
  });
