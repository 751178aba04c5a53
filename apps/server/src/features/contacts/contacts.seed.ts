import type { AppContext } from '../../context.ts';

/** Demo data of the contacts feature; placeholder until the feature seeds its own. */
export const seedContacts = async (_ctx: AppContext) => {};
