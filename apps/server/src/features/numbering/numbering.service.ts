import { counterScopeFor, DEFAULT_INVOICE_TEMPLATE, renderInvoiceNumber } from '@app/domain';
import type { Db } from '../../db/database.ts';
import type { DatabaseKind } from '../../db/dialect.ts';
import { AppError } from '../../lib/app-error.ts';
import { createSettingsRepository } from '../settings/settings.repository.ts';
import { createNumberingRepository } from './numbering.repository.ts';

export const TEMPLATE_KEY = 'numbering_invoice_template';

const readTemplate = async (db: Db) => {
  const value = await createSettingsRepository(db).read(TEMPLATE_KEY);
  return typeof value === 'string' && value ? value : DEFAULT_INVOICE_TEMPLATE;
};

/**
 * Invoice numbers: one counter per scope (the year when the template uses {year}, else 'all').
 * Numbers are given only at publish, inside the publishing transaction, so they are unique and
 * gapless; the user may move the next number forward but never onto one already given.
 */
export const createNumberingService = (db: Db, kind: DatabaseKind) => ({
  /** The next sequence that publishing an invoice dated in `year` would get. */
  nextSeq: async (year: number) => {
    const repo = createNumberingRepository(db, kind);
    const scope = counterScopeFor(await readTemplate(db), year);
    return (await repo.readCounter(scope)) ?? (await repo.maxIssuedSeq(scope)) + 1;
  },

  /** Sets the next sequence for `year`'s scope; refused when that number was already given. */
  setNextSeq: async (year: number, nextSeq: number, template?: string) => {
    const repo = createNumberingRepository(db, kind);
    const scope = counterScopeFor(template ?? (await readTemplate(db)), year);
    // Take the counter's row lock first (PostgreSQL; call inside a transaction), so an invoice
    // published meanwhile cannot take a number we are about to allow again.
    await repo.lockCounter(scope, (await repo.maxIssuedSeq(scope)) + 1);
    const max = await repo.maxIssuedSeq(scope);
    if (nextSeq <= max) {
      throw new AppError(
        'validation_failed',
        `Nummer ${nextSeq} is al gebruikt. Kies een nummer hoger dan ${max}.`,
        {
          numbering_invoice_incremental_id: [`Kies een nummer hoger dan ${max}.`],
        },
      );
    }
    await repo.writeCounter(scope, nextSeq);
  },

  /** Gives the next number; call with the publishing transaction as `db`. */
  allocate: async (invoiceDate: string) => {
    const repo = createNumberingRepository(db, kind);
    const template = await readTemplate(db);
    const year = Number(invoiceDate.slice(0, 4));
    const scope = counterScopeFor(template, year);
    const seq = await repo.lockCounter(scope, (await repo.maxIssuedSeq(scope)) + 1);
    await repo.writeCounter(scope, seq + 1);
    return {
      invoice_id: renderInvoiceNumber(template, { year, id: seq }),
      number_scope: scope,
      number_seq: seq,
    };
  },
});
