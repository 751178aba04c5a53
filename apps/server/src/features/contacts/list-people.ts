import type { AppContext } from '../../context.ts';
import { findContactOrThrow, toPerson } from './contact-model.ts';
import { createContactRepository } from './contacts.repository.ts';

export const listPeople = async (options: { ctx: AppContext; contactRef: string }) => {
  const row = await findContactOrThrow(options.ctx.db, options.contactRef);
  return { results: (await createContactRepository(options.ctx.db).peopleOf([row.id])).map(toPerson) };
};
