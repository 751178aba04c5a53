import type { AppContext } from '../../context.ts';

/** Demo data of the settings feature; placeholder until the feature seeds its own. */
export const seedSettings = async (_ctx: AppContext) => {};
