/**
 * Sales invoices: concepts are edited freely; publishing gives the number (gapless, inside the
 * publishing transaction) and freezes the seller's and buyer's details; the status machine of
 * @app/domain decides every other move. Payments, iDEAL and orders follow an invoice's status
 * through extendInvoices (app.ts), as they depend on invoices and not the other way round.
 */
export { createInvoiceConcept, type InvoiceConceptInput } from './create-invoice-concept.ts';
export {
  announceInvoiceStatusChange,
  extendInvoices,
  type InvoiceExtensions,
  type InvoiceStatusChange,
  type InvoiceStatusFollower,
} from './invoice-extensions.ts';
export { readCompanyDetails } from './invoice-model.ts';
export { renderInvoicePdf } from './invoice-pdf.ts';
export { pdfDataOf, pdfFileNameOf, readInvoiceLogo } from './invoice-render.ts';
export {
  findInvoiceByRef,
  findInvoiceContact,
  type InvoicePaymentState,
  lockInvoice,
  orderPaymentMethodOf,
  setInvoicePaidCents,
  setInvoicePaymentState,
} from './invoice-rows.ts';
export type { InvoiceRow } from './invoices.repository.ts';
export { invoiceRoutes } from './invoices.routes.ts';
export { seedInvoices } from './invoices.seed.ts';
export { discardOrderInvoiceConcept, findOrderInvoice, replaceOrderInvoiceLines } from './order-invoice.ts';
export { publishInvoiceIn } from './publish-invoice-in.ts';
export { invoiceUblRoutes } from './ubl/ubl.routes.ts';
export { updateInvoice } from './update-invoice.ts';
export { invoiceModelIn, viewInvoice } from './view-invoice.ts';
