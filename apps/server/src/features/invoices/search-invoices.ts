import { todayCalendarDate } from '@app/domain';
import type { Db } from '../../db/database.ts';
import type { DatabaseKind } from '../../db/dialect.ts';
import { toListItem } from './invoice-model.ts';
import { createInvoiceRepository } from './invoices.repository.ts';

/** The invoices matching a search term (number, Kenmerk, contact), newest first. */
export const searchInvoices = async (options: {
  db: Db;
  kind: DatabaseKind;
  term: string;
  limit: number;
}) => {
  const day = todayCalendarDate();
  const rows = await createInvoiceRepository(options.db, options.kind).search(options.term, options.limit);
  return { results: rows.map((row) => toListItem(row, day)) };
};
