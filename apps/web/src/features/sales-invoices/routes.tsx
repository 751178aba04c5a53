import type { RouteObject } from 'react-router';
import { PlaceholderPage } from '../../components/placeholder-page';

/**
 * Routes of this feature, mounted by src/app/router.tsx inside the auth guard and the logged-in
 * layout (with an error boundary). Edit only this list: replace a placeholder with your page, e.g.
 *   { path: '/sales_invoices', element: <SalesInvoicesPage /> }
 * or split the bundle with
 *   { path: '/sales_invoices', lazy: async () => ({ Component: (await import('./pages/x-page')).SalesInvoicesPage }) }
 */
export const salesInvoiceRoutes: RouteObject[] = [
  { path: '/sales_invoices', element: <PlaceholderPage title="Facturen" /> },
  { path: '/sales_invoices/new', element: <PlaceholderPage title="Factuur toevoegen" /> },
  { path: '/sales_invoices/:invoiceId', element: <PlaceholderPage title="Factuur" /> },
];
