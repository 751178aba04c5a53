import type { AppContext } from '../../context.ts';

/** Demo data of the items feature; placeholder until the feature seeds its own. */
export const seedItems = async (_ctx: AppContext) => {};
