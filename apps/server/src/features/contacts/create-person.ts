import type { AppContext } from '../../context.ts';
import { nowIso } from '../../lib/time.ts';
import type { PersonCreateInput } from './contact-fields.ts';
import { findContactOrThrow, refreshContactDerived, toPerson } from './contact-model.ts';
import { createContactRepository, type PersonRow } from './contacts.repository.ts';

export const createPerson = async (options: { ctx: AppContext; input: PersonCreateInput }) =>
  options.ctx.db.transaction().execute(async (trx) => {
    const { input } = options;
    const repo = createContactRepository(trx);
    const contact = await findContactOrThrow(trx, String(input.contact_id));
    const now = nowIso();
    const id = await repo.insertPerson({
      contact_id: contact.id,
      first_name: input.first_name,
      last_name: input.last_name,
      email_address: input.email_address,
      phone_number: input.phone_number,
      department: input.department,
      created_at: now,
      updated_at: now,
    });
    await refreshContactDerived(trx, contact);
    const person = await repo.findPerson(id);
    return { entry: { model: toPerson(person as PersonRow) } };
  });
