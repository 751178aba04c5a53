import type { RouteObject } from 'react-router';

/** The sales invoices screens: the list, a new invoice (step 1) and the detail page by uuid. */
export const salesInvoiceRoutes: RouteObject[] = [
  {
    path: '/sales_invoices',
    lazy: async () => ({ Component: (await import('./pages/invoices-page')).InvoicesPage }),
  },
  {
    path: '/sales_invoices/new',
    lazy: async () => ({ Component: (await import('./pages/invoice-new-page')).InvoiceNewPage }),
  },
  {
    path: '/sales_invoices/export',
    lazy: async () => ({ Component: (await import('./pages/invoices-export-page')).InvoicesExportPage }),
  },
  {
    path: '/sales_invoices/:invoiceId',
    lazy: async () => ({ Component: (await import('./pages/invoice-detail-page')).InvoiceDetailPage }),
  },
];
