/** Sales invoices. What other features show of, or ask about, an invoice. */
export { InvoiceStatusBadge } from './components/status-badge';
export { INVOICES_KEY, invoicesApi } from './invoices-api';
