import type { InvoiceSort, InvoiceStatusValue } from '@app/contracts';
import { todayCalendarDate } from '@app/domain';
import type { Db } from '../../db/database.ts';
import type { DatabaseKind } from '../../db/dialect.ts';
import { toListItem } from './invoice-model.ts';
import { createInvoiceRepository } from './invoices.repository.ts';

export type ListOptions = {
  q?: string | undefined;
  sort: InvoiceSort;
  direction: 'asc' | 'desc';
  page: number;
  perPage: number;
  status?: InvoiceStatusValue | undefined;
  contactId?: number | undefined;
};

/** A page of the invoice list; an outstanding invoice past its due date reads as overdue. */
export const listInvoices = async (options: ListOptions & { db: Db; kind: DatabaseKind }) => {
  const day = todayCalendarDate();
  const { rows, total } = await createInvoiceRepository(options.db, options.kind).list({
    q: options.q,
    sort: options.sort,
    direction: options.direction,
    page: options.page,
    perPage: options.perPage,
    status: options.status,
    contactId: options.contactId,
    today: day,
  });
  return {
    results: rows.map((row) => toListItem(row, day)),
    meta: { page: options.page, per_page: options.perPage, total },
  };
};
