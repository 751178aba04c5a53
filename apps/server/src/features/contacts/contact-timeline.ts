import type { InvoiceTimelineEntry, OrderTimelineEntry, TimelineEntry } from '@app/contracts';

/**
 * Invoices and orders in one list, newest day first (an order's day is the Amsterdam day it was
 * taken); on one day orders come before invoices, each kind keeping its own order.
 */
export const mergeTimeline = (
  invoices: InvoiceTimelineEntry[],
  orders: OrderTimelineEntry[],
): TimelineEntry[] => {
  const dayOf = (entry: TimelineEntry) => (entry.type === 'invoice' ? entry.invoice_date : entry.order_date);
  const entries: TimelineEntry[] = [...orders, ...invoices];
  // Array.prototype.sort is stable, so equal days keep orders first and each kind's own order.
  return entries.sort((a, b) => (dayOf(a) < dayOf(b) ? 1 : dayOf(a) > dayOf(b) ? -1 : 0));
};
