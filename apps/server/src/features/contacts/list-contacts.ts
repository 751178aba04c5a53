import type { AppContext } from '../../context.ts';
import { withPeople } from './contact-model.ts';
import { type ContactListFilter, createContactRepository } from './contacts.repository.ts';

/** A page of contacts with their people and the list's counts. */
export const listContacts = async (options: { ctx: AppContext; filter: ContactListFilter }) => {
  const { ctx, filter } = options;
  const { rows, total, totalIsLowerBound, deactivated } = await createContactRepository(ctx.db).list(filter);
  return {
    results: await withPeople(ctx.db, rows),
    meta: {
      page: filter.page,
      per_page: filter.perPage,
      total,
      total_is_lower_bound: totalIsLowerBound,
      deactivated_count: deactivated,
    },
  };
};
