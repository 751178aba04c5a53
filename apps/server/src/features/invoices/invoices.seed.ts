import type { AppContext } from '../../context.ts';

/** Demo data of the invoices feature; placeholder until the feature seeds its own. */
export const seedInvoices = async (_ctx: AppContext) => {};
