import {
  counterScopeFor,
  DEFAULT_INVOICE_TEMPLATE,
  invoiceNumberAffixes,
  lowestFreeNextId,
  renderInvoiceNumber,
} from '@app/domain';
import type { Db } from '../../db/database.ts';
import type { DatabaseKind } from '../../db/dialect.ts';
import { AppError } from '../../lib/app-error.ts';
import { createSettingsRepository } from '../settings/settings.repository.ts';
import { createNumberingRepository } from './numbering.repository.ts';

export const TEMPLATE_KEY = 'numbering_invoice_template';
export const NEXT_ID_KEY = 'numbering_invoice_incremental_id';

export const NUMBERING_MESSAGES = {
  /** A next number the counter's scope already gave. */
  seqUsed: (next: number, max: number) => `Nummer ${next} is al gebruikt. Kies een nummer hoger dan ${max}.`,
  seqUsedField: (max: number) => `Kies een nummer hoger dan ${max}.`,
  /** The template would give, from the next number on, a number an invoice already has. */
  numberGiven: (given: string, lowest: number) =>
    `Factuurnummer ${given} is al gegeven. Kies als volgende nummer ${lowest} of hoger.`,
  /** Publishing met a number that is already given (only after a settings change outside the checks). */
  numberTaken: (number: string) =>
    `Factuurnummer ${number} is al gegeven aan een andere factuur. Pas bij Instellingen > Nummering het volgende nummer of het sjabloon aan en publiceer opnieuw.`,
} as const;

const readTemplate = async (db: Db) => {
  const value = await createSettingsRepository(db).read(TEMPLATE_KEY);
  return typeof value === 'string' && value ? value : DEFAULT_INVOICE_TEMPLATE;
};

/**
 * Invoice numbers: one counter per scope (the year when the template uses {year}, else 'all').
 * Numbers are given only at publish, inside the publishing transaction, so they are unique and
 * gapless; the user may move the next number forward but never onto one already given — neither
 * a sequence the scope gave, nor a number another template gave that this one would give again.
 */
export const createNumberingService = (db: Db, kind: DatabaseKind) => {
  /** Refuses (422 on `field`) when `template` would give, from `nextSeq` on, a number already given. */
  const checkNumbersFree = async (template: string, year: number, nextSeq: number, field: string) => {
    const repo = createNumberingRepository(db, kind);
    const { prefix, suffix } = invoiceNumberAffixes(template, year);
    const lowest = lowestFreeNextId(template, year, await repo.givenNumbersAround(prefix, suffix));
    if (nextSeq >= lowest) return;
    const message = NUMBERING_MESSAGES.numberGiven(
      renderInvoiceNumber(template, { year, id: lowest - 1 }),
      lowest,
    );
    throw new AppError('validation_failed', message, { [field]: [message] });
  };

  return {
    /** The next sequence that publishing an invoice dated in `year` would get. */
    nextSeq: async (year: number) => {
      const repo = createNumberingRepository(db, kind);
      const scope = counterScopeFor(await readTemplate(db), year);
      return (await repo.readCounter(scope)) ?? (await repo.maxIssuedSeq(scope)) + 1;
    },

    /**
     * Sets the next sequence for `year`'s scope (call inside a transaction); refused when the scope
     * gave that sequence, or when the template would then give a number an invoice already has.
     */
    setNextSeq: async (year: number, nextSeq: number, template?: string) => {
      const repo = createNumberingRepository(db, kind);
      const effective = template ?? (await readTemplate(db));
      const scope = counterScopeFor(effective, year);
      // Take the counter's row lock first (PostgreSQL; call inside a transaction), so an invoice
      // published meanwhile cannot take a number we are about to allow again.
      await repo.lockCounter(scope, (await repo.maxIssuedSeq(scope)) + 1);
      const max = await repo.maxIssuedSeq(scope);
      if (nextSeq <= max) {
        throw new AppError('validation_failed', NUMBERING_MESSAGES.seqUsed(nextSeq, max), {
          [NEXT_ID_KEY]: [NUMBERING_MESSAGES.seqUsedField(max)],
        });
      }
      await checkNumbersFree(effective, year, nextSeq, NEXT_ID_KEY);
      await repo.writeCounter(scope, nextSeq);
    },

    /**
     * After the template changed without a next number (call inside the saving transaction, after
     * the template was written): refuses (422 on the template) when the counter the template now
     * uses would give a number an invoice already has.
     */
    checkTemplateSwitch: async (year: number) => {
      const repo = createNumberingRepository(db, kind);
      const template = await readTemplate(db);
      const scope = counterScopeFor(template, year);
      const next = await repo.lockCounter(scope, (await repo.maxIssuedSeq(scope)) + 1);
      await checkNumbersFree(template, year, next, TEMPLATE_KEY);
    },

    /**
     * Gives the next number; call with the publishing transaction as `db`. A 409 (Dutch) instead
     * of a unique-index failure when the rendered number is already an invoice's number.
     */
    allocate: async (invoiceDate: string) => {
      const repo = createNumberingRepository(db, kind);
      const template = await readTemplate(db);
      const year = Number(invoiceDate.slice(0, 4));
      const scope = counterScopeFor(template, year);
      const seq = await repo.lockCounter(scope, (await repo.maxIssuedSeq(scope)) + 1);
      const invoiceId = renderInvoiceNumber(template, { year, id: seq });
      if (await repo.isGiven(invoiceId))
        throw new AppError('conflict', NUMBERING_MESSAGES.numberTaken(invoiceId));
      await repo.writeCounter(scope, seq + 1);
      return { invoice_id: invoiceId, number_scope: scope, number_seq: seq };
    },
  };
};
