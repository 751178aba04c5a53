import { CONTACT_MESSAGES } from '@app/contracts';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/app-error.ts';
import { nowIso } from '../../lib/time.ts';
import type { PersonUpdateInput } from './contact-fields.ts';
import { personIdOrThrow, refreshContactDerived, toPerson } from './contact-model.ts';
import { createContactRepository, type PersonRow } from './contacts.repository.ts';

export const updatePerson = async (options: { ctx: AppContext; ref: string; patch: PersonUpdateInput }) =>
  options.ctx.db.transaction().execute(async (trx) => {
    const repo = createContactRepository(trx);
    const id = personIdOrThrow(options.ref);
    const person = await repo.findPerson(id);
    if (!person) throw notFound(CONTACT_MESSAGES.personNotFound);
    const changes = Object.fromEntries(
      Object.entries(options.patch).filter(([, value]) => value !== undefined),
    );
    await repo.updatePerson(id, { ...changes, updated_at: nowIso() });
    const contact = await repo.findByRef({ id: person.contact_id });
    if (contact) await refreshContactDerived(trx, contact);
    return { entry: { model: toPerson((await repo.findPerson(id)) as PersonRow) } };
  });
