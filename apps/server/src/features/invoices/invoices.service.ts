import { type InvoiceModel, invoiceCreateRequestSchema, invoiceLineInputSchema } from '@app/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { type Db, writeTransaction } from '../../db/database.ts';
import { changeInvoiceStatus } from './change-invoice-status.ts';
import { createCreditNote } from './create-credit-note.ts';
import { createInvoiceConcept, type InvoiceConceptInput } from './create-invoice-concept.ts';
import { deleteInvoice } from './delete-invoice.ts';
import { duplicateInvoice } from './duplicate-invoice.ts';
import { buildInvoiceModel, findInvoiceRow } from './invoice-model.ts';
import { createInvoiceRepository } from './invoices.repository.ts';
import { type ListOptions, listInvoices } from './list-invoices.ts';
import type { ZeroRateReasonInput } from './publish-zero-rate-reasons.ts';
import { searchInvoices } from './search-invoices.ts';
import { type InvoiceUpdateInput, updateInvoice } from './update-invoice.ts';
import { withLockedInvoice } from './with-locked-invoice.ts';

export type { InvoiceConceptInput } from './create-invoice-concept.ts';
export {
  type FrozenContact,
  IDENTITY_PREFIX,
  readCompanyDetails,
  toListItem,
  transitionRefusal,
} from './invoice-model.ts';
export type { ListOptions } from './list-invoices.ts';

type CreateInput = z.output<typeof invoiceCreateRequestSchema>;

/**
 * Sales invoices: concepts are edited freely; publishing gives the number (gapless, inside the
 * publishing transaction) and freezes the seller's and buyer's details; the status machine of
 * @app/domain decides every other move. Stored status is never 'overdue': an outstanding
 * invoice past its due date reads as overdue everywhere (list, view, filters), computed from the
 * Amsterdam calendar day.
 *
 * This is the feature's facade for routes and other features; each use case lives in a file of
 * its own (list-invoices.ts, update-invoice.ts, publish-invoice.ts, ...).
 */
export const createInvoiceService = (ctx: AppContext) => {
  const kind = ctx.dbKind;
  const modelOf = async (db: Db, id: number) =>
    buildInvoiceModel({ db, kind, row: await createInvoiceRepository(db, kind).lockById(id) });

  /** createInvoiceConcept, answered with the new concept's model. */
  const createConcept = async (trx: Db, input: InvoiceConceptInput): Promise<InvoiceModel> =>
    modelOf(trx, await createInvoiceConcept({ trx, kind, input }));

  const withLockedRow = <T>(raw: string, work: Parameters<typeof withLockedInvoice<T>>[0]['work']) =>
    withLockedInvoice({ ctx, raw, work });

  return {
    list: (options: ListOptions) => listInvoices({ ...options, db: ctx.db, kind }),

    search: (term: string, limit: number) => searchInvoices({ db: ctx.db, kind, term, limit }),

    view: async (raw: string) =>
      buildInvoiceModel({ db: ctx.db, kind, row: await findInvoiceRow({ db: ctx.db, kind, raw }) }),

    /** The row and its model, for rendering. */
    load: async (raw: string) => {
      const row = await findInvoiceRow({ db: ctx.db, kind, raw });
      return { row, model: await buildInvoiceModel({ db: ctx.db, kind, row }) };
    },

    /** The model of a row read inside a caller's transaction (e.g. after publishing in it). */
    modelIn: modelOf,

    create: async (input: CreateInput) =>
      writeTransaction(ctx.db).execute((trx) =>
        createConcept(trx, {
          contactId: input.contact_id,
          personId: input.person_id ?? null,
          identifier: input.identifier,
          ...(input.invoice_date !== undefined ? { invoiceDate: input.invoice_date } : {}),
          daysUntilDue: input.days_until_due,
          deliveryFrom: input.delivery_from ?? null,
          deliveryUntil: input.delivery_until ?? null,
          lines: [],
        }),
      ),

    /**
     * A concept with lines written in the caller's transaction (an order creating its invoice).
     * Throws the same Dutch 422s as the API; the caller's transaction then rolls back whole.
     */
    createConceptIn: createConcept,
    /** As createConceptIn, answering only the new id (an order reads its invoice after commit). */
    insertConceptIn: (trx: Db, input: InvoiceConceptInput) => createInvoiceConcept({ trx, kind, input }),

    /** Publishes a concept (or re-publishes one set back) inside the caller's transaction. */
    publishIn: async (trx: Db, id: number, zeroRateReasons: ZeroRateReasonInput[] = []) => {
      await changeInvoiceStatus({
        trx,
        kind,
        row: await createInvoiceRepository(trx, kind).lockById(id),
        to: 'outstanding',
        zeroRateReasons,
      });
      return modelOf(trx, id);
    },

    update: (raw: string, input: InvoiceUpdateInput) => updateInvoice({ ctx, raw, input }),

    /** Soft delete, only for an invoice that never had a number; it stays listed, greyed out. */
    remove: (raw: string) => deleteInvoice({ ctx, raw }),

    /** Runs `work` with the invoice row locked in a write transaction (sending by mail). */
    withLockedRow,

    duplicate: (raw: string) => duplicateInvoice({ ctx, raw }),

    /** A credit note concept for a published invoice: all that is left, or the lines given. */
    credit: (raw: string, lines?: Array<{ uuid: string; unitCount: number }>) =>
      withLockedInvoice({
        ctx,
        raw,
        work: async (trx, invoice) =>
          modelOf(trx, await createCreditNote({ trx, kind, invoice, request: lines })),
      }),
  };
};

export type InvoiceService = ReturnType<typeof createInvoiceService>;

/** Parses the create body with its defaults (seed, benchmark). */
export const parseInvoiceCreate = (input: unknown) => invoiceCreateRequestSchema.parse(input);
export const parseInvoiceLine = (input: unknown) => invoiceLineInputSchema.parse(input);
