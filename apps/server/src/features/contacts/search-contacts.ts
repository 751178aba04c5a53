import type { AppContext } from '../../context.ts';
import { withPeople } from './contact-model.ts';
import { createContactRepository } from './contacts.repository.ts';

export const searchContacts = async (options: { ctx: AppContext; term: string; limit: number }) => ({
  results: await withPeople(
    options.ctx.db,
    await createContactRepository(options.ctx.db).search(options.term, options.limit),
  ),
});
