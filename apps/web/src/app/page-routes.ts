import type { RouteObject } from 'react-router';
import { auditRoutes } from '../features/audit/routes';
import { contactRoutes } from '../features/contacts/routes';
import { dashboardRoutes } from '../features/dashboard/routes';
import { discountRoutes } from '../features/discounts/routes';
import { itemRoutes } from '../features/items/routes';
import { orderRoutes } from '../features/orders/routes';
import { paymentRoutes } from '../features/payments/routes';
import { reportRoutes } from '../features/reports/routes';
import { safetyRoutes } from '../features/safety/routes';
import { salesInvoiceRoutes } from '../features/sales-invoices/routes';
import { scheduleRoutes } from '../features/schedule/routes';
import { settingsRoutes } from '../features/settings/routes';

/**
 * The pages inside the signed-in layout: the router mounts them, and the layout's navigation
 * prefetches from them (app/prefetch-route.ts), so neither needs the other.
 */
export const pageRoutes: RouteObject[] = [
  ...dashboardRoutes,
  ...scheduleRoutes,
  ...contactRoutes,
  ...itemRoutes,
  ...safetyRoutes,
  ...orderRoutes,
  ...salesInvoiceRoutes,
  ...paymentRoutes,
  ...discountRoutes,
  ...reportRoutes,
  ...settingsRoutes,
  ...auditRoutes,
];
